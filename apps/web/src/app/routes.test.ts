// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVBAR } from '../shared/routing';
import { appRoutes } from './routes';

describe('the route table', () => {
  it("gives spec 2's drago pages the second navbar (wallet menu: My Item, My Drago) and every other page the full one", () => {
    const holdings = appRoutes
      .filter((route) => (route.navbar ?? DEFAULT_NAVBAR) === 'holdings')
      .map((route) => route.path)
      .sort();
    expect(holdings).toEqual(['/breed', '/drago/detail/:tokenId', '/event/roulette', '/myDrago']);
    // Spec 3's own pages keep Bridge and My Reward in the menu.
    for (const path of ['/', '/pledging', '/myReward', '/bridge', '/myitem']) {
      expect(appRoutes.find((route) => route.path === path)?.navbar ?? DEFAULT_NAVBAR, path).toBe('full');
    }
  });
});
