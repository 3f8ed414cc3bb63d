import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

/** What the loaded menu receives: open at once (the activation that loaded it) with this trigger. */
export interface DeferredMenuProps {
  /** The trigger's content (text, icon), the same before and after loading. */
  triggerContent: ReactNode;
  /** A keyboard opened it: the menu's content ref comes from `useFirstItemFocus(openedWithKeyboard)`. */
  openedWithKeyboard: boolean;
}

/**
 * Radix focuses the first item when a keyboard opens its menu, but it learns that from key
 * presses it sees after mounting, and a deferred menu mounts after the key press that loaded it.
 * Attach the returned ref to `DropdownMenu.Content`.
 */
export function useFirstItemFocus(openedWithKeyboard: boolean): (content: HTMLDivElement | null) => void {
  // Radix's portal mounts the content a render later, so the ref is a state, not a ref object.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!openedWithKeyboard || !content || focused.current) return;
    focused.current = true;
    // After Radix's own mount focus (on the content), which this refines.
    content.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, [openedWithKeyboard, content]);
  return setContent;
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
  // undefined until first used; then whether a keyboard opened it.
  const [openedWithKeyboard, setOpenedWithKeyboard] = useState<boolean | undefined>(undefined);
  const plain = (
    <button
      type="button"
      className={className}
      aria-label={aria['aria-label']}
      aria-haspopup="menu"
      aria-expanded={false}
      // A click from Enter or Space has no pointer position: detail 0.
      onClick={(event) => setOpenedWithKeyboard(event.detail === 0)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpenedWithKeyboard(true);
      }}
    >
      {children}
    </button>
  );
  if (openedWithKeyboard === undefined) return plain;
  return (
    <Suspense fallback={plain}>
      <Menu {...menuProps} triggerContent={children} openedWithKeyboard={openedWithKeyboard} />
    </Suspense>
  );
}
