import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLogger } from '../../../shared/lib/logger';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { SALE_DURATIONS_DAYS, SALE_FEE_PERCENT, SALE_TOKENS, type SaleToken } from '../logic/display';

const logger = createLogger('dragos.market');

export type MarketForm = 'sale' | 'offer';

export interface MarketSubmission {
  form: MarketForm;
  tokenId: number;
  token: SaleToken;
  price: string;
  days: number;
}

export interface MarketDialogProps {
  form: MarketForm | null;
  tokenId: number;
  onClose: () => void;
}

/**
 * Spec 2 §3/§5 list-for-sale and make-offer forms: token (ETH or LOKA), price (free text),
 * duration (1, 3, 7, 10 or 30 days), the 3 % listing fee; the offer form shows "Not for sale" as
 * the current price. Submitting only logs and closes: no call is made, as the spec says.
 */
export function MarketDialog({ form, tokenId, onClose }: MarketDialogProps) {
  const { t } = useTranslation('dragos');
  const [token, setToken] = useState<SaleToken>('ETH');
  const [price, setPrice] = useState('');
  const [days, setDays] = useState<number>(SALE_DURATIONS_DAYS[0]);
  const ids = { token: useId(), price: useId(), days: useId() };

  useEffect(() => {
    if (form) {
      setToken('ETH');
      setPrice('');
      setDays(SALE_DURATIONS_DAYS[0]);
    }
  }, [form]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const submission: MarketSubmission = { form, tokenId, token, price, days };
    logger.info(
      form === 'sale' ? 'list for sale (not sent anywhere)' : 'make offer (not sent anywhere)',
      submission,
    );
    onClose();
  };

  return (
    <Dialog
      open={form !== null}
      onClose={onClose}
      title={t(form === 'offer' ? 'offer_title' : 'sale_title')}
      className="drago-dialog"
    >
      <form onSubmit={submit} className="drago-form" data-testid={`market-form-${form ?? 'closed'}`}>
        {form === 'offer' ? (
          <p className="drago-form__current">
            <span className="drago-field__label">{t('current_price')}</span>{' '}
            <span data-testid="current-price">{t('not_for_sale')}</span>
          </p>
        ) : null}
        <label className="drago-field" htmlFor={ids.token}>
          <span className="drago-field__label">{t('token')}</span>
          <select
            id={ids.token}
            className="text-input"
            value={token}
            onChange={(event) => setToken(event.target.value as SaleToken)}
            data-testid="market-token"
          >
            {SALE_TOKENS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label className="drago-field" htmlFor={ids.price}>
          <span className="drago-field__label">{t('price')}</span>
          <input
            id={ids.price}
            className="text-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            data-testid="market-price"
          />
        </label>
        <label className="drago-field" htmlFor={ids.days}>
          <span className="drago-field__label">{t('duration')}</span>
          <select
            id={ids.days}
            className="text-input"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            data-testid="market-days"
          >
            {SALE_DURATIONS_DAYS.map((value) => (
              <option key={value} value={value}>
                {t('duration_days', { count: value })}
              </option>
            ))}
          </select>
        </label>
        <p className="drago-form__fee" data-testid="market-fee">
          {t('fee', { percent: SALE_FEE_PERCENT })}
        </p>
        <div className="drago-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" data-testid="market-submit">
            {t(form === 'offer' ? 'offer_submit' : 'sale_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
