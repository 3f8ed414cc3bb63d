import { canClaim } from '@kingdoms/shared/rental';
import { useTranslation } from 'react-i18next';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../../wallet/onchain';
import { useRentInfo } from './rentalQueries';
import { formatDsa, useRentalClaim } from './useRentalClaim';

/** 1 while the rentals' DSA reaches the claim minimum, else 0, once read: the badge's count. */
export function useRentalReadyCount(): number | undefined {
  const account = useWalletAccount();
  const info = useRentInfo(account.status === 'connected' ? account.address : undefined);
  return info.data === undefined ? undefined : canClaim(info.data.unclaimed) ? 1 : 0;
}

/**
 * The rentals' DSA in the activity centre, shown only once it reaches the spec's claim minimum
 * (spec 2 §5: below it there is nothing to claim), with the Rental tab's CLAIM on the same hook
 * and read (so a claim in either place reloads both).
 */
export default function RentalActivity() {
  const account = useWalletAccount();
  const address = account.status === 'connected' ? account.address : undefined;
  const ready = useRentalReadyCount();
  if (ready !== 1) return null;
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
