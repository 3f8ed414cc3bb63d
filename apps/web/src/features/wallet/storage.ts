import { localStore } from '../../shared/lib/browserStorage';

/**
 * Spec 1 §4: the chosen wallet is kept in local storage under 'wallet'. Its value is the picker
 * entry id (plus ':<account index>' for the Dev wallet). This module is light on purpose: the
 * shell reads it on the first load to decide whether to mount the wallet root at all.
 */
export const WALLET_STORAGE_KEY = 'wallet';

export function readStoredWallet(): string | null {
  return localStore().getItem(WALLET_STORAGE_KEY);
}

export function storeWallet(choice: string): void {
  localStore().setItem(WALLET_STORAGE_KEY, choice);
}

export function clearStoredWallet(): void {
  localStore().removeItem(WALLET_STORAGE_KEY);
}
