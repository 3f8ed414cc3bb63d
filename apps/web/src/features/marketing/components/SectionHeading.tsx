export interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  level?: 1 | 2;
}

/** A section title with the gilded rule under it, used by every marketing section. */
export function SectionHeading({ id, title, subtitle, level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="section-heading">
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      <span className="section-heading__rule" aria-hidden="true" />
      {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
    </header>
  );
}
