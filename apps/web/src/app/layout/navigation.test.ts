// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  configuredNavItems,
  DESKTOP_NAV_ITEMS,
  fittingLinkCount,
  MOBILE_NAV_ITEMS,
  type NavItem,
  visibleNavItems,
} from './navigation';

const label = (item: NavItem) => item.labelKey;

describe('navigation bar items (spec 3 "Navigation bar")', () => {
  it('lists marketplace, Land, Drago, Pledging, Breed, Bridge, A2Z whitepaper, Support, Swap in order', () => {
    expect(DESKTOP_NAV_ITEMS.map(label)).toEqual([
      'nav_marketplace',
      'nav_land',
      'nav_drago',
      'nav_pledging',
      'nav_breed',
      'nav_bridge',
      'nav_a2z_whitepaper',
      'nav_support',
      'nav_swap',
    ]);
    expect(DESKTOP_NAV_ITEMS.filter((item) => item.kind === 'external').map(label)).toEqual([
      'nav_marketplace',
      'nav_a2z_whitepaper',
      'nav_support',
      'nav_swap',
    ]);
  });

  it('adds /loka to the mobile menu only', () => {
    const paths = (items: readonly NavItem[]) =>
      items.flatMap((item) => (item.kind === 'internal' ? [item.to] : []));
    expect(paths(MOBILE_NAV_ITEMS)).toContain('/loka');
    expect(paths(DESKTOP_NAV_ITEMS)).not.toContain('/loka');
  });

  it('drops internal links to unregistered pages and keeps every external link', () => {
    const visible = visibleNavItems(DESKTOP_NAV_ITEMS, (path) => path === '/bridge');
    expect(visible.map(label)).toEqual([
      'nav_marketplace',
      'nav_bridge',
      'nav_a2z_whitepaper',
      'nav_support',
      'nav_swap',
    ]);
  });

  it('drops outbound links without a configured URL and keeps every internal one', () => {
    const visible = configuredNavItems(DESKTOP_NAV_ITEMS, { support: 'https://help.example' });
    expect(visible.map(label)).toEqual([
      'nav_land',
      'nav_drago',
      'nav_pledging',
      'nav_breed',
      'nav_bridge',
      'nav_support',
    ]);
  });
});

describe('fittingLinkCount (the bar keeps what fits, the rest goes to "More")', () => {
  const widths = [100, 50, 60, 80];
  const gap = 10;

  it('keeps every link, and no More menu, when the row fits', () => {
    // 100 + 50 + 60 + 80 + 3 gaps = 320
    expect(fittingLinkCount(widths, 70, gap, 320)).toBe(4);
    expect(fittingLinkCount(widths, 70, gap, 1000)).toBe(4);
  });

  it('leaves room for the More trigger once something overflows', () => {
    // 3 links = 230, + gap + More 70 = 310 ≤ 319; 4 links would need 320.
    expect(fittingLinkCount(widths, 70, gap, 319)).toBe(3);
    // 2 links = 160, + 80 = 240.
    expect(fittingLinkCount(widths, 70, gap, 300)).toBe(2);
  });

  it('can put everything in the menu', () => {
    expect(fittingLinkCount(widths, 70, gap, 60)).toBe(0);
    expect(fittingLinkCount([], 70, gap, 0)).toBe(0);
  });
});
