import { useWalletAccount } from '../wallet/onchain';
import { ReadyParts } from './components/ReadyParts';
import { useReadyCounts } from './hooks/useReadyCounts';

/**
 * The wallet menu's Activity badge without the centre ever opened: the centre's parts, headless,
 * on their own reads (shared with the centre and the feature pages through the query cache), keep
 * the count of claims ready for the connected wallet. The wallet root mounts it, lazily, only
 * once a wallet is connected, so none of it is in a page's first load.
 */
export default function ActivityBadgeCounter() {
  const account = useWalletAccount();
  const ready = useReadyCounts(account.status === 'connected' ? account.address : undefined);
  if (account.status !== 'connected' || !account.address) return null;
  return <ReadyParts report={ready.report} headless />;
}
