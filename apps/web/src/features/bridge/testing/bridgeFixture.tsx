import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { encodeAbiParameters, parseEther, toFunctionSelector } from 'viem';
import { Providers } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { stubPageBoundaries } from '../../../../test/walletPageFixture';
import { AlertDialog } from '../../../shared/overlays/AlertDialog';
import BridgePage from '../BridgePage';

/**
 * The page against stubs at its two boundaries (test/walletPageFixture.ts): the API (fetch of
 * /nft/api/*) and the three chains' JSON-RPC endpoints.
 */
const KEYS = ['ethereum', 'polygon', 'arenaz'] as const;
const rpcUrl = (key: string) => `http://${key}.rpc.test/`;
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;

export const BRIDGE_CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: KEYS.map((key, index) => ({
    key,
    index,
    name: key,
    chainId: 31337 + index,
    rpcUrl: rpcUrl(key),
    explorerUrl: `http://explorer.test/${key}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    contracts: {
      BridgeGateway: address(0xb0 + index),
      Drago: address(0xd0 + index),
      DST: address(0xe0 + index),
      ...(key === 'ethereum' ? { LOKA: address(0x10) } : {}),
      ...(key === 'polygon' ? { WLOKA: address(0x11) } : {}),
      ...(key === 'arenaz' ? { Resource: address(0x12) } : {}),
    },
  })),
};

const BALANCE_OF = toFunctionSelector('balanceOf(address)');
const RESOURCES_OF = toFunctionSelector('resourcesOf(address)');

/** Replies of the bridge API by path (defaults: nothing owned, no history). */
export function stubBoundaries(replies: Record<string, unknown> = {}) {
  return stubPageBoundaries({
    config: BRIDGE_CONFIG,
    ethCall: (data) => {
      if (data.startsWith(BALANCE_OF))
        return encodeAbiParameters([{ type: 'uint256' }], [parseEther('12.3456789')]);
      if (data.startsWith(RESOURCES_OF))
        return encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[3n], [1n]]);
      return undefined;
    },
    api: {
      '/nft/api/drago/inventory': { result: 1, myDragos: [], myEggs: [] },
      '/nft/api/bridge/transfers': { result: 1, transfers: [], num: 0, page: 1 },
      '/nft/api/bridge/history': { result: 1, loka: '0', wloka: '0', history: [], num: 0, page: 1 },
      '/nft/api/resource/list': { result: 1, list: [], history: [] },
      '/game/auth/session': { result: 0, err: { code: 'not_signed_in', message: 'no' } },
      ...replies,
    },
  });
}

/** The JSON bodies the page sent to `url`, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof stubBoundaries>, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === url)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

export function renderBridgePage(path = '/bridge') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <BridgePage />
        </Suspense>
      </MemoryRouter>
      <AlertDialog />
    </Providers>,
  );
}
