import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, type UserError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { Dialog } from '../../../shared/ui/Dialog';
import {
  DEFAULT_TORUS_LOGIN,
  isTorusLogin,
  TORUS_LOGINS,
  type TorusLoginId,
} from '../connectors/torusLogins';
import type { PickChoice, WalletOption } from '../connectors/walletOptions';

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
  /**
   * Resolves when connected; rejects with the failure (shown through the one error mapper). An SDK wallet
   * that opens a modal in the page calls `handOver` first: the picker hides until the outcome is known.
   */
  onPick: (option: WalletOption, choice: PickChoice, handOver: () => void) => Promise<void>;
}

/** Spec 1 §2: the wallet picker (MetaMask, Coin98, WalletConnect, Torus, Coinbase + discovered + Dev wallet). */
export function WalletPicker({ open, onClose, options, devAccounts, onPick }: WalletPickerProps) {
  const { t } = useTranslation('wallet');
  const errors = useErrorPresenter('wallet');
  const [error, setError] = useState<UserError | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [devAccount, setDevAccount] = useState<number>(0);
  const [torusLogin, setTorusLogin] = useState<TorusLoginId>(DEFAULT_TORUS_LOGIN);
  // While an SDK's own window is up, this modal must not trap the focus and pointer beneath it.
  const [handedOver, setHandedOver] = useState(false);

  function choiceFor(option: WalletOption): PickChoice {
    if (option.kind === 'dev') return { accountIndex: devAccount };
    if (option.id === 'torus') return { loginProvider: torusLogin };
    return {};
  }

  async function pick(option: WalletOption) {
    setError(null);
    setBusyId(option.id);
    try {
      await onPick(option, choiceFor(option), () => setHandedOver(true));
      onClose();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusyId(null);
      setHandedOver(false);
    }
  }

  return (
    <Dialog
      open={open && !handedOver}
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
              onClick={() => pick(option)}
            >
              {option.icon ? <img src={option.icon} alt="" width={24} height={24} /> : null}
              <span>{option.name}</span>
            </button>
            {busyId === option.id && option.kind === 'sdk' ? (
              <p className="wallet-picker__note" role="status">
                {t('picker_opening', { name: option.name })}
              </p>
            ) : null}
            {option.noteKey ? <p className="wallet-picker__note">{t(option.noteKey)}</p> : null}
            {option.status === 'needs_config' ? (
              <p className="wallet-picker__note">
                {t(option.id === 'walletconnect' ? 'needs_project_id' : 'needs_client_id', {
                  name: option.name,
                })}
              </p>
            ) : null}
            {option.id === 'torus' && option.status === 'ready' ? (
              <label className="wallet-picker__choice">
                <span>{t('torus_login_label')}</span>
                <select
                  value={torusLogin}
                  onChange={(event) => {
                    if (isTorusLogin(event.target.value)) setTorusLogin(event.target.value);
                  }}
                >
                  {TORUS_LOGINS.map((login) => (
                    <option key={login.id} value={login.id}>
                      {login.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {option.kind === 'dev' ? (
              <label className="wallet-picker__choice">
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
          {errors.text(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
