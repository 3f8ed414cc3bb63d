import type { OutboundLinkId, OutboundLinks } from '@kingdoms/shared/site-content';

export type NavItem =
  | { kind: 'internal'; to: string; labelKey: string }
  | { kind: 'external'; linkId: OutboundLinkId; labelKey: string };

/** Spec 3 "Navigation bar (desktop)", in its order. Labels are 'common' catalogue keys. */
export const DESKTOP_NAV_ITEMS: readonly NavItem[] = [
  { kind: 'external', linkId: 'marketplace', labelKey: 'nav_marketplace' },
  { kind: 'internal', to: '/land', labelKey: 'nav_land' },
  { kind: 'internal', to: '/drago', labelKey: 'nav_drago' },
  { kind: 'internal', to: '/pledging', labelKey: 'nav_pledging' },
  { kind: 'internal', to: '/breed', labelKey: 'nav_breed' },
  { kind: 'internal', to: '/bridge', labelKey: 'nav_bridge' },
  { kind: 'external', linkId: 'a2zWhitepaper', labelKey: 'nav_a2z_whitepaper' },
  { kind: 'external', linkId: 'support', labelKey: 'nav_support' },
  { kind: 'external', linkId: 'swap', labelKey: 'nav_swap' },
];

/** Spec 1 §2 and spec 3: the mobile menu also links /loka, after Drago. */
export const MOBILE_NAV_ITEMS: readonly NavItem[] = [
  ...DESKTOP_NAV_ITEMS.slice(0, 3),
  { kind: 'internal', to: '/loka', labelKey: 'nav_loka' },
  ...DESKTOP_NAV_ITEMS.slice(3),
];

/** A stable React key (and identity) for an entry. */
export function navItemKey(item: NavItem): string {
  return item.kind === 'internal' ? item.to : item.linkId;
}

/** Drops internal links to pages that are not registered yet, so the shell has no dead links. */
export function visibleNavItems(
  items: readonly NavItem[],
  isRegistered: (path: string) => boolean,
): NavItem[] {
  return items.filter((item) => item.kind === 'external' || isRegistered(item.to));
}

/**
 * How many of the bar's links fit in `available` px, the rest going to the "More" menu: all of
 * them when they fit without the menu, otherwise as many as fit beside the menu's trigger.
 * `gap` is the space between two entries (the trigger counts as one more entry).
 */
export function fittingLinkCount(
  linkWidths: readonly number[],
  moreWidth: number,
  gap: number,
  available: number,
): number {
  // Half a pixel of slack: widths are fractional and the browser rounds them.
  const room = available + 0.5;
  const rowWidth = (count: number) =>
    linkWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowWidth(linkWidths.length) <= room) return linkWidths.length;
  let count = linkWidths.length - 1;
  while (count > 0 && rowWidth(count) + gap + moreWidth > room) count--;
  return count;
}

/** Drops outbound links whose URL is not configured: the bar never shows a guessed address. */
export function configuredNavItems(items: readonly NavItem[], links: OutboundLinks): NavItem[] {
  return items.filter((item) => item.kind === 'internal' || Boolean(links[item.linkId]));
}
