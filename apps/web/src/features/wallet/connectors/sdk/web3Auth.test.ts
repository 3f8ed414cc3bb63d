// @vitest-environment node
// The real Web3Auth SDK runs on Node's own typed arrays here: under jsdom its hashing library
// rejects Node Buffers as foreign Uint8Arrays (a test-environment artefact, not a browser one).
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../../test/runtimeConfigFixture';
import { describeError } from '../../../../shared/errors/describeError';
import { memoryStorage } from '../../../../shared/lib/browserStorage';
import { captureLogs } from '../../../../shared/lib/logger';
import { chainsOf } from '../../chains/buildChains';
import { connectWallet } from '../../connection';
import { readStoredWallet } from '../../storage';
import { walletRuntime } from '../../wagmiConfig';
import { SdkPopupBlockedError, SdkServiceError, sdkContextOf } from '../sdkContext';
import { walletOptions } from '../walletOptions';
import { web3AuthChainConfig, web3AuthLanguageOf, web3AuthNetworkOf } from './web3AuthConfig';
import { Web3AuthSession, web3AuthLoginFailure } from './web3AuthSession';

const network = (key: 'ethereum' | 'polygon', index: number, chainId: number, symbol: string) => ({
  key,
  index,
  name: key === 'ethereum' ? 'Ethereum' : 'Polygon',
  chainId,
  rpcUrl: `http://127.0.0.1:9/${key}`,
  explorerUrl: `http://127.0.0.1:9/explorer/${key}`,
  nativeCurrency: { name: symbol, symbol, decimals: 18 },
  contracts: {},
});

const CONFIGURED: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [network('polygon', 1, 31338, 'POL'), network('ethereum', 0, 31337, 'ETH')],
  wallet: { devWallet: false, web3AuthClientId: 'w3a-client-id' },
};

function offline() {
  const fetchSpy = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** Web3Auth logs each failed fetch (its logger binds console.error when an instance is built). */
function consoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Web3Auth configuration', () => {
  it('describes a site chain as Web3Auth expects it', () => {
    const [ethereum] = chainsOf(CONFIGURED);
    expect(web3AuthChainConfig(ethereum)).toEqual({
      chainNamespace: 'eip155',
      chainId: '0x7a69',
      rpcTarget: 'http://127.0.0.1:9/ethereum',
      displayName: 'Ethereum',
      blockExplorerUrl: 'http://127.0.0.1:9/explorer/ethereum',
      ticker: 'ETH',
      tickerName: 'ETH',
      decimals: 18,
    });
  });

  it('uses the Sapphire Mainnet in production and the Sapphire Devnet elsewhere', () => {
    expect(web3AuthNetworkOf('production')).toBe('sapphire_mainnet');
    expect(web3AuthNetworkOf('devnet')).toBe('sapphire_devnet');
  });

  it("speaks the page's language in its sign-in window, English otherwise", () => {
    expect(['en', 'ko', 'ja', 'zh', 'zh-CN', 'fr', ''].map(web3AuthLanguageOf)).toEqual([
      'en',
      'ko',
      'ja',
      'zh',
      'zh',
      'en',
      'en',
    ]);
  });
});

describe('Web3Auth sign-in failures', () => {
  it('reads a closed sign-in window as the user declining and a blocked one as a pop-up problem', async () => {
    const { LoginError } = await import('@web3auth/auth-adapter');
    // The Auth adapter wraps the sign-in error in its own connection error.
    const wrapped = (cause: Error) => new Error('Failed to login with auth', { cause });
    expect(web3AuthLoginFailure(wrapped(LoginError.popupClosed()))).toMatchObject({ code: 4001 });
    expect(web3AuthLoginFailure(LoginError.popupBlocked())).toBeInstanceOf(SdkPopupBlockedError);
    const other = new Error('Login failed');
    expect(web3AuthLoginFailure(other)).toBe(other);
    expect(describeError(web3AuthLoginFailure(LoginError.popupBlocked())).code).toBe('sdk_popup_blocked');
    expect(describeError(web3AuthLoginFailure(wrapped(LoginError.popupClosed()))).code).toBe('canceled');
  });
});

describe('Web3AuthSession (the real SDK, offline)', () => {
  it('constructs Web3Auth with every site chain and no network', async () => {
    const fetchSpy = offline();
    const runtime = walletRuntime(CONFIGURED);
    const session = new Web3AuthSession(sdkContextOf(CONFIGURED, runtime.chains));
    const web3auth = await session.build();
    expect(web3auth.coreOptions.clientId).toBe('w3a-client-id');
    expect(web3auth.coreOptions.web3AuthNetwork).toBe('sapphire_devnet');
    expect(web3auth.coreOptions.chainConfig?.chainId).toBe('0x7a69');
    expect(web3auth.getAdapter('auth')).not.toBeNull();
    // Polygon is known to the key provider up front, so a network switch needs no add.
    const keyProvider = web3auth.coreOptions.privateKeyProvider as unknown as {
      getChainConfig(chainId: string): { rpcTarget: string } | null;
    };
    expect(keyProvider.getChainConfig('0x7a6a')?.rpcTarget).toBe('http://127.0.0.1:9/polygon');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(session.provider).toBeUndefined();
  });

  it("fails with SdkServiceError when Web3Auth's service cannot be reached, and tries again next time", async () => {
    const fetchSpy = offline();
    consoleErrors();
    const runtime = walletRuntime(CONFIGURED);
    const session = new Web3AuthSession(sdkContextOf(CONFIGURED, runtime.chains));
    await expect(session.login('google')).rejects.toBeInstanceOf(SdkServiceError);
    const calls = fetchSpy.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    await expect(session.restore()).rejects.toBeInstanceOf(SdkServiceError);
    expect(fetchSpy.mock.calls.length).toBeGreaterThan(calls);
  });

  it("picking Torus offline says the wallet's service could not be reached, and stores nothing", async () => {
    offline();
    consoleErrors();
    const logs = captureLogs();
    const runtime = walletRuntime(CONFIGURED);
    const torus = walletOptions(runtime.config.connectors, CONFIGURED).find((o) => o.id === 'torus');
    expect(torus).toMatchObject({ kind: 'sdk', status: 'ready', connectorId: 'web3auth' });
    const onHandOver = vi.fn();
    const failure = await connectWallet(runtime, torus!, undefined, {
      loginProvider: 'google',
      onHandOver,
    }).catch((error: unknown) => error);
    expect(describeError(failure).code).toBe('sdk_unreachable');
    expect(readStoredWallet()).toBeNull();
    // The cause stays available to whoever opens the console.
    logs.restore();
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ feature: 'wallet', context: expect.any(SdkServiceError) }),
    );
    // Torus signs in through a pop-up window: the picker stays up, showing it is opening.
    expect(onHandOver).not.toHaveBeenCalled();
  });
});
