/**
 * Spec 1 §4: the chosen wallet is kept in local storage under 'wallet'. Its value is the picker
 * entry id (plus ':<account index>' for the Dev wallet). This module is light on purpose: the
 * shell reads it on the first load to decide whether to mount the wallet root at all.
 */
export const WALLET_STORAGE_KEY = 'wallet';

export function readStoredWallet(): string | null {
  try {
    return localStorage.getItem(WALLET_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode): behave as never connected
  }
}

export function storeWallet(choice: string): void {
  localStorage.setItem(WALLET_STORAGE_KEY, choice);
}

export function clearStoredWallet(): void {
  localStorage.removeItem(WALLET_STORAGE_KEY);
}
