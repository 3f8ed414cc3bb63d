import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { parseTxHash } from '../logic/txHash';

export interface ManualHashDialogProps {
  open: boolean;
  onClose: () => void;
  /** A well-formed hash: resumes the genesis hatch call with it. */
  onSubmit: (hash: `0x${string}`) => void;
}

/**
 * Spec 2 §4: the manual transaction hash popup (the repair button of a genesis egg). The field
 * takes 0x and 64 hex digits; anything else is refused here with a message, before any call.
 */
export function ManualHashDialog({ open, onClose, onSubmit }: ManualHashDialogProps) {
  const { t } = useTranslation('dragos');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (open) {
      setValue('');
      setError(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTxHash(value);
    if (!parsed.ok) {
      setError(t(`error.${parsed.code}`));
      return;
    }
    onSubmit(parsed.hash);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('manual_hash_title')} className="drago-dialog">
      <form onSubmit={submit} noValidate data-testid="manual-hash-form">
        <p className="drago-dialog__text">{t('manual_hash_text')}</p>
        <label className="drago-field" htmlFor={inputId}>
          <span className="drago-field__label">{t('manual_hash_label')}</span>
          <input
            id={inputId}
            className="drago-input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('manual_hash_placeholder')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="manual-hash-input"
          />
        </label>
        {error ? (
          <p id={errorId} className="drago-field__error" role="alert" data-testid="manual-hash-error">
            {error}
          </p>
        ) : null}
        <div className="drago-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" data-testid="manual-hash-submit">
            {t('manual_hash_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
