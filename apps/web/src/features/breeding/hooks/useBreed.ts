import { breedPriceBaseUnits } from '@kingdoms/shared/drago/index';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address, TransactionReceipt } from 'viem';
import { type DragoItem, dragoKeys } from '../../dragos/kit';
import { type TransactionFlow, useTransactionFlow, useWalletAccount } from '../../wallet/onchain';
import type { BreedingContracts } from './useBreedingContracts';

export const BREED_FLOW_ID = 'breeding.breed';

export interface Breed {
  flow: TransactionFlow;
  /** The egg of the last mined breed: the claim_breed popup shows it until closed. */
  claimedEgg: number | null;
  closeClaim: () => void;
  /** The breed request of a pair, approvals of both fees included (for TransactionButton). */
  requestFor: (
    contracts: BreedingContracts,
    a: DragoItem,
    b: DragoItem,
  ) => {
    address: Address;
    abi: BreedingContracts['breeding']['abi'];
    functionName: 'breed';
    args: readonly [bigint, bigint];
    approval: { token: Address; spender: Address; amount: bigint }[];
  };
}

/**
 * Spec 2 §4 Breed on the one transaction flow (Arena-Z): approvals of A2Z and DST when the
 * allowances do not cover the pair's fees, `breed(a, b)`; on the hash `onHash` runs (the page
 * clears both selections) and the processing popup shows; on the receipt the new egg's id is read
 * from the receipt's log and the claim_breed popup shows it. A rejection reads 'Transaction
 * canceled by user.' (the flow's alert).
 */
export function useBreed(contracts: BreedingContracts | undefined, onHash: () => void): Breed {
  const account = useWalletAccount();
  const [claimedEgg, setClaimedEgg] = useState<number | null>(null);
  const latest = useRef({ contracts, owner: account.address, onHash });
  latest.current = { contracts, owner: account.address, onHash };

  const onSuccess = useCallback((receipt: TransactionReceipt) => {
    const { contracts: current, owner } = latest.current;
    if (!current || !owner) return;
    // viem's log decoding loads with the receipt, not with the page (issue 26).
    void import('../logic/eggFromReceipt').then(({ eggIdFromReceipt }) =>
      setClaimedEgg(eggIdFromReceipt(receipt, current.egg, owner as Address)),
    );
  }, []);

  const flow = useTransactionFlow({
    flowId: BREED_FLOW_ID,
    network: 'arenaz',
    // My Drago and this page's inventory list the egg (and the new breed counts) once indexed.
    invalidate: [dragoKeys.all],
    waitForIndexer: true,
    onSuccess,
  });

  useEffect(() => {
    if (flow.hash) latest.current.onHash();
  }, [flow.hash]);

  const requestFor = useCallback((current: BreedingContracts, a: DragoItem, b: DragoItem) => {
    const price = breedPriceBaseUnits({ breedCount: a.breed }, { breedCount: b.breed });
    const spender = current.breeding.address;
    return {
      address: spender,
      abi: current.breeding.abi,
      functionName: 'breed' as const,
      args: [BigInt(a.tokenId), BigInt(b.tokenId)] as const,
      approval: [
        { token: current.a2z.address, spender, amount: price.a2z },
        { token: current.dst.address, spender, amount: price.dst },
      ],
    };
  }, []);

  return { flow, claimedEgg, closeClaim: () => setClaimedEgg(null), requestFor };
}
