import { useEffect, useMemo, useState } from 'react';
import { menuBadges } from '../../../shared/routing';
import { ACTIVITY_PATH } from '../paths';
import { READY_PARTS, type ReadyPart } from '../readyParts';

type Counts = Partial<Record<ReadyPart, number>>;

/**
 * The centre's count of claims ready now, summed over the parts that have reported for this
 * wallet (a part reports once its read is in), and kept as the wallet menu's badge.
 */
export function useReadyCounts(wallet: string | undefined): {
  total: number | undefined;
  report: Record<ReadyPart, (count: number) => void>;
} {
  // Counted for one wallet: after a switch nothing is known of the new one until it is read.
  const [reports, setReports] = useState<{ wallet: string; counts: Counts }>();
  const counts = reports && reports.wallet === wallet ? reports.counts : undefined;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;

  // One stable callback per part: the parts report from effects that depend on it.
  const report = useMemo(() => {
    const reporter = (part: ReadyPart) => (count: number) => {
      if (!wallet) return;
      setReports((previous) => {
        const known = previous?.wallet === wallet ? previous.counts : {};
        return known[part] === count && previous ? previous : { wallet, counts: { ...known, [part]: count } };
      });
    };
    return Object.fromEntries(READY_PARTS.map((part) => [part, reporter(part)])) as Record<
      ReadyPart,
      (count: number) => void
    >;
  }, [wallet]);

  useEffect(() => {
    if (wallet && total !== undefined) menuBadges.set(wallet, ACTIVITY_PATH, total);
  }, [wallet, total]);

  return { total, report };
}
