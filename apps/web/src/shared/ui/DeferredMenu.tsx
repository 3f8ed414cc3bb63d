import { type ComponentType, type KeyboardEvent, type ReactNode, Suspense, useState } from 'react';

/** What the loaded menu receives: open at once (the activation that loaded it) with this trigger. */
export interface DeferredMenuProps {
  /** The trigger's content (text, icon), the same before and after loading. */
  triggerContent: ReactNode;
}

export interface DeferredMenuTriggerProps<P extends object> {
  /** The menu: a lazy component that renders Radix's DropdownMenu open on mount, with its trigger. */
  menu: ComponentType<P & DeferredMenuProps>;
  /** What else the menu needs (its items). */
  menuProps: P;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** Keys that open a menu button (WAI-ARIA menu button pattern). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A menu whose code (Radix DropdownMenu and its positioning) loads only when it is first opened:
 * until then the trigger is a plain button that looks the same; the first click, Enter, Space or
 * arrow key loads the menu, which mounts open. Every later use is Radix's own.
 */
export function DeferredMenuTrigger<P extends object>({
  menu: Menu,
  menuProps,
  className,
  children,
  ...aria
}: DeferredMenuTriggerProps<P>) {
  const [wanted, setWanted] = useState(false);
  const plain = (
    <button
      type="button"
      className={className}
      aria-label={aria['aria-label']}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      {children}
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <Menu {...menuProps} triggerContent={children} />
    </Suspense>
  );
}
