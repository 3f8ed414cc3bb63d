import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MENU_BADGES_STORAGE_KEY, menuBadges, useMenuBadge } from './menuBadges';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('menuBadges', () => {
  beforeEach(() => menuBadges.set(WALLET, '/activity', 0));

  it('keeps a count per wallet and path, case-blind on the address, in local storage', () => {
    menuBadges.set(WALLET, '/activity', 3);
    expect(menuBadges.get(WALLET.toLowerCase(), '/activity')).toBe(3);
    expect(menuBadges.get('0x0000000000000000000000000000000000000001', '/activity')).toBe(0);
    expect(menuBadges.get(WALLET, '/other')).toBe(0);
    expect(JSON.parse(localStorage.getItem(MENU_BADGES_STORAGE_KEY) ?? '{}')).toMatchObject({
      [`${WALLET.toLowerCase()} /activity`]: 3,
    });
  });

  it('updates the entry that shows it when the page reports a new count', () => {
    const { result } = renderHook(() => useMenuBadge(WALLET, '/activity'));
    expect(result.current).toBe(0);
    act(() => menuBadges.set(WALLET, '/activity', 2));
    expect(result.current).toBe(2);
    act(() => menuBadges.set(WALLET, '/activity', 1));
    expect(result.current).toBe(1);
  });

  it('shows nothing without a wallet', () => {
    menuBadges.set(WALLET, '/activity', 2);
    const { result } = renderHook(() => useMenuBadge(undefined, '/activity'));
    expect(result.current).toBe(0);
  });
});
