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
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../../shared/overlays';
import {
  type TransactionFlow,
  usePreparedRun,
  useTransactionFlow,
  useWalletAccount,
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
  const errors = useErrorPresenter('my-reward');
  const queryClient = useQueryClient();
  const [done, setDone] = useState<ClaimReceipt | null>(null);

  const flow = useTransactionFlow({
    flowId: 'my-reward.claim',
    network: 'ethereum',
    invalidate: [vestingKeys.all],
    // "Claimed" comes from the indexed events: refresh once the API has indexed the receipt.
    waitForIndexer: true,
    onSuccess: (receipt) =>
      void loadVestingCalls().then(({ paidBy }) =>
        setDone({ hash: receipt.transactionHash, amount: paidBy(receipt) }),
      ),
  });
  const prepared = usePreparedRun<string>(flow);

  const claim = useCallback(
    async (target: ClaimTarget) => {
      if (account.status !== 'connected' || !account.address) {
        overlays.open('wallet');
        return;
      }
      const publicKey = account.address;
      await prepared.run(
        () => ({
          // Both claim endpoints need the wallet's session (the page signed in to show the cards;
          // it may have ended since).
          signIn: [claimVestingEndpoint, claimAllVestingEndpoint],
          action: 'vesting claim',
          prepare: async () => {
            const reply: ClaimVestingReply =
              target === 'all'
                ? await callApi(claimAllVestingEndpoint, { publicKey })
                : await callApi(claimVestingEndpoint, { publicKey, vestingId: target.vestingId });
            if (reply.result === 0) {
              errors.show(reply, { action: 'vesting claim' });
              return null;
            }
            // Spec 3 §5: the wallet must be on the chain the server names.
            if (account.chainId !== reply.txData.chainId) {
              const network =
                networkByChainId(reply.txData.chainId, env)?.name ?? `chain ${reply.txData.chainId}`;
              overlays.showAlert(t('wrong_network', { network }));
              return null;
            }
            return (await loadVestingCalls()).claimRequestOf(reply.txData);
          },
        }),
        targetKey(target),
      );
    },
    [account, env, overlays, errors, t, prepared],
  );

  const closePopup = useCallback(() => {
    setDone(null);
    flow.dismiss();
    void queryClient.invalidateQueries({ queryKey: vestingKeys.all });
  }, [flow, queryClient]);

  return { flow, active: prepared.active, claim, done, closePopup };
}
