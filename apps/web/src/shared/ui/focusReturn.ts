/**
 * Where focus goes when a dialog closes (WCAG 2.4.3 "Focus Order"): back to the element that
 * opened it. Dialogs here are opened from code (the overlay flags, a transaction's progress), not
 * from a Radix trigger, and the opener is often gone or disabled by then (a busy button, the
 * header's Connect button replaced by the connected one, a form inside a dialog that has closed).
 * So each open dialog keeps a record, and closing resolves, in order:
 *   1. the opener, when it is still on screen and enabled;
 *   2. the element now carrying the opener's `data-focus-key` (a control that was re-rendered);
 *   3. the dialog the opener sat in: the control last focused in it while it is still open,
 *      otherwise (it closed too) that dialog's own return target;
 *   4. the top-most dialog still open;
 *   5. the page's main landmark.
 */

/** Marks a control that may be replaced while a dialog is open; focus returns to its successor. */
export const FOCUS_KEY_ATTRIBUTE = 'data-focus-key';

export interface FocusReturnRecord {
  opener: HTMLElement | null;
  openerKey: string | null;
  /** The dialog the opener was inside, if any. */
  parent: FocusReturnRecord | null;
  content: HTMLElement | null;
  /** The control last focused inside this dialog. */
  lastFocused: HTMLElement | null;
  open: boolean;
}

/** Enough history to resolve a chain of dialogs opened from dialogs; older records are dropped. */
const MAX_RECORDS = 16;
const records: FocusReturnRecord[] = [];
let lastFocused: HTMLElement | null = null;
let tracking = false;

/**
 * The dialog each focused control sat in when it had focus: a form inside a closing dialog is
 * often unmounted before the dialog it opened has mounted, and a detached control no longer
 * tells which dialog it belonged to.
 */
const dialogOfControl = new WeakMap<HTMLElement, FocusReturnRecord>();

function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target === document.body) return;
  lastFocused = target;
  for (const record of records) {
    if (!record.open || !record.content?.contains(target)) continue;
    record.lastFocused = target;
    dialogOfControl.set(target, record);
  }
}

/**
 * Remembers the last focused element of the page. When a control is disabled or removed while it
 * has focus (a button turning busy), the browser moves focus to <body>; a dialog opened then
 * still knows which control the person was on.
 */
function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', onFocusIn, true);
}
// From the first load (the root layout's alert imports the dialog), before any dialog has opened.
trackFocus();

/** Drops every dialog's record and the last focused element, as on a new page. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetFocusReturn(): void {
  records.length = 0;
  lastFocused = null;
}

function isUsable(element: HTMLElement | null): element is HTMLElement {
  if (!element?.isConnected || element === document.body) return false;
  if ((element as HTMLButtonElement).disabled || element.closest('[inert]')) return false;
  // jsdom has no layout (and no checkVisibility): treat a connected element as visible there.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function elementWithKey(key: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[${FOCUS_KEY_ATTRIBUTE}]`)) {
    if (element.getAttribute(FOCUS_KEY_ATTRIBUTE) === key && isUsable(element)) return element;
  }
  return null;
}

function insideOpenDialog(record: FocusReturnRecord): HTMLElement | null {
  if (isUsable(record.lastFocused)) return record.lastFocused;
  return record.content?.isConnected ? record.content : null;
}

/** Call as the dialog opens, before focus moves into it. */
export function openFocusRecord(): FocusReturnRecord {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : (lastFocused ?? null);
  const record: FocusReturnRecord = {
    opener,
    openerKey: opener?.closest(`[${FOCUS_KEY_ATTRIBUTE}]`)?.getAttribute(FOCUS_KEY_ATTRIBUTE) ?? null,
    parent: opener
      ? (records.findLast((other) => other.content?.contains(opener)) ?? dialogOfControl.get(opener) ?? null)
      : null,
    content: null,
    lastFocused: null,
    open: true,
  };
  records.push(record);
  if (records.length > MAX_RECORDS) records.splice(0, records.length - MAX_RECORDS);
  return record;
}

/** The dialog's content element, once mounted (it scopes `lastFocused` and the fallbacks). */
export function attachFocusRecord(record: FocusReturnRecord, content: HTMLElement | null): void {
  record.content = content;
}

export function closeFocusRecord(record: FocusReturnRecord): void {
  record.open = false;
}

/** The element focus should return to when `record`'s dialog has closed (see the module comment). */
export function focusReturnTarget(record: FocusReturnRecord): HTMLElement | null {
  const seen = new Set<FocusReturnRecord>();
  for (let current: FocusReturnRecord | null = record; current && !seen.has(current); ) {
    seen.add(current);
    if (isUsable(current.opener)) return current.opener;
    const keyed = current.openerKey ? elementWithKey(current.openerKey) : null;
    if (keyed) return keyed;
    const parent: FocusReturnRecord | null = current.parent;
    if (parent?.open) {
      const inParent = insideOpenDialog(parent);
      if (inParent) return inParent;
    }
    current = parent;
  }
  for (const other of records.toReversed()) {
    if (other === record || !other.open) continue;
    const inOther = insideOpenDialog(other);
    if (inOther) return inOther;
  }
  return document.querySelector<HTMLElement>('main');
}

/** Moves focus to `record`'s return target. Records stay (bounded) for dialogs opened from this one. */
export function returnFocus(record: FocusReturnRecord): void {
  focusReturnTarget(record)?.focus();
}
