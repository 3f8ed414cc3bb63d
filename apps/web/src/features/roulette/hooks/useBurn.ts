import { burnsMysteryBoxEndpoint } from '@kingdoms/shared/api/roulette';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hash } from 'viem';
import { callApi } from '../../../shared/api/client';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../../shared/overlays';
import {
  call,
  signIn,
  type TransactionFlow,
  useHolding,
  useWalletAccount,
  useWalletAction,
  write,
} from '../../wallet/onchain';
import { rouletteKeys } from '../api/rouletteQueries';

/** Spec 2 §4: the server is told about the burn 1 second after its receipt. */
export const GRANT_DELAY_MS = 1_000;
/** Further tries, a second apart, while the API has not indexed the burn yet (`burn_not_found`). */
const GRANT_RETRIES = 10;

const BURN_PHASES: readonly TransactionFlow['phase'][] = ['switching', 'signing', 'processing'];

/** The connected wallet's Drago Mystery Boxes: the MysteryBox balance read on Polygon. */
export function useMysteryBoxes() {
  const account = useWalletAccount();
  const boxes = useHolding('MysteryBox', 'polygon', 'boxesOf');
  return {
    box: boxes.contract,
    count: account.checksumAddress ? boxes.value : 0n,
    loaded: boxes.loaded,
  };
}

export interface Burn {
  boxes: ReturnType<typeof useMysteryBoxes>;
  flow: TransactionFlow;
  /** From the click until the tickets are granted and the info reloaded (or a failure). */
  burning: boolean;
  burn: () => Promise<void>;
}

/**
 * Spec 2 §4 burn flow: outside the event window the button only says 'The event has ended.'
 * (connected or not: no wallet is asked for anything); otherwise check the network ('Wrong network. You should change network to Polygon mainnet.'),
 * burn every box on chain (the one transaction flow), wait 1 second after the receipt, tell the
 * server the transaction hash, reload the event info. A burn still pending when the page reloads
 * is resumed by the flow and told to the server the same way.
 */
export function useBurn({ open }: { open: boolean | undefined }): Burn {
  const { t } = useTranslation('roulette');
  const account = useWalletAccount();
  const overlays = useOverlays();
  const errors = useErrorPresenter('roulette.burn');
  const queryClient = useQueryClient();
  const boxes = useMysteryBoxes();
  const granted = useRef(new Set<string>());
  const address = account.address;

  // The burn's tickets: told to the server 1 second after the receipt (signed in before the
  // burn, unless the session ended since); the event info reloads however it ended.
  const grant = useWalletAction<Hash>({
    id: 'roulette.grant',
    network: 'polygon',
    steps: (hash) => {
      if (!address || granted.current.has(hash)) return null;
      granted.current.add(hash);
      return [
        signIn(burnsMysteryBoxEndpoint),
        call('burn grant', async () => {
          try {
            await new Promise((resolve) => setTimeout(resolve, GRANT_DELAY_MS));
            let reply = await callApi(burnsMysteryBoxEndpoint, { publicKey: address, txHash: hash });
            // The API grants from its indexed events: give an indexer running behind a few more seconds.
            for (let retry = 0; retry < GRANT_RETRIES && reply.result === 0; retry++) {
              if (reply.err.code !== 'burn_not_found') break;
              await new Promise((resolve) => setTimeout(resolve, GRANT_DELAY_MS));
              reply = await callApi(burnsMysteryBoxEndpoint, { publicKey: address, txHash: hash });
            }
            return reply;
          } finally {
            await queryClient.invalidateQueries({ queryKey: rouletteKeys.all });
          }
        }),
      ];
    },
  });

  const burnAction = useWalletAction({
    id: 'roulette.burn',
    network: 'polygon',
    wrongNetworkAlert: t('wrong_network'),
    steps: () => {
      // Until the event info has loaded nobody knows whether the window is open: a box burned then
      // could be refused its tickets. The page keeps the button disabled meanwhile.
      if (open === undefined) return null;
      const { box, count } = boxes;
      if (!box) {
        overlays.showAlert(t('box_unavailable'));
        return null;
      }
      if (!count || count <= 0n) {
        overlays.showAlert(t('no_boxes'));
        return null;
      }
      return [
        // Sign in first, so nothing asks for a signature between the burn and its grant.
        signIn(burnsMysteryBoxEndpoint),
        write({ address: box.address, abi: box.abi, functionName: 'burn', args: [count] }),
      ];
    },
    // The server grants from its indexed burn events: let it index the receipt's block first.
    waitForIndexer: true,
    onDone: (receipt) => {
      if (receipt) void grant.run(receipt.transactionHash);
    },
  });

  const { run } = burnAction;
  const burn = useCallback(async () => {
    // Spec 2 §4: outside the window the button only announces it; nothing is asked of a wallet.
    if (open === false) {
      errors.show(new UserFacingError('burn_event_ended'), { action: 'burn' });
      return;
    }
    await run();
  }, [open, errors, run]);

  return {
    boxes,
    flow: burnAction.flow,
    burning: burnAction.preparing || grant.preparing || BURN_PHASES.includes(burnAction.flow.phase),
    burn,
  };
}
