import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TransactionProgress } from '../../wallet/onchain';
import type { VestingClaim } from '../hooks/useVestingClaim';
import { formatReward } from '../logic/display';

/**
 * Spec 3 §4: a claim's two popups, wherever it starts (My Reward, the activity centre): step 1
 * while the claim is mined, step 2 with what it paid. Closing either reloads the dashboard; the
 * claim keeps being watched.
 */
export function ClaimPopups({ claims }: { claims: VestingClaim }) {
  const { t } = useTranslation('my-reward');
  return (
    <>
      <TransactionProgress
        flow={{ ...claims.flow, dismiss: claims.closePopup }}
        title={t('claim_step1_title')}
        message={t('claim_step1_text')}
      />
      <Dialog open={claims.done !== null} onClose={claims.closePopup} title={t('claim_step2_title')}>
        <p data-testid="claim-step2-text">
          {t('claim_step2_text', { amount: formatReward(claims.done?.amount ?? 0n) })}
        </p>
        <Button onClick={claims.closePopup} data-testid="claim-step2-close">
          {t('close')}
        </Button>
      </Dialog>
    </>
  );
}
