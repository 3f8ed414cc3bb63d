import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { prizeNameKey } from '../logic/wheel';

/** Spec 2 §4: once the wheel stops, the prize popup names the prize. */
export function PrizePopup({ prizeId, onClose }: { prizeId: number | null; onClose: () => void }) {
  const { t } = useTranslation('roulette');
  return (
    <Dialog
      open={prizeId !== null}
      onClose={onClose}
      title={t('prize_title')}
      className="roulette-prize-popup"
    >
      <p data-testid="prize-popup-text">
        {prizeId === null ? '' : t('prize_text', { prize: t(prizeNameKey(prizeId)) })}
      </p>
      <Button onClick={onClose}>{t('close')}</Button>
    </Dialog>
  );
}
