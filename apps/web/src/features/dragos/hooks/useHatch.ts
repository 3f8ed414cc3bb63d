import type { NetworkKey } from '@kingdoms/shared/networks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import {
  type TransactionFlow,
  type TransactionFlowOptions,
  useContract,
  usePreparedRun,
  useTransactionFlow,
} from '../../wallet/onchain';
import { dragoKeys } from '../api/dragoQueries';
import type { EggItem } from '../logic/inventory';

export interface Hatch {
  /** One flow per network: each egg hatches on its own network (its pending hash resumes there). */
  flows: Readonly<Record<NetworkKey, TransactionFlow>>;
  /** The egg whose hatch is being signed or mined. */
  active: number | null;
  /** Eggs whose hatch was sent from this page: "Hatching..." before the inventory says so. */
  sent: ReadonlySet<number>;
  hatch: (egg: EggItem) => Promise<void>;
}

/** The flow of a hatch on `network` (Arena-Z keeps the id its pending hatches were stored under). */
function hatchFlowOptions(network: NetworkKey): TransactionFlowOptions {
  return {
    flowId: network === 'arenaz' ? 'dragos.hatch' : `dragos.hatch.${network}`,
    network,
    invalidate: [dragoKeys.all],
    waitForIndexer: true,
  };
}

/** Runs `onHash` when a flow's transaction hash appears (a new one each time). */
function useOnHash(hash: string | undefined, onHash: () => void): void {
  useEffect(() => {
    if (hash) onHash();
  }, [hash, onHash]);
}

/**
 * Spec 2 §4 hatch flow (not genesis): switch the wallet to the egg's network (Ethereum, Polygon or
 * Arena-Z: each has its Egg contract, spec 2 §7), send `hatching(eggId)` there; on the hash the
 * "Hatching processing" popup shows and the inventory reloads; on the receipt it reloads again.
 * An error shows the alert (the flow).
 */
export function useHatch(): Hatch {
  const contracts = {
    ethereum: useContract('Egg', 'ethereum'),
    polygon: useContract('Egg', 'polygon'),
    arenaz: useContract('Egg', 'arenaz'),
  };
  const flows = {
    ethereum: useTransactionFlow(hatchFlowOptions('ethereum')),
    polygon: useTransactionFlow(hatchFlowOptions('polygon')),
    arenaz: useTransactionFlow(hatchFlowOptions('arenaz')),
  };
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('dragos.hatch');
  const prepared = usePreparedRun<number>(Object.values(flows));
  const { active } = prepared;
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());

  // On a hash (of any network's flow): the egg counts as hatching and the inventory reloads.
  const activeRef = useRef(active);
  activeRef.current = active;
  const onHash = useCallback(() => {
    const eggId = activeRef.current;
    if (eggId !== null) setSent((current) => new Set(current).add(eggId));
    void queryClient.invalidateQueries({ queryKey: dragoKeys.all });
  }, [queryClient]);
  useOnHash(flows.ethereum.hash, onHash);
  useOnHash(flows.polygon.hash, onHash);
  useOnHash(flows.arenaz.hash, onHash);

  const latest = useRef(contracts);
  latest.current = contracts;
  const hatch = useCallback(
    async (egg: EggItem) => {
      const contract = latest.current[egg.network];
      if (!contract) {
        errors.show(
          new UserFacingError('request_failed', {
            message: `no Egg contract on ${egg.network} in /config.json`,
          }),
          { action: 'hatch' },
        );
        return;
      }
      await prepared.run(
        () => ({
          network: egg.network,
          address: contract.address,
          abi: contract.abi,
          functionName: 'hatching',
          args: [BigInt(egg.tokenId)],
        }),
        egg.tokenId,
      );
    },
    [errors, prepared],
  );

  return { flows, active, sent, hatch };
}
