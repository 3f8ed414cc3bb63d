import { parseTxHashInput, type TxHash, type TxHashProblem } from '@kingdoms/shared/txHash';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import './TxHashDialog.css';

/** The page's own words for its hash popup (already translated, from its catalogue). */
export interface TxHashDialogTexts {
  title: string;
  /** What the hash is of and what happens with it. */
  text: string;
  placeholder: string;
  submit: string;
  /** The message shown for a refused hash. */
  problem: (problem: TxHashProblem) => string;
}

export interface TxHashDialogProps {
  open: boolean;
  onClose: () => void;
  /** A well-formed hash: the popup has closed (onClose); the page resumes with the hash. */
  onSubmit: (hash: TxHash) => void;
  texts: TxHashDialogTexts;
}

/**
 * THE transaction hash popup, resuming a transaction sent earlier by its hash (spec 2 §4 the
 * genesis egg's repair, spec 3 §5 the bridge's receive and claim). The field takes 0x and exactly
 * 64 hex digits (surrounding spaces ignored); anything else is refused here with the page's
 * message, before any call. It opens empty.
 */
export function TxHashDialog({ open, onClose, onSubmit, texts }: TxHashDialogProps) {
  const { t } = useTranslation('wallet');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<TxHashProblem | null>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (open) {
      setValue('');
      setProblem(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTxHashInput(value);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    onClose();
    onSubmit(parsed.hash);
  };

  return (
    <Dialog open={open} onClose={onClose} title={texts.title} className="tx-hash-dialog">
      <form onSubmit={submit} noValidate data-testid="tx-hash-form">
        <p className="tx-hash-dialog__text">{texts.text}</p>
        <label className="tx-hash-dialog__field" htmlFor={inputId}>
          <span className="tx-hash-dialog__label">{t('tx_hash_label')}</span>
          <input
            id={inputId}
            className="text-input tx-hash-dialog__input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={texts.placeholder}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            data-testid="tx-hash-input"
          />
        </label>
        {problem ? (
          <p id={errorId} className="tx-hash-dialog__error" role="alert" data-testid="tx-hash-error">
            {texts.problem(problem)}
          </p>
        ) : null}
        <div className="tx-hash-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" data-testid="tx-hash-submit">
            {texts.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
