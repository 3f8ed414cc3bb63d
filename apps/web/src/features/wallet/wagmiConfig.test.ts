// @vitest-environment node
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { walletRuntime } from './wagmiConfig';

const ETHEREUM = {
  key: 'ethereum' as const,
  index: 0,
  name: 'Ethereum',
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:9',
  explorerUrl: 'http://127.0.0.1:9/explorer/ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  contracts: {},
};

describe('the base wagmi config', () => {
  it('holds injected() and, on the devnet, the Dev wallet: no SDK connector even with ids configured', () => {
    const devnet: RuntimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      networks: [ETHEREUM],
      wallet: { devWallet: true, walletConnectProjectId: 'wc', web3AuthClientId: 'w3a' },
    };
    expect(walletRuntime(devnet).config.connectors.map((c) => [c.id, c.type])).toEqual([
      ['injected', 'injected'],
      ['devWallet', 'injected'],
    ]);
  });

  it('holds only injected() without the Dev wallet', () => {
    const production: RuntimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      env: 'production',
      networks: [ETHEREUM],
      wallet: { devWallet: false, walletConnectProjectId: 'wc', web3AuthClientId: 'w3a' },
    };
    expect(walletRuntime(production).config.connectors.map((c) => c.id)).toEqual(['injected']);
  });
});
