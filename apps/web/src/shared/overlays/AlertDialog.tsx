import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useOverlays } from './OverlayProvider';

/** Spec 1 §2: one message and an OK button; the backdrop and Escape close it too. */
export function AlertDialog() {
  const { t } = useTranslation('common');
  const { state, close } = useOverlays();
  return (
    <Dialog
      open={state.open.alert}
      onClose={() => close('alert')}
      title={t('alert_title')}
      hideTitle
      layer="top"
      description={
        state.alertLanguage ? (
          <span lang={state.alertLanguage}>{state.alertMessage}</span>
        ) : (
          state.alertMessage
        )
      }
      className="alert-dialog"
    >
      <div className="dialog__actions">
        <Button onClick={() => close('alert')}>{t('ok')}</Button>
      </div>
    </Dialog>
  );
}
