import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** What will happen, shown under the question. */
  detail: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec 3 §4: admin add and stop ask 'Are you sure?' first. */
export function ConfirmDialog({ open, detail, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('my-reward');
  return (
    <Dialog open={open} onClose={onCancel} title={t('confirm_title')} className="confirm-dialog">
      <p className="confirm-dialog__detail">{detail}</p>
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel} data-testid="confirm-cancel">
          {t('confirm_cancel')}
        </Button>
        <Button onClick={onConfirm} data-testid="confirm-ok">
          {t('confirm_ok')}
        </Button>
      </div>
    </Dialog>
  );
}
