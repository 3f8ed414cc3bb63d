import { useState } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useOverlays } from './OverlayProvider';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, shown under the title. */
  text: string;
  /** Translated button labels: each page's spec fixes its own wording. */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The buttons' test ids are `${testId}-ok` and `${testId}-cancel`. */
  testId: string;
  /** Extra class on the dialog, e.g. a feature's dialog look. */
  className?: string;
}

/** The one "are you sure?" popup (spec 2 §4, spec 3 §4); the backdrop and Escape cancel, like Cancel. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  testId,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      className={className ? `confirm-dialog ${className}` : 'confirm-dialog'}
    >
      <div data-testid={testId}>
        <p className="confirm-dialog__text">{text}</p>
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} data-testid={`${testId}-ok`}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The root layout's one confirm dialog, showing the question `useConfirm()` asked. Its texts stay
 * while it animates out after the answer.
 */
export function ConfirmHost() {
  const { confirmation } = useOverlays();
  const [shown, setShown] = useState(confirmation);
  if (confirmation && confirmation !== shown) setShown(confirmation);
  if (!shown) return null;
  return (
    <ConfirmDialog
      {...shown}
      open={confirmation !== null}
      onConfirm={() => shown.answer(true)}
      onCancel={() => shown.answer(false)}
    />
  );
}
