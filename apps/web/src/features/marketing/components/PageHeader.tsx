import type { ReactNode } from 'react';
import { HeroScene } from '../art/HeroScene';

export interface PageHeaderProps {
  id: string;
  title: string;
  description: string;
  sceneLabel: string;
  children?: ReactNode;
}

/** The banner at the top of the land, governance, skin and media pages. */
export function PageHeader({ id, title, description, sceneLabel, children }: PageHeaderProps) {
  return (
    <section className="page-header" aria-labelledby={id}>
      <div className="page-header__scene">
        <HeroScene label={sceneLabel} />
      </div>
      <div className="page-header__content">
        <h1 id={id} className="page-header__title">
          {title}
        </h1>
        <p className="page-header__text">{description}</p>
        {children}
      </div>
    </section>
  );
}
