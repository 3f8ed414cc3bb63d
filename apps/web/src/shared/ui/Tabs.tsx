import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import './Tabs.css';

/**
 * The one tab strip of the portal: Radix Tabs (tablist semantics, arrow keys, roving focus) with
 * the shared look. Pages pass their own class only for layout around the strip.
 */
export const Tabs = RadixTabs.Root;

interface TabListProps extends ComponentProps<typeof RadixTabs.List> {
  /** `center` for a page's main tabs; `start` beside other controls. */
  align?: 'start' | 'center';
  /** `compact` for tabs inside a tab or a panel. */
  size?: 'regular' | 'compact';
}

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

export function TabList({ align = 'start', size = 'regular', className, ...props }: TabListProps) {
  return (
    <RadixTabs.List
      className={withClass(`tabs__list tabs__list--${align} tabs__list--${size}`, className)}
      {...props}
    />
  );
}

export function TabTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={withClass('tabs__trigger', className)} {...props} />;
}

export function TabPanel({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={withClass('tabs__panel', className)} {...props} />;
}
