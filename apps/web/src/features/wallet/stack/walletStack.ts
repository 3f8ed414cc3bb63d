import { createContext, useContext } from 'react';
import type { ActiveWalletStack, WalletStack } from './walletStackTypes';

/**
 * Which wallet stack the page has loaded: none until a wallet is stored, picked or connected
 * (then `fullStack.ts`, once per page). Light: pages import this, never the stack itself.
 */
let loaded: WalletStack | undefined;
const listeners = new Set<() => void>();

export const walletStackStore = {
  get: (): WalletStack | undefined => loaded,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The wallet root provides the stack it carries as soon as its module runs. */
  provide(stack: WalletStack): void {
    if (loaded) return;
    loaded = stack;
    for (const listener of listeners) listener();
  },
};

let loading: Promise<WalletStack> | undefined;

/** Loads the wallet stack (wagmi, viem, the base connectors) once; boundaries switch to it. */
export function loadWalletStack(): Promise<WalletStack> {
  loading ??= import('./fullStack').then(({ fullWalletStack }) => {
    walletStackStore.provide(fullWalletStack);
    return fullWalletStack;
  });
  return loading;
}

/** No stack loaded, as on a new page. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetWalletStack(): void {
  loaded = undefined;
  loading = undefined;
  for (const listener of listeners) listener();
}

/** Set by `WalletBoundary`: null until the stack has loaded. */
export const WalletStackContext = createContext<ActiveWalletStack | null>(null);

/** The stack of the nearest wallet boundary, or null before it has loaded (no wallet connected). */
export function useActiveWalletStack(): ActiveWalletStack | null {
  return useContext(WalletStackContext);
}
