import { rouletteSpinEndpoint } from '@kingdoms/shared/api/roulette';
import { WHEEL_SPIN_MS, WHEEL_SPIN_TURNS, wheelRotationFor } from '@kingdoms/shared/roulette';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { call, signIn, useWalletAccount, useWalletAction } from '../../wallet/onchain';
import { rouletteKeys } from '../api/rouletteQueries';
import { useReducedMotion } from './useReducedMotion';

/**
 * The server's spin failure as the code whose text the person reads (spec 2 §8): `event_ended`
 * is 'Thank you. The event has ended.'; any other failure with a wallet connected is the
 * not-enough-ticket text.
 */
export function spinFailureCode(code: string): 'event_ended' | 'no_ticket' {
  return code === 'event_ended' ? 'event_ended' : 'no_ticket';
}

export interface Spin {
  /** The wheel's absolute rotation in degrees. */
  rotation: number;
  /** Animate the next rotation change (false with reduced motion). */
  animate: boolean;
  /** From the click until the wheel has stopped. */
  spinning: boolean;
  /** The prize of the last spin once the wheel stopped, until its popup is closed. */
  prize: number | null;
  start: () => Promise<void>;
  closePrize: () => void;
}

/**
 * Spec 2 §4 spin: START asks the server, the wheel rotates to the server's prize for 6 seconds,
 * then the prize popup. With reduced motion the wheel is set at once and the popup follows.
 * Without a wallet: 'Connect your wallet to spin roulette.' (spec 2 §6). Once the event ended:
 * 'Thank you. The event has ended.' (spec 2 §8), connected or not.
 */
export function useSpin({ ended }: { ended: boolean }): Spin {
  const { i18n } = useTranslation();
  const account = useWalletAccount();
  const errors = useErrorPresenter('roulette.spin');
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  const [rotation, setRotation] = useState(0);
  const [settling, setSettling] = useState(false);
  const [prize, setPrize] = useState<number | null>(null);
  // From the server's answer until the wheel stopped: a click then starts nothing.
  const turning = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = useWalletAction({
    id: 'roulette.spin',
    network: 'polygon',
    whenDisconnected: () => errors.show(new UserFacingError('spin_needs_wallet'), { action: 'spin' }),
    steps: () => {
      const publicKey = account.address;
      if (!publicKey) return null;
      return [
        signIn(rouletteSpinEndpoint),
        call('spin', async () => {
          const reply = await callApi(rouletteSpinEndpoint, {
            publicKey,
            language: i18n.resolvedLanguage ?? i18n.language,
          });
          if (reply.result === 0) {
            throw new UserFacingError(spinFailureCode(reply.err.code), { cause: reply.err });
          }
          const selected = reply.selectedId;
          turning.current = true;
          setSettling(true);
          setRotation((current) => wheelRotationFor(current, selected, reducedMotion ? 0 : WHEEL_SPIN_TURNS));
          const settle = () => {
            turning.current = false;
            setSettling(false);
            setPrize(selected);
            void queryClient.invalidateQueries({ queryKey: rouletteKeys.all });
          };
          if (reducedMotion) settle();
          else timer.current = setTimeout(settle, WHEEL_SPIN_MS);
          return reply;
        }),
      ];
    },
  });

  const { run } = spin;
  const start = useCallback(async () => {
    if (turning.current) return;
    // The window closed (the page's info says so): the spec's event_ended text, with no wallet
    // connection or signature asked for first.
    if (ended) {
      errors.show(new UserFacingError('event_ended'), { action: 'spin' });
      return;
    }
    await run();
  }, [ended, errors, run]);

  return {
    rotation,
    animate: !reducedMotion,
    spinning: spin.preparing || settling,
    prize,
    start,
    closePrize: useCallback(() => setPrize(null), []),
  };
}
