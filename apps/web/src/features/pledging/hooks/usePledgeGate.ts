import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlays } from '../../../shared/overlays';
import { useRequiredNetwork, useWalletAccount } from '../../wallet/onchain';

export type AmountAction = { kind: 'pledge' | 'unpledge'; continent: number };

/**
 * Spec 3 §4/§5: the PLEDGE and UNPLEDGE popups open only for a connected wallet on Ethereum.
 * No wallet → the wallet picker; another chain → the alert (the page's banner offers the switch).
 */
export function usePledgeGate() {
  const { t } = useTranslation('pledging');
  const account = useWalletAccount();
  const ethereum = useRequiredNetwork('ethereum');
  const overlays = useOverlays();
  const [action, setAction] = useState<AmountAction | null>(null);

  const request = (kind: AmountAction['kind'], continent: number) => {
    if (account.status !== 'connected') {
      overlays.open('wallet');
      return;
    }
    if (!ethereum.onRequiredNetwork) {
      overlays.showAlert(t('wrong_network'));
      return;
    }
    setAction({ kind, continent });
  };

  const close = useCallback(() => setAction(null), []);
  return { action, request, close };
}
