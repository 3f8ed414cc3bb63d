import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import type { WalletOption } from '../connectors/walletOptions';

export interface DevAccountChoice {
  index: number;
  address: string;
}

export interface WalletPickerProps {
  open: boolean;
  onClose: () => void;
  options: readonly WalletOption[];
  /** The Dev wallet's account chooser (devnet demo accounts); the chosen position is passed on. */
  devAccounts: readonly DevAccountChoice[];
  /** Resolves when connected; rejects with a `wallet` catalogue key as its message. */
  onPick: (option: WalletOption, accountIndex?: number) => Promise<void>;
}

/** Spec 1 §2: the wallet picker (MetaMask, Coin98, WalletConnect, Torus + discovered + Dev wallet). */
export function WalletPicker({ open, onClose, options, devAccounts, onPick }: WalletPickerProps) {
  const { t } = useTranslation('wallet');
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [devAccount, setDevAccount] = useState<number>(0);

  async function pick(option: WalletOption, accountIndex?: number) {
    setError(null);
    setBusyId(option.id);
    try {
      await onPick(option, accountIndex);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={t('picker_title')}
      className="wallet-picker"
    >
      <ul className="wallet-picker__list">
        {options.map((option) => (
          <li key={option.id} className="wallet-picker__entry" data-wallet-id={option.id}>
            <button
              type="button"
              className="wallet-picker__option"
              disabled={option.status === 'needs_config' || busyId !== null}
              aria-busy={busyId === option.id || undefined}
              onClick={() => pick(option, option.kind === 'dev' ? devAccount : undefined)}
            >
              {option.icon ? <img src={option.icon} alt="" width={24} height={24} /> : null}
              <span>{option.name}</span>
            </button>
            {option.status === 'needs_config' ? (
              <p className="wallet-picker__note">
                {t(option.id === 'walletconnect' ? 'needs_project_id' : 'needs_client_id', {
                  name: option.name,
                })}
              </p>
            ) : null}
            {option.kind === 'dev' ? (
              <label className="wallet-picker__dev-account">
                <span>{t('dev_account_label')}</span>
                <select value={devAccount} onChange={(event) => setDevAccount(Number(event.target.value))}>
                  {devAccounts.map((account, position) => (
                    <option key={account.index} value={position}>
                      {t('dev_account_option', { index: account.index, address: account.address })}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p className="wallet-picker__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
