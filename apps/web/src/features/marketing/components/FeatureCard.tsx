import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import type { LearnMoreTarget } from '../data/blockchainFeatures';
import { LinkLabel } from './LinkLabel';

export interface FeatureCardProps {
  art: ReactNode;
  title: string;
  text: string;
  /** Optional call to action under the text. */
  action?: { label: string; target: LearnMoreTarget };
}

/** Illustration, title, copy and an optional Learn More: the card of every features grid. */
export function FeatureCard({ art, title, text, action }: FeatureCardProps) {
  return (
    <article className="feature-card">
      <div className="feature-card__art">{art}</div>
      <h3 className="feature-card__title">{title}</h3>
      <p className="feature-card__text">{text}</p>
      {action ? (
        action.target.kind === 'route' ? (
          <Link className="button button--secondary feature-card__action" to={action.target.to}>
            <LinkLabel label={action.label} subject={title} />
          </Link>
        ) : (
          <ExternalLink
            className="button button--secondary feature-card__action"
            linkId={action.target.linkId}
          >
            <LinkLabel label={action.label} subject={title} />
          </ExternalLink>
        )
      ) : null}
    </article>
  );
}
