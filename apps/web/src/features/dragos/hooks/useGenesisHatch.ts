import { GENESIS_HATCH_STATUS, genesisHatchEndpoint } from '@kingdoms/shared/api/dragos';
import { chainIdOf } from '@kingdoms/shared/networks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { describeError, UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useConfirm } from '../../../shared/overlays';
import {
  type TransactionFlow,
  useContract,
  useWalletAccount,
  useWalletAction,
  write,
} from '../../wallet/onchain';
import { dragoKeys } from '../api/dragoQueries';
import type { EggItem } from '../logic/inventory';

/** How often the genesis hatch call is asked again while the egg crosses and hatches. */
export const GENESIS_POLL_MS = { devnet: 1_500, production: 20_000 } as const;
/**
 * Right after our own receipt the API may not have seen the transaction yet: 'not found' is
 * asked again this many times before it is shown.
 */
const NOT_FOUND_RETRIES = 10;

/** The transaction being followed: from its hash until the claim popup. */
export interface GenesisTracking {
  hash: `0x${string}`;
  chainId: number;
  /** Mined (or entered by hand): the genesis hatch call is being asked. */
  confirmed: boolean;
  /** Sent from this page (vs. entered by hand in the repair popup). */
  sentHere: boolean;
}

export interface GenesisHatch {
  flow: TransactionFlow;
  /** Asks 'Are you sure?' (the one confirm), then sends the egg through the gate on Ethereum. */
  ask: (egg: EggItem) => Promise<void>;
  /** The egg being sent (busy button). */
  active: number | null;
  tracking: GenesisTracking | null;
  /** The bridge-waiting popup was closed; following goes on. */
  waitingDismissed: boolean;
  dismissWaiting: () => void;
  /** The repair button's manual hash popup. */
  manualOpen: boolean;
  openManual: () => void;
  closeManual: () => void;
  /** Resumes the genesis hatch call with a hash entered by hand. */
  resume: (hash: `0x${string}`) => void;
  /** The claim popup: the new drago's id (the call answered status 3). */
  claimed: number | null;
  closeClaim: () => void;
}

/**
 * Spec 2 §4 genesis flow: choose the egg, confirm, send it through the GenesisEggGate on
 * Ethereum; the bridge-waiting popup shows the transaction link; on the receipt the genesis
 * hatch call is asked until it answers status 3, then the claim popup shows the new drago and
 * the inventory reloads. The repair popup resumes the same call with a hash entered by hand.
 * A send error reads 'Transaction canceled by user.' for a cancel, the decoded error otherwise.
 */
export function useGenesisHatch(): GenesisHatch {
  const gate = useContract('GenesisEggGate', 'ethereum');
  const egg = useContract('Egg', 'ethereum');
  const account = useWalletAccount();
  const { env } = useRuntimeConfig();
  const ethereumChainId = chainIdOf('ethereum', env);
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('dragos.genesis');
  const { t } = useTranslation('dragos');
  const confirm = useConfirm();
  const [tracking, setTracking] = useState<GenesisTracking | null>(null);
  const [waitingDismissed, setWaitingDismissed] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [claimed, setClaimed] = useState<number | null>(null);

  const send = useWalletAction<EggItem, number>({
    id: 'dragos.genesis',
    network: 'ethereum',
    key: (chosen) => chosen.tokenId,
    steps: (chosen) => {
      const owner = account.checksumAddress;
      if (!owner) return null;
      if (!gate || !egg) {
        throw new UserFacingError('request_failed', {
          message: 'no GenesisEggGate on Ethereum in /config.json',
        });
      }
      // One transaction: the Egg hands itself to the gate, whose onERC721Received locks it and
      // emits GenesisEggSent for the relayer (no separate approval).
      return [
        write({
          address: egg.address,
          abi: egg.abi,
          functionName: 'safeTransferFrom',
          args: [owner, gate.address, BigInt(chosen.tokenId)],
        }),
      ];
    },
    invalidate: [dragoKeys.all],
    onDone: (receipt) => {
      if (!receipt) return;
      setTracking({
        hash: receipt.transactionHash,
        chainId: ethereumChainId,
        confirmed: true,
        sentHere: true,
      });
    },
  });
  const { flow, active } = send;

  // The hash (a send from here, or one resumed after a reload): the bridge-waiting popup.
  useEffect(() => {
    if (!flow.hash) return;
    const hash = flow.hash;
    setWaitingDismissed(false);
    setTracking((current) =>
      current?.hash === hash ? current : { hash, chainId: flow.chainId, confirmed: false, sentHere: true },
    );
    void queryClient.invalidateQueries({ queryKey: dragoKeys.all });
  }, [flow.hash, flow.chainId, queryClient]);

  // Confirmed: ask the genesis hatch call until it answers status 3 (or fails).
  const following = tracking?.confirmed ? tracking : null;
  const latestErrors = useRef(errors);
  latestErrors.current = errors;
  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let notFound = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      setTracking((current) => (current?.hash === following.hash ? null : current));
    };
    const ask = async () => {
      if (stopped) return;
      let failure: unknown;
      try {
        const reply = await callApi(genesisHatchEndpoint, { txHash: following.hash });
        if (stopped) return;
        if (reply.result === 1) {
          if (reply.status === GENESIS_HATCH_STATUS.hatched && reply.tokenId !== null) {
            setClaimed(reply.tokenId);
            stop();
            await queryClient.invalidateQueries({ queryKey: dragoKeys.all });
            return;
          }
        } else failure = reply;
      } catch (error) {
        failure = error;
      }
      if (stopped) return;
      if (failure !== undefined) {
        const code = describeError(failure).code;
        const justSent =
          following.sentHere && code === 'genesis_tx_not_found' && ++notFound <= NOT_FOUND_RETRIES;
        if (!justSent) {
          latestErrors.current.show(failure, { action: 'genesis hatch' });
          stop();
          return;
        }
      }
      timer = setTimeout(() => void ask(), GENESIS_POLL_MS[env]);
    };
    void ask();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [following, env, queryClient]);

  const ask = useCallback(
    async (chosen: EggItem) => {
      const confirmed = await confirm({
        className: 'drago-dialog',
        title: t('genesis_confirm_title'),
        text: t('genesis_confirm_text', { id: chosen.tokenId }),
        confirmLabel: t('confirm'),
        cancelLabel: t('cancel'),
        testId: 'genesis-confirm',
      });
      if (confirmed) await send.run(chosen);
    },
    [confirm, t, send.run],
  );

  return {
    flow,
    ask,
    active,
    tracking,
    waitingDismissed,
    dismissWaiting: () => setWaitingDismissed(true),
    manualOpen,
    openManual: () => setManualOpen(true),
    closeManual: () => setManualOpen(false),
    resume: (hash) => {
      setManualOpen(false);
      setWaitingDismissed(false);
      setTracking({ hash, chainId: ethereumChainId, confirmed: true, sentHere: false });
    },
    claimed,
    closeClaim: () => setClaimed(null),
  };
}
