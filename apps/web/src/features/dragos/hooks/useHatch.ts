import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { type TransactionFlow, useContract, useTransactionFlow } from '../../wallet/onchain';
import { dragoKeys } from '../api/dragoQueries';
import type { EggItem } from '../logic/inventory';

export interface Hatch {
  flow: TransactionFlow;
  /** The egg whose hatch is being signed or mined. */
  active: number | null;
  /** Eggs whose hatch was sent from this page: "Hatching..." before the inventory says so. */
  sent: ReadonlySet<number>;
  hatch: (egg: EggItem) => Promise<void>;
}

/**
 * Spec 2 §4 hatch flow (not genesis): switch the wallet to the egg's network (Arena-Z, where the
 * Egg contract lives), send `hatching(eggId)`; on the hash the "Hatching processing" popup shows
 * and the inventory reloads; on the receipt it reloads again. An error shows the alert (the flow).
 */
export function useHatch(): Hatch {
  const eggContract = useContract('Egg', 'arenaz');
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('dragos.hatch');
  const [active, setActive] = useState<number | null>(null);
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const flow = useTransactionFlow({
    flowId: 'dragos.hatch',
    network: 'arenaz',
    invalidate: [dragoKeys.all],
    waitForIndexer: true,
  });

  // On the hash: the egg counts as hatching and the inventory reloads.
  const activeRef = useRef(active);
  activeRef.current = active;
  useEffect(() => {
    if (!flow.hash) return;
    const eggId = activeRef.current;
    if (eggId !== null) setSent((current) => new Set(current).add(eggId));
    void queryClient.invalidateQueries({ queryKey: dragoKeys.all });
  }, [flow.hash, queryClient]);

  const hatch = useCallback(
    async (egg: EggItem) => {
      if (!eggContract) {
        errors.show(
          new UserFacingError('request_failed', { message: 'no Egg contract on Arena-Z in /config.json' }),
          { action: 'hatch' },
        );
        return;
      }
      setActive(egg.tokenId);
      try {
        await flow.run({
          address: eggContract.address,
          abi: eggContract.abi,
          functionName: 'hatching',
          args: [BigInt(egg.tokenId)],
        });
      } finally {
        setActive(null);
      }
    },
    [eggContract, errors, flow],
  );

  return { flow, active, sent, hatch };
}
