import type { TxHash } from '@kingdoms/shared/txHash';
import { useTranslation } from 'react-i18next';
import { TxHashDialog } from '../../wallet/onchain';

export interface ManualHashDialogProps {
  open: boolean;
  onClose: () => void;
  /** A well-formed hash: the popup has closed; the genesis hatch resumes with it. */
  onSubmit: (hash: TxHash) => void;
}

/**
 * Spec 2 §4: the manual transaction hash popup (the repair button of a genesis egg), the shared
 * TxHashDialog in the dragos' words: an empty field asks for the hash, a malformed one says
 * what a hash looks like.
 */
export function ManualHashDialog({ open, onClose, onSubmit }: ManualHashDialogProps) {
  const { t } = useTranslation('dragos');
  return (
    <TxHashDialog
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      texts={{
        title: t('manual_hash_title'),
        text: t('manual_hash_text'),
        placeholder: t('manual_hash_placeholder'),
        submit: t('manual_hash_submit'),
        problem: (problem) => t(`error.${problem}`),
      }}
    />
  );
}
