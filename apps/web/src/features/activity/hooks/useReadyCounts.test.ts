import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuBadges } from '../../../shared/routing';
import { ACTIVITY_PATH } from '../paths';
import { useReadyCounts } from './useReadyCounts';

const ONE = '0x0000000000000000000000000000000000000001';
const TWO = '0x0000000000000000000000000000000000000002';

describe('useReadyCounts', () => {
  it('sums the parts that reported, keeps the sum as the badge, and forgets it on a wallet switch', () => {
    menuBadges.set(ONE, ACTIVITY_PATH, 9);
    const { result, rerender } = renderHook(({ wallet }) => useReadyCounts(wallet), {
      initialProps: { wallet: ONE as string | undefined },
    });
    // Nothing read yet: the stored badge stays as it was.
    expect(result.current.total).toBeUndefined();
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(9);

    act(() => result.current.report.vesting(2));
    expect(result.current.total).toBe(2);
    act(() => result.current.report.pledging(1));
    expect(result.current.total).toBe(3);
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(3);
    act(() => result.current.report.vesting(1));
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(2);

    const reportOfOne = result.current.report.vesting;
    rerender({ wallet: TWO });
    expect(result.current.total).toBeUndefined();
    expect(result.current.report.vesting).not.toBe(reportOfOne);
    act(() => result.current.report.vesting(0));
    expect(menuBadges.get(TWO, ACTIVITY_PATH)).toBe(0);
    expect(menuBadges.get(ONE, ACTIVITY_PATH)).toBe(2);
  });

  it('gives each part one callback across renders (the parts report from effects)', () => {
    const { result, rerender } = renderHook(() => useReadyCounts(ONE));
    const first = result.current.report;
    act(() => first.vesting(1));
    rerender();
    expect(result.current.report).toBe(first);
  });
});
