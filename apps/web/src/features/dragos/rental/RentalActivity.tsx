import { canClaim } from '@kingdoms/shared/rental';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../../wallet/onchain';
import { useRentInfo } from './rentalQueries';
import { formatDsa, useRentalClaim } from './useRentalClaim';

export interface RentalActivityProps {
  /** 1 while the rentals' DSA reaches the claim minimum, else 0, once read: the centre's badge. */
  onReadyCount?: (count: number) => void;
  /** Only read and report the count (the wallet menu's badge counter): nothing shown. */
  headless?: boolean;
}

/**
 * The rentals' DSA in the activity centre, shown only once it reaches the spec's claim minimum
 * (spec 2 §5: below it there is nothing to claim), with the Rental tab's CLAIM on the same hook
 * and read (so a claim in either place reloads both).
 */
export default function RentalActivity({ onReadyCount, headless = false }: RentalActivityProps) {
  const account = useWalletAccount();
  const address = account.status === 'connected' ? account.address : undefined;
  const info = useRentInfo(address);
  const ready = canClaim(info.data ?? 0) ? 1 : 0;
  const loaded = info.data !== undefined;
  // Only a read counts: before it, the count is unknown, not zero.
  useEffect(() => {
    if (loaded) onReadyCount?.(ready);
  }, [onReadyCount, loaded, ready]);

  if (headless || ready === 0) return null;
  return <RentalClaimItem address={address} />;
}

function RentalClaimItem({ address }: { address: string | undefined }) {
  const { t } = useTranslation('dragos');
  const rental = useRentalClaim(address);
  const dsa = formatDsa(rental.unclaimed);
  return (
    <ActivitySection name="rental" title={t('rental_heading')}>
      <ActivityList>
        <ActivityItem what={t('rental_activity_dsa', { dsa })}>
          <Button
            busy={rental.claiming}
            onClick={() => void rental.startClaim()}
            data-testid="activity-claim-rental"
          >
            {t('rental_activity_claim', { dsa })}
          </Button>
        </ActivityItem>
      </ActivityList>
    </ActivitySection>
  );
}
