import type { TxHash } from '@kingdoms/shared/txHash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TxHashDialog } from '../../wallet/onchain';

/** What a hash entered by hand resumes: a resource receive (tab 5), or a LOKA claim (tab 4). */
export type HashMode = 'receive' | 'claim';

export interface HashEntryProps {
  mode: HashMode;
  /** A well-formed hash: the popup has closed; the panel resumes that receive or claim. */
  onSubmit: (hash: TxHash) => void;
}

/**
 * Spec 3 §5: a history's 'Receive/Claim with a transaction hash' link and its popup, the shared
 * TxHashDialog in the bridge's words. Anything but 0x and exactly 64 hex digits (an empty field
 * too) is 'Invalid transaction hash format.' and nothing is asked.
 */
export function HashEntry({ mode, onSubmit }: HashEntryProps) {
  const { t } = useTranslation('bridge');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="bridge-link" onClick={() => setOpen(true)} data-testid="hash-open">
        {t(mode === 'claim' ? 'hash_open_claim' : 'hash_open_receive')}
      </button>
      <TxHashDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
        texts={{
          title: t(mode === 'claim' ? 'hash_title_claim' : 'hash_title_receive'),
          text: t(mode === 'claim' ? 'hash_text_claim' : 'hash_text_receive'),
          placeholder: t('hash_placeholder'),
          submit: t('hash_submit'),
          problem: () => t('error.invalid_tx_hash'),
        }}
      />
    </>
  );
}
