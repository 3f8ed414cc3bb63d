import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

/** The genesis and rehatch confirm popups (spec 2 §4); the backdrop cancels, like Cancel. */
export function ConfirmDialog({ open, title, text, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const { t } = useTranslation('dragos');
  return (
    <Dialog open={open} onClose={onCancel} title={title} className="drago-dialog">
      <div data-testid={testId}>
        <p className="drago-dialog__text">{text}</p>
        <div className="drago-dialog__actions">
          <Button variant="secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} data-testid={`${testId}-ok`}>
            {t('confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
