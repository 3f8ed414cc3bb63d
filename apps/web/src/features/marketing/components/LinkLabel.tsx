/**
 * A short call to action ("Learn More", "Read more") that still says where it leads: the subject
 * follows, visible to screen readers and crawlers only (WCAG 2.4.4, Lighthouse "link-text").
 */
export function LinkLabel({ label, subject }: { label: string; subject: string }) {
  return (
    <>
      {label}
      <span className="visually-hidden">{` — ${subject}`}</span>
    </>
  );
}
