import { SIWE_NONCE_TTL_SECONDS } from '@kingdoms/shared/api/auth';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import {
  PREPARED_SIGN_IN_MARGIN_MS,
  type PreparedSignIn,
  preparedRefreshDelayMs,
  preparedServes,
  preparedUsableUntil,
} from './preparedSignIn';
import { signInWithEthereum } from './signInWithEthereum';

// The web project shares modules across files (isolate: false): the modules that import what this
// file mocks are loaded again for it, and again without the mocks for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// A test double inside a unit test: wagmi's signMessage, to see when it is called.
vi.mock('wagmi/actions', () => ({ signMessage: vi.fn() }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const NOW = Date.parse('2026-12-06T12:00:00Z');
const prepared: PreparedSignIn = {
  address: ADDRESS.toLowerCase(),
  checksumAddress: ADDRESS,
  chainId: 31337,
  message: 'localhost wants you to sign in with your Ethereum account: …',
  usableUntil: preparedUsableUntil(NOW),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(signMessage).mockReset();
});

describe('signInWithEthereum (a prepared message)', () => {
  it('asks the wallet before anything is awaited, and verifies only a signature it got', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    vi.mocked(signMessage).mockRejectedValue(Object.assign(new Error('User rejected'), { code: 4001 }));
    const config = {} as Config;
    const signingIn = signInWithEthereum(config, prepared);
    // Called within the same synchronous run as the caller (the tap's handler).
    expect(signMessage).toHaveBeenCalledWith(config, { account: ADDRESS, message: prepared.message });
    await expect(signingIn).rejects.toThrow('User rejected');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('a prepared sign-in message', () => {
  it('is offered until a minute before its nonce ends, for its own wallet and chain only', () => {
    expect(prepared.usableUntil).toBe(NOW + SIWE_NONCE_TTL_SECONDS * 1000 - PREPARED_SIGN_IN_MARGIN_MS);
    expect(preparedServes(prepared, ADDRESS, 31337, NOW)).toBe(true);
    expect(preparedServes(prepared, ADDRESS.toLowerCase(), 31337, prepared.usableUntil - 1)).toBe(true);
    expect(preparedServes(prepared, ADDRESS, 31337, prepared.usableUntil)).toBe(false);
    expect(preparedServes(prepared, ADDRESS, 31338, NOW)).toBe(false);
    expect(preparedServes(prepared, '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc', 31337, NOW)).toBe(false);
    expect(preparedServes(undefined, ADDRESS, 31337, NOW)).toBe(false);
  });

  it('is renewed when it stops being offered (at least a second away)', () => {
    expect(preparedRefreshDelayMs(prepared, NOW)).toBe(
      SIWE_NONCE_TTL_SECONDS * 1000 - PREPARED_SIGN_IN_MARGIN_MS,
    );
    expect(preparedRefreshDelayMs(prepared, prepared.usableUntil + 5_000)).toBe(1_000);
  });
});
