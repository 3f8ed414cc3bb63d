import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useIsHydrating } from '../../shared/lib/hydration';
import { useOverlays } from '../../shared/overlays';
import { QueryBoundary } from '../../shared/query';
import { DEFAULT_NAVBAR, type NavbarVariant } from '../../shared/routing';
import { ConnectWalletButton } from './header/ConnectWalletButton';
import { isFramed } from './safeAppFrame';
import { readStoredWallet } from './storage';

/** wagmi, viem and the connectors live behind this import: never in a marketing page's first load. */
const WalletRoot = lazy(() => import('./WalletRoot'));

/**
 * The header's wallet slot. Until the wallet is wanted it is a plain 'Connect Wallet' button; the
 * wallet root mounts on the first click, when any page asks for the picker, or at once when a
 * stored choice exists (showing the reconnecting state meanwhile, never a Connect flash) or the
 * page is framed (a Safe App: the wallet root connects the Safe by itself).
 * `navbar` is the page's navbar variant (spec 3: the wallet menu's entries differ);
 * `whenConnected` is what the shell runs beside the wallet root while a wallet is connected
 * (the activity centre's badge counter: a lazy chunk of its own).
 */
export function WalletSlot({
  navbar = DEFAULT_NAVBAR,
  whenConnected,
}: {
  navbar?: NavbarVariant;
  whenConnected?: ComponentType;
}) {
  const overlays = useOverlays();
  // Read once; a prerendered page hydrates with none stored (as the server rendered it), then
  // React renders again at once with the browser's value.
  const [storedAtStart] = useState(() => readStoredWallet() !== null || isFramed());
  const hydrating = useIsHydrating();
  const stored = storedAtStart && !hydrating;
  const [wanted, setWanted] = useState(false);
  const active = stored || wanted;
  const pickerWanted = overlays.isOpen('wallet');

  useEffect(() => {
    if (pickerWanted) setWanted(true);
  }, [pickerWanted]);

  if (hydrating) return <ConnectWalletButton reconnecting={false} pending />;
  if (!active) {
    return <ConnectWalletButton reconnecting={false} onClick={() => overlays.open('wallet')} />;
  }
  return (
    <Suspense fallback={<ConnectWalletButton reconnecting={stored} />}>
      <QueryBoundary>
        <WalletRoot navbar={navbar} whenConnected={whenConnected} />
      </QueryBoundary>
    </Suspense>
  );
}
