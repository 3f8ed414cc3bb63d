import type { ReactNode } from 'react';
import { WagmiContext } from 'wagmi';
import { useWalletRuntime } from './useWalletRuntime';

/**
 * Gives a subtree the page's one wagmi config; pages that use the wallet wrap themselves in it.
 * The bare context rather than WagmiProvider: its hydration step runs on every render and, with
 * our own reconnect (connection.ts), would drop live connections whenever the parent re-renders.
 * Its own module, apart from the wallet root, so a page's chunk does not carry the header
 * button, the pickers and their menus.
 */
export function WalletBoundary({ children }: { children: ReactNode }) {
  const { config } = useWalletRuntime();
  return <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>;
}
