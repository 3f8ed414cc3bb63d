import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentProps, createContext, useCallback, useContext, useMemo, useState } from 'react';
import './Tabs.css';

/**
 * The panels of one tab set that are in the page now, by value. Radix names a trigger's panel in
 * `aria-controls` whether or not that panel is rendered; a page that shows a spinner, an error or
 * nothing instead of a panel (loading, failed or empty data) would then have its selected tab
 * name an element that does not exist (axe `aria-valid-attr-value`, critical). So a trigger names
 * its panel only while the panel's element is mounted.
 */
interface PanelRegistry {
  present: ReadonlySet<string>;
  mounted: (value: string, element: HTMLElement | null) => void;
}

const PanelRegistryContext = createContext<PanelRegistry | null>(null);

/**
 * The one tab strip of the portal: Radix Tabs (tablist semantics, arrow keys, roving focus) with
 * the shared look. Pages pass their own class only for layout around the strip.
 */
export function Tabs(props: ComponentProps<typeof RadixTabs.Root>) {
  const [present, setPresent] = useState<ReadonlySet<string>>(() => new Set());
  const mounted = useCallback((value: string, element: HTMLElement | null) => {
    setPresent((current) => {
      if (current.has(value) === (element !== null)) return current;
      const next = new Set(current);
      if (element) next.add(value);
      else next.delete(value);
      return next;
    });
  }, []);
  const registry = useMemo(() => ({ present, mounted }), [present, mounted]);
  return (
    <PanelRegistryContext.Provider value={registry}>
      <RadixTabs.Root {...props} />
    </PanelRegistryContext.Provider>
  );
}

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

export function TabTrigger({ className, value, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  const registry = useContext(PanelRegistryContext);
  // Radix's own `aria-controls` (its panel id) while the panel is mounted; none otherwise.
  const controls = registry?.present.has(value) ? {} : { 'aria-controls': undefined };
  return (
    <RadixTabs.Trigger
      className={withClass('tabs__trigger', className)}
      value={value}
      {...controls}
      {...props}
    />
  );
}

export function TabPanel({ className, value, ref, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  const registry = useContext(PanelRegistryContext);
  const mounted = registry?.mounted;
  // The ref says when the panel's element is in the page (an unselected one is, hidden and
  // empty; one the page does not render at all is not).
  const track = useCallback(
    (element: HTMLDivElement | null) => {
      mounted?.(value, element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [mounted, value, ref],
  );
  return (
    <RadixTabs.Content className={withClass('tabs__panel', className)} value={value} ref={track} {...props} />
  );
}
