import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { LearnMoreLink } from './LearnMoreLink';
import { PledgingBonusTable } from './PledgingBonusTable';

/** The info button's popup: how tiers work and the PLEDGING BONUS table. */
export function BonusDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pledging');
  return (
    <Dialog open={open} onClose={onClose} title={t('bonus_title')} className="pledging-dialog bonus-dialog">
      <div data-testid="bonus-dialog">
        <p>{t('bonus_intro')}</p>
        <PledgingBonusTable />
        <p className="pledging-note">{t('update_note')}</p>
        <LearnMoreLink />
      </div>
    </Dialog>
  );
}
