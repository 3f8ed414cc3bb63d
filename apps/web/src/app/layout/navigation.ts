import type { OutboundLinkId, OutboundLinks } from '@kingdoms/shared/site-content';
import { featureManifests } from '../routes';

export type NavItem =
  | { kind: 'internal'; to: string; labelKey: string }
  | { kind: 'external'; linkId: OutboundLinkId; labelKey: string };

/** A bar entry with its place (ascending) and whether it is in the mobile menu only. */
type PlacedNavItem = NavItem & { order: number; mobileOnly?: true };

/** The shell's own entries: the outbound links, between the features' pages. */
const SHELL_NAV_ITEMS: readonly PlacedNavItem[] = [
  { kind: 'external', linkId: 'marketplace', labelKey: 'nav_marketplace', order: 10 },
  { kind: 'external', linkId: 'a2zWhitepaper', labelKey: 'nav_a2z_whitepaper', order: 70 },
  { kind: 'external', linkId: 'support', labelKey: 'nav_support', order: 80 },
  { kind: 'external', linkId: 'swap', labelKey: 'nav_swap', order: 90 },
];

/** The shell's entries and each feature's (its manifest's `nav`), in their order. */
const PLACED_NAV_ITEMS: readonly PlacedNavItem[] = [
  ...SHELL_NAV_ITEMS,
  ...Object.values(featureManifests).flatMap((manifest) =>
    (manifest.nav ?? []).map((entry): PlacedNavItem => ({ kind: 'internal', ...entry })),
  ),
].sort((a, b) => a.order - b.order);

const unplaced = ({ order: _order, mobileOnly: _mobileOnly, ...item }: PlacedNavItem): NavItem => item;

/** Spec 3 "Navigation bar (desktop)", in its order. Labels are 'common' catalogue keys. */
export const DESKTOP_NAV_ITEMS: readonly NavItem[] = PLACED_NAV_ITEMS.filter((item) => !item.mobileOnly).map(
  unplaced,
);

/** Spec 1 §2 and spec 3: the mobile menu also links /loka, after Drago. */
export const MOBILE_NAV_ITEMS: readonly NavItem[] = PLACED_NAV_ITEMS.map(unplaced);

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
