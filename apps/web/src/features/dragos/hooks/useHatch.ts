import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useContract, useWalletAction, type WalletAction, write } from '../../wallet/onchain';
import { dragoKeys } from '../api/dragoQueries';
import type { EggItem } from '../logic/inventory';

export interface Hatch {
  /** HATCH of an egg: its busy item is the egg's id; its flow follows the egg's network. */
  action: WalletAction<EggItem, number>;
  /** Eggs whose hatch was sent from this page: "Hatching..." before the inventory says so. */
  sent: ReadonlySet<number>;
}

/**
 * Spec 2 §4 hatch flow (not genesis): switch the wallet to the egg's network (Ethereum, Polygon or
 * Arena-Z: each has its Egg contract, spec 2 §7), send `hatching(eggId)` there; on the hash the
 * "Hatching processing" popup shows and the inventory reloads; on the receipt it reloads again.
 * An error shows the alert (the action's).
 */
export function useHatch(): Hatch {
  const contracts = {
    ethereum: useContract('Egg', 'ethereum'),
    polygon: useContract('Egg', 'polygon'),
    arenaz: useContract('Egg', 'arenaz'),
  };
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const action = useWalletAction<EggItem, number>({
    id: 'dragos.hatch',
    network: 'arenaz',
    key: (egg) => egg.tokenId,
    steps: (egg) => {
      const contract = contracts[egg.network];
      if (!contract) {
        throw new UserFacingError('request_failed', {
          message: `no Egg contract on ${egg.network} in /config.json`,
        });
      }
      return [
        write({
          network: egg.network,
          address: contract.address,
          abi: contract.abi,
          functionName: 'hatching',
          args: [BigInt(egg.tokenId)],
        }),
      ];
    },
    invalidate: [dragoKeys.all],
    waitForIndexer: true,
  });

  // On a hash: the egg counts as hatching and the inventory reloads.
  const activeRef = useRef(action.active);
  activeRef.current = action.active;
  const hash = action.flow.hash;
  useEffect(() => {
    if (!hash) return;
    const eggId = activeRef.current;
    if (typeof eggId === 'number') setSent((current) => new Set(current).add(eggId));
    void queryClient.invalidateQueries({ queryKey: dragoKeys.all });
  }, [hash, queryClient]);

  return { action, sent };
}
