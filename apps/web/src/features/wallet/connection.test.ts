import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { EXTENSION_GRACE_MS, waitForOption } from './connection';
import { walletRuntime } from './wagmiConfig';

function configWith(label: string): RuntimeConfig {
  return {
    ...TEST_RUNTIME_CONFIG,
    networks: [
      {
        key: 'ethereum',
        index: 0,
        name: label,
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:9',
        explorerUrl: 'http://127.0.0.1:9/explorer',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        contracts: {},
      },
    ],
    wallet: { devWallet: false },
  };
}

/** What a MetaMask extension does on the page: announce itself through EIP-6963. */
function announceMetaMask() {
  const provider = { request: async () => [], on() {}, removeListener() {} };
  const info = {
    uuid: crypto.randomUUID(),
    name: 'MetaMask',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'io.metamask',
  };
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
  );
}

describe('reconnecting a stored MetaMask choice', () => {
  it('waits for a late MetaMask extension rather than loading the MetaMask SDK', async () => {
    const runtime = walletRuntime(configWith('late extension'));
    setTimeout(announceMetaMask, EXTENSION_GRACE_MS / 2);
    const option = await waitForOption(runtime, 'metamask');
    expect(option).toMatchObject({ id: 'metamask', kind: 'injected', connectorId: 'io.metamask' });
  });

  it('reconnects through the MetaMask SDK when no extension announces itself', async () => {
    const runtime = walletRuntime(configWith('no extension'));
    const started = Date.now();
    const option = await waitForOption(runtime, 'metamask');
    expect(option).toMatchObject({ id: 'metamask', kind: 'sdk', connectorId: 'metaMaskSDK' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(EXTENSION_GRACE_MS);
  });
});
