import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '../../shared/config/runtimeConfig';
import { useSignInPreparation } from './session/useSessionFor';
import { loadWalletStack, WalletStackContext, walletStackStore } from './stack/walletStack';
import type { WalletStack } from './stack/walletStackTypes';
import { readStoredWallet } from './storage';

/**
 * Gives a page's subtree the wallet. Until the wallet stack (wagmi, viem) has loaded, the
 * page-facing hooks of `onchain.ts` answer without it: no wallet, nothing held, action buttons
 * that ask to connect. The stack loads with the wallet root (a stored wallet, the picker) or, for
 * a stored wallet, from here at once; then the subtree is mounted again over the stack — once,
 * since hooks change with it. A returning player's page shows its reconnecting state meanwhile.
 * Its own module, apart from the wallet root, so a page's chunk carries neither the stack nor the
 * header button, pickers and menus.
 */
export function WalletBoundary({
  children,
  carried,
}: {
  children: ReactNode;
  /** The stack the caller carries itself (the wallet root): used before the store has one. */
  carried?: WalletStack;
}) {
  const provided = useSyncExternalStore(
    walletStackStore.subscribe,
    walletStackStore.get,
    walletStackStore.get,
  );
  const stack = provided ?? carried;
  useEffect(() => {
    // The wallet root loads it too; asking here as well starts it without waiting for the header.
    if (!stack && readStoredWallet() !== null) void loadWalletStack();
  }, [stack]);
  if (!stack) return <WalletStackContext.Provider value={null}>{children}</WalletStackContext.Provider>;
  return <WithWalletStack stack={stack}>{children}</WithWalletStack>;
}

function WithWalletStack({ stack, children }: { stack: WalletStack; children: ReactNode }) {
  const runtime = stack.walletRuntime(useRuntimeConfig());
  const active = useMemo(() => ({ stack, runtime }), [stack, runtime]);
  return (
    <stack.Provider runtime={runtime}>
      <WalletStackContext.Provider value={active}>
        <SignInPreparation />
        {children}
      </WalletStackContext.Provider>
    </stack.Provider>
  );
}

/** The connected wallet's session and prepared sign-in message, kept ready for the tap. */
function SignInPreparation() {
  useSignInPreparation();
  return null;
}
