import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../../wallet/onchain';
import { formatDsa, useRentalClaim } from './useRentalClaim';

export interface RentalActivityProps {
  /** 1 while the rentals' DSA reaches the claim minimum, else 0, once read: the centre's badge. */
  onReadyCount?: (count: number) => void;
}

/**
 * The rentals' DSA in the activity centre, shown only once it reaches the spec's claim minimum
 * (spec 2 §5: below it there is nothing to claim), with the Rental tab's CLAIM on the same hook.
 */
export default function RentalActivity({ onReadyCount }: RentalActivityProps) {
  const { t } = useTranslation('dragos');
  const account = useWalletAccount();
  const address = account.status === 'connected' ? account.address : undefined;
  const rental = useRentalClaim(address);
  const ready = rental.claimable ? 1 : 0;
  // Only a read counts: before it, the count is unknown, not zero.
  useEffect(() => {
    if (rental.loaded) onReadyCount?.(ready);
  }, [onReadyCount, rental.loaded, ready]);

  if (ready === 0) return null;
  const dsa = formatDsa(rental.unclaimed);
  return (
    <section className="activity-section" aria-labelledby="activity-rental" data-testid="activity-rental">
      <h2 id="activity-rental" className="activity-section__title">
        {t('rental_heading')}
      </h2>
      <ul className="activity-list">
        <li className="activity-item">
          <span className="activity-item__what">{t('rental_activity_dsa', { dsa })}</span>
          <Button
            busy={rental.claiming}
            onClick={() => void rental.startClaim()}
            data-testid="activity-claim-rental"
          >
            {t('rental_activity_claim', { dsa })}
          </Button>
        </li>
      </ul>
    </section>
  );
}
