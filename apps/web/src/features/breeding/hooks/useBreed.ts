import { breedPriceBaseUnits } from '@kingdoms/shared/drago/index';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address, TransactionReceipt } from 'viem';
import { type DragoItem, dragoKeys } from '../../dragos/kit';
import { useWalletAccount, useWalletAction, type WalletAction, write } from '../../wallet/onchain';
import type { BreedingContracts } from './useBreedingContracts';

export const BREED_FLOW_ID = 'breeding.breed';

export interface Breed {
  /** BREED: approvals of both fees when needed, then `breed(a, b)`; null input sends nothing. */
  action: WalletAction<void>;
  /** The egg of the last mined breed: the claim_breed popup shows it until closed. */
  claimedEgg: number | null;
  closeClaim: () => void;
}

/**
 * Spec 2 §4 Breed as one wallet action (Arena-Z): approvals of A2Z and DST when the allowances do
 * not cover the pair's fees, `breed(a, b)`; on the hash `onHash` runs (the page clears both
 * selections) and the processing popup shows; on the receipt the new egg's id is read from the
 * receipt's log and the claim_breed popup shows it. `pair` answers the chosen pair at click time,
 * or null when the page refused it (and said why). A rejection reads 'Transaction canceled by
 * user.' (the action's alert).
 */
export function useBreed(
  contracts: BreedingContracts | undefined,
  pair: () => readonly [DragoItem, DragoItem] | null,
  onHash: () => void,
): Breed {
  const account = useWalletAccount();
  const [claimedEgg, setClaimedEgg] = useState<number | null>(null);
  const latest = useRef({ contracts, owner: account.address, onHash });
  latest.current = { contracts, owner: account.address, onHash };

  const onDone = useCallback((receipt: TransactionReceipt | null) => {
    const { contracts: current, owner } = latest.current;
    if (!receipt || !current || !owner) return;
    // viem's log decoding loads with the receipt, not with the page (issue 26).
    void import('../logic/eggFromReceipt').then(({ eggIdFromReceipt }) =>
      setClaimedEgg(eggIdFromReceipt(receipt, current.egg, owner as Address)),
    );
  }, []);

  const action = useWalletAction({
    id: BREED_FLOW_ID,
    network: 'arenaz',
    steps: () => {
      const chosen = pair();
      if (!contracts || !chosen) return null;
      const [a, b] = chosen;
      const price = breedPriceBaseUnits({ breedCount: a.breed }, { breedCount: b.breed });
      const spender = contracts.breeding.address;
      return [
        write({
          address: spender,
          abi: contracts.breeding.abi,
          functionName: 'breed',
          args: [BigInt(a.tokenId), BigInt(b.tokenId)],
          approval: [
            { token: contracts.a2z.address, spender, amount: price.a2z },
            { token: contracts.dst.address, spender, amount: price.dst },
          ],
        }),
      ];
    },
    // My Drago and this page's inventory list the egg (and the new breed counts) once indexed.
    invalidate: [dragoKeys.all],
    waitForIndexer: true,
    onDone,
  });

  useEffect(() => {
    if (action.flow.hash) latest.current.onHash();
  }, [action.flow.hash]);

  return { action, claimedEgg, closeClaim: () => setClaimedEgg(null) };
}
