import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each case imports the modules afresh: the storage is probed once per page, as in a browser. The
// web project shares modules across files (isolate: false): the files after this one get modules
// loaded anew, not the last case's (whose storage was denied).
afterAll(() => vi.resetModules());
const realLocalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');
const realSessionStorage = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

/** What Chromium does in a cross-site frame with third-party storage blocked: the read throws. */
function denyStorage(name: 'localStorage' | 'sessionStorage') {
  Object.defineProperty(window, name, {
    configurable: true,
    get() {
      throw new DOMException(`Failed to read the '${name}' property from 'Window'`, 'SecurityError');
    },
  });
}

describe('browser storage', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => {
    if (realLocalStorage) Object.defineProperty(window, 'localStorage', realLocalStorage);
    if (realSessionStorage) Object.defineProperty(window, 'sessionStorage', realSessionStorage);
  });

  it("is the browser's own storage where it is granted", async () => {
    const { localStore, sessionStore } = await import('./browserStorage');
    localStore().setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    sessionStore().setItem('s', 'w');
    expect(sessionStorage.getItem('s')).toBe('w');
    // The probe leaves nothing behind.
    expect(localStorage.length).toBe(1);
  });

  it('is one in-memory stand-in where reading it throws (a cross-site frame, e.g. the Safe UI)', async () => {
    denyStorage('localStorage');
    denyStorage('sessionStorage');
    const { localStore, sessionStore } = await import('./browserStorage');
    localStore().setItem('wallet', 'devWallet:0');
    expect(localStore().getItem('wallet')).toBe('devWallet:0');
    expect(localStore()).toBe(localStore());
    expect(sessionStore().getItem('wallet')).toBeNull();
    localStore().removeItem('wallet');
    expect(localStore().length).toBe(0);
  });

  it('is the stand-in where writing throws (a quota of 0)', async () => {
    const full = {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => full });
    const { localStore } = await import('./browserStorage');
    localStore().setItem('k', 'v');
    expect(localStore().getItem('k')).toBe('v');
  });

  it('lets the page start and work with storage denied: the wallet choice, pending transactions, badges', async () => {
    denyStorage('localStorage');
    const { readStoredWallet, storeWallet } = await import('../../features/wallet/storage');
    const { pendingTxStore } = await import('../../features/wallet/tx/pendingTxStore');
    const { menuBadges } = await import('../routing/menuBadges');
    const { saveStartupQuery, storedQuery } = await import('./urlParam');
    expect(readStoredWallet()).toBeNull();
    storeWallet('injected:io.metamask');
    expect(readStoredWallet()).toBe('injected:io.metamask');
    expect(pendingTxStore.getSnapshot()).toEqual([]);
    menuBadges.set('0xabc', '/activity', 2);
    expect(menuBadges.get('0xabc', '/activity')).toBe(2);
    saveStartupQuery('?ref=guild');
    expect(storedQuery()).toBe('ref=guild');
  });
});
