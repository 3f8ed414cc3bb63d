import { stakingAbi } from '@kingdoms/contracts/generated/abis';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { useContract } from './useContract';

const STAKING = '0x00000000000000000000000000000000000005a1';

const CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [
    {
      key: 'ethereum',
      index: 0,
      name: 'Ethereum',
      chainId: 31337,
      rpcUrl: 'http://ethereum.rpc.test/',
      explorerUrl: 'http://explorer.test/ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      contracts: { Staking: STAKING },
    },
  ],
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <Suspense fallback={null}>{children}</Suspense>
    </Providers>
  );
}

describe('useContract', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      Promise.resolve(
        String(input) === '/config.json'
          ? jsonResponse(CONFIG)
          : jsonResponse({ message: 'not stubbed' }, 404),
      ),
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('gives the address, chain and ABI /config.json lists, or undefined where the deployment has none', async () => {
    const { result } = renderHook(
      () => ({ staking: useContract('Staking', 'ethereum'), sticker: useContract('Sticker', 'polygon') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.staking).toEqual({
      name: 'Staking',
      network: 'ethereum',
      chainId: 31337,
      address: STAKING,
      abi: stakingAbi,
    });
    expect(result.current.sticker).toBeUndefined();
  });
});
