import { useSyncExternalStore } from 'react';
import { localStore } from '../lib/browserStorage';

/**
 * Counts shown on menu entries (the wallet menu's "Activity": what is ready to claim), per wallet
 * and path. The page behind the entry reports its count whenever its reads change; the last count
 * is kept in local storage, so the badge is there after a reload before the page is opened again.
 */
export const MENU_BADGES_STORAGE_KEY = 'menu.badges';

type Badges = Record<string, number>;

const keyOf = (wallet: string, path: string) => `${wallet.toLowerCase()} ${path}`;

function read(): Badges {
  try {
    const parsed: unknown = JSON.parse(localStore().getItem(MENU_BADGES_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 0,
      ),
    );
  } catch {
    return {}; // a corrupted entry must not break the header
  }
}

let snapshot: Badges = read();
const listeners = new Set<() => void>();

export const menuBadges = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (wallet: string, path: string): number => snapshot[keyOf(wallet, path)] ?? 0,
  set(wallet: string, path: string, count: number): void {
    const key = keyOf(wallet, path);
    if ((snapshot[key] ?? 0) === count) return;
    snapshot = { ...snapshot, [key]: count };
    localStore().setItem(MENU_BADGES_STORAGE_KEY, JSON.stringify(snapshot));
    for (const listener of listeners) listener();
  },
};

/** Reads the counts from local storage again, as a new page does. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetMenuBadges(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** The badge count of a menu entry for a wallet (0 without one). */
export function useMenuBadge(wallet: string | undefined, path: string): number {
  return useSyncExternalStore(
    menuBadges.subscribe,
    () => (wallet ? menuBadges.get(wallet, path) : 0),
    () => 0,
  );
}
