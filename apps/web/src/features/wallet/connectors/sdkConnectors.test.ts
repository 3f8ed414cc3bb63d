import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateConnectorFn } from 'wagmi';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { walletRuntime } from '../wagmiConfig';
import { coinbaseSmartWalletParameters } from './sdk/coinbaseSmartWallet';
import { SAFE_INFO_TIMEOUT_MS, safeAppParameters } from './sdk/safeApp';
import { walletConnectParameters } from './sdk/walletConnect';
import { loadSdkConnector, sdkConnector } from './sdkConnectors';
import { SDK_CONNECTOR_IDS, SdkUnavailableError, sdkContextOf } from './sdkContext';

const CONFIGURED: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [
    {
      key: 'ethereum',
      index: 0,
      name: 'Ethereum',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:9',
      explorerUrl: 'http://127.0.0.1:9/explorer/ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      contracts: {},
    },
  ],
  wallet: { devWallet: false, walletConnectProjectId: 'wc-project-id', web3AuthClientId: 'w3a-client-id' },
};

/** What wagmi hands a connector function; building the connector must not use any of it yet. */
function connectorConfigOf(runtimeConfig: RuntimeConfig): Parameters<CreateConnectorFn>[0] {
  const { config } = walletRuntime(runtimeConfig);
  const emitter = { emit() {}, on() {}, off() {}, once() {}, listenerCount: () => 0, uid: 'test' };
  // biome-ignore lint/suspicious/noExplicitAny: a stand-in emitter; building a connector only stores it
  return { chains: config.chains, emitter: emitter as any, providers: [], storage: null };
}

function offline() {
  const fetchSpy = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SDK connectors, loaded on demand', () => {
  it.each([
    ['walletconnect', 'walletConnect', 'WalletConnect', 'walletConnect'],
    ['torus', 'web3auth', 'Torus', 'web3auth'],
    ['metamask', 'metaMaskSDK', 'MetaMask', 'metaMask'],
    ['coinbase', 'coinbaseWalletSDK', 'Coinbase Wallet', 'coinbaseWallet'],
    ['safe', 'safe', 'Safe', 'safe'],
  ])(
    '%s: the loader imports its module and builds connector %s, without any network',
    async (optionId, id, name, type) => {
      const fetchSpy = offline();
      const runtime = walletRuntime(CONFIGURED);
      const connectorFn = await loadSdkConnector(optionId, sdkContextOf(CONFIGURED, runtime.chains));
      const connector = connectorFn(connectorConfigOf(CONFIGURED));
      expect({ id: connector.id, name: connector.name, type: connector.type }).toEqual({ id, name, type });
      expect(SDK_CONNECTOR_IDS[optionId as keyof typeof SDK_CONNECTOR_IDS]).toBe(id);
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('refuses an entry that is not an SDK wallet', async () => {
    const runtime = walletRuntime(CONFIGURED);
    await expect(loadSdkConnector('coin98', sdkContextOf(CONFIGURED, runtime.chains))).rejects.toBeInstanceOf(
      SdkUnavailableError,
    );
  });

  it('sets an SDK connector up once per wagmi config and reuses it on the next pick', async () => {
    offline();
    const runtime = walletRuntime(CONFIGURED);
    const context = sdkContextOf(CONFIGURED, runtime.chains);
    const first = await sdkConnector(runtime.config, 'torus', context);
    const again = await sdkConnector(runtime.config, 'torus', context);
    expect(first.id).toBe('web3auth');
    expect(again).toBe(first);
    // Set up on the side: the base config's connector list stays injected() only.
    expect(runtime.config.connectors.map((c) => c.id)).toEqual(['injected']);
  });

  it('gives WalletConnect the project id and the dapp metadata of this site', () => {
    const runtime = walletRuntime(CONFIGURED);
    expect(walletConnectParameters(sdkContextOf(CONFIGURED, runtime.chains))).toEqual({
      projectId: 'wc-project-id',
      showQrModal: true,
      metadata: {
        name: 'Kingdoms',
        description: 'Kingdoms',
        url: window.location.origin,
        icons: [`${window.location.origin}/favicon.svg`],
      },
    });
  });

  it('gives Coinbase Smart Wallet only the name and logo of this site: no keys, Smart Wallet only', () => {
    const runtime = walletRuntime(CONFIGURED);
    expect(coinbaseSmartWalletParameters(sdkContextOf(CONFIGURED, runtime.chains))).toEqual({
      appName: 'Kingdoms',
      appLogoUrl: `${window.location.origin}/favicon.svg`,
      preference: { options: 'smartWalletOnly' },
    });
  });

  it('lets the Safe Apps SDK listen to the configured Safe UIs only, by exact origin', () => {
    const config = {
      ...CONFIGURED,
      wallet: { ...CONFIGURED.wallet, safeAppOrigins: ['https://app.safe.global'] },
    };
    const runtime = walletRuntime(config);
    const parameters = safeAppParameters(sdkContextOf(config, runtime.chains));
    expect(parameters.unstable_getInfoTimeout).toBe(SAFE_INFO_TIMEOUT_MS);
    const [pattern] = parameters.allowedDomains ?? [];
    expect(parameters.allowedDomains).toHaveLength(1);
    expect(pattern?.test('https://app.safe.global')).toBe(true);
    for (const other of [
      'https://app.safe.global.evil.example',
      'https://appxsafe.global',
      'http://app.safe.global',
    ])
      expect(pattern?.test(other)).toBe(false);
    expect(safeAppParameters(sdkContextOf(CONFIGURED, runtime.chains)).allowedDomains).toEqual([]);
  });
});
