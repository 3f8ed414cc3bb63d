import {
  type ClaimVestingReply,
  claimAllVestingEndpoint,
  claimVestingEndpoint,
} from '@kingdoms/shared/api/vesting';
import { networkByChainId } from '@kingdoms/shared/networks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hash } from 'viem';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useOverlays } from '../../../shared/overlays';
import {
  prepare,
  signIn,
  type TransactionFlow,
  useWalletAccount,
  useWalletAction,
  write,
} from '../../wallet/onchain';
import { vestingKeys } from '../api/vestingQueries';

/** What a claim names: one schedule, or everything claimable (CLAIM ALL). */
export type ClaimTarget = { vestingId: string } | 'all';

export interface ClaimReceipt {
  hash: Hash;
  /** A2Z paid by the transaction (its Claimed event), base units. */
  amount: bigint;
}

export interface VestingClaim {
  flow: TransactionFlow;
  /** The target being prepared or sent ('all' or a schedule id), for the busy button. */
  active: string | null;
  claim: (target: ClaimTarget) => Promise<void>;
  /** Step 2: the mined claim, until its popup closes. */
  done: ClaimReceipt | null;
  /** Closes a claim popup; spec 3 §4: closing any popup reloads the vesting dashboard. */
  closePopup: () => void;
}

/** viem's ABI coding loads with the claim, not with the page (issue 26: no viem before a wallet is used). */
const loadVestingCalls = () => import('../logic/vestingCalls');

const targetKey = (target: ClaimTarget) => (target === 'all' ? 'all' : target.vestingId);

/**
 * Spec 3 §4 vesting claim flow: the server returns the transaction data, the wallet sends it on
 * the chain the server names (the one transaction flow: hash → step 1 popup, receipt → step 2
 * popup), an error shows an alert. A claim still pending when the page reloads is resumed by the
 * flow (its flowId) and ends in step 2 too.
 */
export function useVestingClaim(): VestingClaim {
  const { t } = useTranslation('my-reward');
  const account = useWalletAccount();
  const { env } = useRuntimeConfig();
  const overlays = useOverlays();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<ClaimReceipt | null>(null);

  const action = useWalletAction<ClaimTarget, string>({
    id: 'my-reward.claim',
    network: 'ethereum',
    key: targetKey,
    steps: (target) => {
      const publicKey = account.address;
      if (!publicKey) return null;
      return [
        // Both claim endpoints need the wallet's session (the page signed in to show the cards;
        // it may have ended since).
        signIn(claimVestingEndpoint, claimAllVestingEndpoint),
        prepare('vesting claim', async () => {
          const reply: ClaimVestingReply =
            target === 'all'
              ? await callApi(claimAllVestingEndpoint, { publicKey })
              : await callApi(claimVestingEndpoint, { publicKey, vestingId: target.vestingId });
          if (reply.result === 0) return reply;
          // Spec 3 §5: the wallet must be on the chain the server names.
          if (account.chainId !== reply.txData.chainId) {
            const network =
              networkByChainId(reply.txData.chainId, env)?.name ?? `chain ${reply.txData.chainId}`;
            overlays.showAlert(t('wrong_network', { network }));
            return null;
          }
          return [write((await loadVestingCalls()).claimRequestOf(reply.txData))];
        }),
      ];
    },
    invalidate: [vestingKeys.all],
    // "Claimed" comes from the indexed events: refresh once the API has indexed the receipt.
    waitForIndexer: true,
    onDone: (receipt) => {
      if (!receipt) return;
      void loadVestingCalls().then(({ paidBy }) =>
        setDone({ hash: receipt.transactionHash, amount: paidBy(receipt) }),
      );
    },
  });
  const { flow, active, run: claim } = action;

  const closePopup = useCallback(() => {
    setDone(null);
    flow.dismiss();
    void queryClient.invalidateQueries({ queryKey: vestingKeys.all });
  }, [flow, queryClient]);

  return { flow, active, claim, done, closePopup };
}
