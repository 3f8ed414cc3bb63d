import { describe, expect, it } from 'vitest';
import { DESKTOP_NAV_ITEMS, MOBILE_NAV_ITEMS, type NavItem, visibleNavItems } from './navigation';

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
});
