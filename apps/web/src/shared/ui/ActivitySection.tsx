import type { ComponentProps, ReactNode } from 'react';
import './ActivitySection.css';

/**
 * One feature's part of the activity centre (`/activity`): a titled section whose id and test id
 * are `activity-<name>`. Features draw their parts with these, so the centre reads as one list
 * whichever feature a row comes from.
 */
export function ActivitySection({
  name,
  title,
  children,
}: {
  name: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const id = `activity-${name}`;
  return (
    <section className="activity-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="activity-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ActivityList({ children }: { children: ReactNode }) {
  return <ul className="activity-list">{children}</ul>;
}

type ActivityItemProps = Omit<ComponentProps<'li'>, 'className'> & {
  /** What the row is about (an amount, an egg); its action or countdown follows as children. */
  what?: ReactNode;
  whatTestId?: string;
};

export function ActivityItem({ what, whatTestId, children, ...item }: ActivityItemProps) {
  return (
    <li className="activity-item" {...item}>
      {what === undefined ? null : (
        <span className="activity-item__what" data-testid={whatTestId}>
          {what}
        </span>
      )}
      {children}
    </li>
  );
}
