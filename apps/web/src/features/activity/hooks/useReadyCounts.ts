import { useEffect } from 'react';
import type { ActivityPart } from '../../../shared/routing';
import { menuBadges } from '../../../shared/routing';
import { COUNTED_PARTS } from '../parts';
import { ACTIVITY_PATH } from '../paths';

/**
 * The sum of the parts' counts that are known (undefined while none is), kept as the wallet
 * menu's badge for `wallet`. Pure of the parts: `useReadyCounts` gives it their counts.
 */
export function useReadyTotal(
  wallet: string | undefined,
  counts: readonly (number | undefined)[],
): number | undefined {
  const known = counts.filter((count): count is number => count !== undefined);
  const total = wallet && known.length > 0 ? known.reduce((sum, count) => sum + count, 0) : undefined;
  useEffect(() => {
    if (wallet && total !== undefined) menuBadges.set(wallet, ACTIVITY_PATH, total);
  }, [wallet, total]);
  return total;
}

/**
 * The centre's count of claims ready now: every counted part's `useReadyCount` (their reads,
 * shared with the centre and the feature pages through the query cache), no part mounted.
 */
export function useReadyCounts(
  wallet: string | undefined,
  parts: readonly Required<Pick<ActivityPart, 'useReadyCount'>>[] = COUNTED_PARTS,
): number | undefined {
  // One hook per part: the parts are a module constant (a test build's list is fixed too), so the
  // same hooks run in the same order.
  // biome-ignore lint/correctness/useHookAtTopLevel: called once per part of a constant list
  const counts = parts.map((part) => part.useReadyCount());
  return useReadyTotal(wallet, counts);
}
