import { useWalletAccount } from '../wallet/onchain';
import { useReadyCounts } from './hooks/useReadyCounts';

/**
 * The wallet menu's Activity badge without the centre ever opened: each part's `useReadyCount`
 * (on reads shared with the centre and the feature pages through the query cache) keeps the count
 * of claims ready for the connected wallet; no part is mounted. The wallet root mounts it,
 * lazily, only once a wallet is connected, so none of it is in a page's first load.
 */
export default function ActivityBadgeCounter() {
  const account = useWalletAccount();
  useReadyCounts(account.status === 'connected' ? account.address : undefined);
  return null;
}
