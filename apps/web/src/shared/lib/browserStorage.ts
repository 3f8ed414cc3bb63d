/**
 * The page's local and session storage, or an in-memory stand-in where the browser denies them.
 *
 * Inside a cross-site frame (the portal as a Safe App in app.safe.global) a browser that blocks
 * third-party storage (Safari, Brave, Chrome with third-party cookies blocked) throws a
 * SecurityError from the mere read of `window.localStorage`; so may a privacy mode, and a quota
 * of 0 throws on write. Every module reads storage through here, so such a page still starts and
 * works, keeping its choices for the page's life instead of across reloads.
 */

/** A Storage kept in memory: what a page gets when the browser refuses it real storage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

const PROBE_KEY = 'kingdoms.storage-probe';

/** `open()`'s storage when it can be read and written, else null (denied, or no window: SSR). */
function usableStorage(open: () => Storage | undefined): Storage | null {
  try {
    const storage = open();
    if (!storage) return null;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * One storage of the page: probed once (a write and its removal); while granted, the browser's
 * object of the moment (tests replace the global between cases); once denied, the same in-memory
 * stand-in for the rest of the page.
 */
function storageOf(open: () => Storage | undefined): (() => Storage) & { forget(): void } {
  let granted: boolean | undefined;
  let fallback: Storage | undefined;
  const storage = () => {
    granted ??= usableStorage(open) !== null;
    if (granted) {
      try {
        const storage = open();
        if (storage) return storage;
      } catch {
        // Revoked since the probe: the stand-in from now on.
      }
      granted = false;
    }
    fallback ??= memoryStorage();
    return fallback;
  };
  const forget = () => {
    granted = undefined;
    fallback = undefined;
  };
  return Object.assign(storage, { forget });
}

/** `localStorage`, or its in-memory stand-in where the browser denies it. */
export const localStore = storageOf(() => (typeof window === 'undefined' ? undefined : window.localStorage));

/** `sessionStorage`, or its in-memory stand-in where the browser denies it. */
export const sessionStore = storageOf(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

/**
 * Probes both storages again at the next use, dropping an in-memory stand-in, as a new page does.
 * test/setup.ts calls it before each test file: the web tests share modules across files.
 */
export function forgetBrowserStorage(): void {
  localStore.forget();
  sessionStore.forget();
}
