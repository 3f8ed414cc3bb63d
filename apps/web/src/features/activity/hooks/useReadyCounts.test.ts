import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuBadges } from '../../../shared/routing';
import { ACTIVITY_PATH } from '../paths';
import { useReadyTotal } from './useReadyCounts';

const ONE = '0x0000000000000000000000000000000000000001';
const TWO = '0x0000000000000000000000000000000000000002';

/** The parts' counts as their hooks answer them (undefined: not read yet), in the parts' order. */
type Counts = { vesting?: number; pledging?: number };
const inOrder = (counts: Counts) => [counts.vesting, counts.pledging];

describe('useReadyCounts', () => {
  it('sums the parts that reported, keeps the sum as the badge, and forgets it on a wallet switch', () => {
    menuBadges.set(ONE, ACTIVITY_PATH, 9);
    const { result, rerender } = renderHook(({ wallet, counts }) => useReadyTotal(wallet, inOrder(counts)), {
      initialProps: { wallet: ONE as string | undefined, counts: {} as Counts },
    });
    // Nothing read yet: the stored badge stays as it was.
    expect(result.current).toBeUndefined();
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(9);

    act(() => rerender({ wallet: ONE, counts: { vesting: 2 } }));
    expect(result.current).toBe(2);
    act(() => rerender({ wallet: ONE, counts: { vesting: 2, pledging: 1 } }));
    expect(result.current).toBe(3);
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(3);
    act(() => rerender({ wallet: ONE, counts: { vesting: 1, pledging: 1 } }));
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(2);

    // Another wallet: its reads are not in yet (the parts' queries are keyed by the wallet).
    rerender({ wallet: TWO, counts: {} });
    expect(result.current).toBeUndefined();
    act(() => rerender({ wallet: TWO, counts: { vesting: 0 } }));
    expect(menuBadges.get(TWO, ACTIVITY_PATH)).toBe(0);
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(2);
  });

  it('finds the parts by file: every counted part, in the centre’s order, and none mounted to count', async () => {
    const { ACTIVITY_PARTS, COUNTED_PARTS } = await import('../parts');
    expect(ACTIVITY_PARTS.map((part) => part.name)).toEqual([
      'vesting',
      'pledging',
      'rental',
      'roulette',
      'loka',
      'hatching',
    ]);
    expect(COUNTED_PARTS.map((part) => part.name)).toEqual([
      'vesting',
      'pledging',
      'rental',
      'roulette',
      'loka',
    ]);
  });
});
