import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';

/**
 * Spec 2 §2: while boxes burn (wallet, chain, the server's grant) a popup asks not to refresh or
 * close the window. It cannot be dismissed: it closes itself when the burn is over.
 */
export function BurningOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation('roulette');
  return (
    <Dialog
      open={open}
      onClose={() => {}}
      title={t('burning_title')}
      dismissOnBackdrop={false}
      dismissOnEscape={false}
      className="roulette-burning"
    >
      <div className="roulette-burning__body" data-testid="burning-overlay">
        <Spinner size="large" />
        <p>{t('burning_text')}</p>
      </div>
    </Dialog>
  );
}
