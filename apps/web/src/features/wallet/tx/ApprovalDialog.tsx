import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';

/** Spec 1 §4: the approval-wait dialog, open from the approval's hash until its receipt. */
export function ApprovalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Dialog open={open} onClose={onClose} title={t('approval_title')} className="approval-dialog">
      <p data-testid="approval-text">{t('approval_text')}</p>
    </Dialog>
  );
}
