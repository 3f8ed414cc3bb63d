import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../../test/runtimeConfigFixture';
import { walletRuntime } from '../../wagmiConfig';
import { sdkConnector } from '../sdkConnectors';
import { sdkContextOf } from '../sdkContext';

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
  wallet: { devWallet: false },
};

/** The SDK's provider keeps what it was built from; its public type does not list it. */
interface BuiltProvider {
  isCoinbaseWallet: boolean;
  metadata: { appName: string; appLogoUrl: string; appChainIds: number[] };
  communicator: { preference: { options: string }; url: URL };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Coinbase Smart Wallet connector (the real @coinbase/wallet-sdk, offline)', () => {
  it('is set up on the pick without the SDK, which it creates on first use from name, logo and chains only', async () => {
    // Creating the SDK checks the page's Cross-Origin-Opener-Policy with one HEAD request.
    const fetchSpy = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const runtime = walletRuntime(CONFIGURED);
    const connector = await sdkConnector(
      runtime.config,
      'coinbase',
      sdkContextOf(CONFIGURED, runtime.chains),
    );
    expect({ id: connector.id, type: connector.type }).toEqual({
      id: 'coinbaseWalletSDK',
      type: 'coinbaseWallet',
    });
    // Never part of the base config, and the SDK not yet created by setting the connector up.
    expect(runtime.config.connectors.map((c) => c.id)).toEqual(['injected']);
    expect(fetchSpy).not.toHaveBeenCalled();

    const provider = (await connector.getProvider()) as unknown as BuiltProvider;
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(provider.isCoinbaseWallet).toBe(true);
    expect(provider.metadata).toEqual({
      appName: 'Kingdoms',
      appLogoUrl: `${window.location.origin}/favicon.svg`,
      appChainIds: [31337],
    });
    // Smart Wallet only, through Coinbase's own pop-up: no project id, key or relay of ours.
    expect(provider.communicator.preference).toEqual({ options: 'smartWalletOnly' });
    expect(provider.communicator.url.href).toBe('https://keys.coinbase.com/connect');
  });
});
