import { isAddressText } from '@kingdoms/shared/address';
import type { Drago } from '@kingdoms/shared/api/dragos';
import { networkByIndex } from '@kingdoms/shared/networks';
import {
  DEFAULT_RENTAL_DURATION_DAYS,
  DEFAULT_RENTAL_RATIO,
  expireTimeOf,
  RENTAL_DURATION_DAYS,
  RENTAL_MINTING_WARNING,
  RENTAL_RATIOS,
  type RentalDurationDays,
  ratioLabel,
  rentalAction,
} from '@kingdoms/shared/rental';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useConfirm } from '../../../shared/overlays';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { useWalletAccount } from '../../wallet/onchain';
import { useRentalCalls } from './rentalQueries';

export interface RentalActionsProps {
  drago: Pick<Drago, 'tokenId' | 'network' | 'owner' | 'rent'>;
  /** Reloads the drago after a result of 1 (spec 2 §4). */
  onChanged: () => void;
}

/**
 * Spec 2 §2/§4/§6 detail page actions: RENTAL for "mine" and not rented (the form: rentee
 * address, ratio, duration, the minting warning), CANCEL RENTAL for "mine" and rented (a confirm);
 * both ask the wallet to sign rentalMessage() and reload the drago on a result of 1.
 */
export function RentalActions({ drago, onChanged }: RentalActionsProps) {
  const { t } = useTranslation('dragos');
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const errors = useErrorPresenter('dragos');
  const calls = useRentalCalls();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'rent' | null>(null);
  const [busy, setBusy] = useState(false);
  const [rentee, setRentee] = useState('');
  const [ratio, setRatio] = useState<number>(DEFAULT_RENTAL_RATIO);
  const [days, setDays] = useState<RentalDurationDays>(DEFAULT_RENTAL_DURATION_DAYS);
  const [touched, setTouched] = useState(false);
  const ids = { rentee: useId(), ratio: useId(), duration: useId(), problem: useId() };

  const address = account.status === 'connected' ? (account.address ?? '') : '';
  const action = rentalAction(drago, address);
  const network = networkByIndex(drago.network);
  if (!action || !network || !account.checksumAddress || account.chainId === undefined) return null;
  const wallet = { address, checksumAddress: account.checksumAddress, chainId: account.chainId };
  const chainId = network.chainId[env];
  const renteeValid = isAddressText(rentee.trim());

  const run = async (kind: 'rent' | 'cancel') => {
    setBusy(true);
    try {
      const reply =
        kind === 'rent'
          ? await calls.act(wallet, 'rent', {
              rentee: rentee.trim(),
              tokenId: drago.tokenId,
              chainId,
              shareRatio: ratio,
              expireTime: expireTimeOf(days),
            })
          : await calls.act(wallet, 'cancel', {
              rentee: drago.rent?.to ?? '',
              tokenId: drago.tokenId,
              chainId,
            });
      if (reply.result === 1) {
        setDialog(null);
        onChanged();
      } else {
        errors.show(reply, { action: `rental ${kind}` });
      }
    } catch (error) {
      errors.show(error, { action: `rental ${kind}`, walletRequest: 'signature' });
    } finally {
      setBusy(false);
    }
  };

  /** Spec 2 §4: 'Are you sure?' first; the signature and the call follow the OK. */
  const cancelRental = async () => {
    const confirmed = await confirm({
      className: 'drago-dialog',
      title: t('cancel_rental_title'),
      text: t('cancel_rental_text', { id: drago.tokenId }),
      confirmLabel: t('confirm'),
      cancelLabel: t('cancel'),
      testId: 'rental-cancel-confirm',
    });
    if (confirmed && !busy) await run('cancel');
  };

  return (
    <div className="drago-detail__actions">
      {action === 'rent' ? (
        <Button onClick={() => setDialog('rent')} data-testid="rental-open">
          {t('rental_button')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void cancelRental()}
          busy={busy}
          data-testid="rental-cancel-open"
        >
          {t('cancel_rental_button')}
        </Button>
      )}
      <Dialog
        open={dialog === 'rent'}
        onClose={() => setDialog(null)}
        title={t('rental_form_title', { id: drago.tokenId })}
        className="drago-dialog"
      >
        <form
          className="rental-form"
          data-testid="rental-form"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (renteeValid && !busy) void run('rent');
          }}
        >
          <label htmlFor={ids.rentee}>{t('rental_form_rentee')}</label>
          <input
            id={ids.rentee}
            value={rentee}
            onChange={(event) => setRentee(event.target.value)}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={touched && !renteeValid}
            aria-describedby={touched && !renteeValid ? ids.problem : undefined}
            data-testid="rental-rentee"
          />
          {touched && !renteeValid && (
            <p id={ids.problem} className="drago-dialog__error" role="alert">
              {t('rental_form_invalid_address')}
            </p>
          )}
          <label htmlFor={ids.ratio}>{t('rental_form_ratio')}</label>
          <select
            id={ids.ratio}
            value={ratio}
            onChange={(event) => setRatio(Number(event.target.value))}
            data-testid="rental-ratio"
          >
            {RENTAL_RATIOS.map((option) => (
              <option key={option} value={option}>
                {ratioLabel(option)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.duration}>{t('rental_form_duration')}</label>
          <select
            id={ids.duration}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as RentalDurationDays)}
            data-testid="rental-duration"
          >
            {RENTAL_DURATION_DAYS.map((option) => (
              <option key={option} value={option}>
                {t('rental_form_days', { count: option })}
              </option>
            ))}
          </select>
          <p className="drago-dialog__text" data-testid="rental-warning">
            {t('rental_form_warning', { defaultValue: RENTAL_MINTING_WARNING })}
          </p>
          <div className="drago-dialog__actions">
            <Button variant="secondary" type="button" onClick={() => setDialog(null)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy} data-testid="rental-submit">
              {t('rental_form_submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
