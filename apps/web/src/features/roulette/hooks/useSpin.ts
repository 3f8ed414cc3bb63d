import { rouletteSpinEndpoint } from '@kingdoms/shared/api/roulette';
import { WHEEL_SPIN_MS, WHEEL_SPIN_TURNS, wheelRotationFor } from '@kingdoms/shared/roulette';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useSignedCall, useWalletAccount } from '../../wallet/onchain';
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
  const signedCall = useSignedCall();
  const errors = useErrorPresenter('roulette.spin');
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [prize, setPrize] = useState<number | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(async () => {
    if (busy.current) return;
    // The window closed (the page's info says so): the spec's event_ended text, with no wallet
    // connection or signature asked for first.
    if (ended) {
      errors.show(new UserFacingError('event_ended'), { action: 'spin' });
      return;
    }
    if (account.status !== 'connected' || !account.address) {
      errors.show(new UserFacingError('spin_needs_wallet'), { action: 'spin' });
      return;
    }
    busy.current = true;
    setSpinning(true);
    let settling = false;
    try {
      const reply = await signedCall(rouletteSpinEndpoint, {
        publicKey: account.address,
        language: i18n.resolvedLanguage ?? i18n.language,
      });
      if (reply.result === 0) {
        errors.show(new UserFacingError(spinFailureCode(reply.err.code), { cause: reply.err }), {
          action: 'spin',
        });
        return;
      }
      const selected = reply.selectedId;
      settling = true;
      setRotation((current) => wheelRotationFor(current, selected, reducedMotion ? 0 : WHEEL_SPIN_TURNS));
      const settle = () => {
        busy.current = false;
        setSpinning(false);
        setPrize(selected);
        void queryClient.invalidateQueries({ queryKey: rouletteKeys.all });
      };
      if (reducedMotion) settle();
      else timer.current = setTimeout(settle, WHEEL_SPIN_MS);
    } catch (error) {
      // The only wallet request of a spin is the sign-in's signature.
      errors.show(error, { action: 'spin', walletRequest: 'signature' });
    } finally {
      if (!settling) {
        busy.current = false;
        setSpinning(false);
      }
    }
  }, [ended, account.status, account.address, signedCall, errors, i18n, queryClient, reducedMotion]);

  return {
    rotation,
    animate: !reducedMotion,
    spinning,
    prize,
    start,
    closePrize: useCallback(() => setPrize(null), []),
  };
}
