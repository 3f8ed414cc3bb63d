import type { ContinentEntry, IndividualEntry } from '@kingdoms/shared/api/staking';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { rankContinents, SAMPLE_TIER_BANDS } from '@kingdoms/shared/staking';
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { encodeAbiParameters, type Hex, numberToHex, parseEther, toFunctionSelector } from 'viem';
import { expect, vi } from 'vitest';
import { Providers } from '../../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { loadRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useOverlays } from '../../../shared/overlays';
import { AlertDialog } from '../../../shared/overlays/AlertDialog';
import { connectWallet, disconnectWallet } from '../../wallet/connection';
import { walletOptions } from '../../wallet/connectors/walletOptions';
import { switchNetwork } from '../../wallet/network/switchNetwork';
import { walletRuntime } from '../../wallet/wagmiConfig';
import PledgingPage from '../PledgingPage';

/**
 * The page against stubs at its two boundaries: the API (fetch of /game/staking/*) and the
 * chains' JSON-RPC endpoints (fetch of the RPC URLs). The wallet stack above them is real: the
 * Dev wallet, wagmi and the transaction flow.
 */
export const STAKING_ADDRESS = '0x00000000000000000000000000000000000005a1';
export const A2Z_ADDRESS = '0x00000000000000000000000000000000000000a2';
const ETHEREUM_RPC = 'http://ethereum.rpc.test/';
const POLYGON_RPC = 'http://polygon.rpc.test/';

export const PLEDGING_CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [
    {
      key: 'ethereum',
      index: 0,
      name: 'Ethereum',
      chainId: 31337,
      rpcUrl: ETHEREUM_RPC,
      explorerUrl: 'http://explorer.test/ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      contracts: { A2Z: A2Z_ADDRESS, Staking: STAKING_ADDRESS },
    },
    {
      key: 'polygon',
      index: 1,
      name: 'Polygon',
      chainId: 31338,
      rpcUrl: POLYGON_RPC,
      explorerUrl: 'http://explorer.test/polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      contracts: {},
    },
  ],
};

const E18 = 10n ** 18n;

/** Continents 1..n with totals n, n-1, … A2Z, ranked and tiered by the shared rules. */
export function continentEntries(count: number): ContinentEntry[] {
  const totals = Array.from({ length: count }, (_, i) => ({
    continent: i + 1,
    total: BigInt(count - i) * E18,
  }));
  return rankContinents(totals, SAMPLE_TIER_BANDS)
    .filter((entry) => entry.total > 0n)
    .map((entry) => ({
      continent: entry.continent,
      rank: entry.rank,
      tier: entry.tier,
      value: entry.total.toString(),
      holders: entry.continent,
    }));
}

export function individualEntries(count: number): IndividualEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    rank: i + 1,
    address: `0x${String(i + 1).padStart(40, '0')}`,
    value: (BigInt(100 - i) * E18).toString(),
    continent: (i % 26) + 1,
    tier: 1,
    staking: { comment: `comment ${i + 1}` },
  }));
}

export interface ChainState {
  /** A2Z balance of any holder, base units. */
  balance: bigint;
  /** Stake of any holder on any continent, base units. */
  staked: bigint;
}

export interface ApiReplies {
  dashboard?: unknown;
  stakeList?: unknown;
  myStaking?: unknown;
  ranking?: unknown;
  comment?: unknown;
  claim?: { status: number; body: unknown };
  session?: unknown;
  verify?: unknown;
}

const BALANCE_OF = toFunctionSelector('balanceOf(address)');
const STAKE_OF = toFunctionSelector('stakeOf(address,uint8)');

function rpcReply(url: string, body: { id: number; method: string; params?: unknown[] }, chain: ChainState) {
  const chainId = url === ETHEREUM_RPC ? 31337 : 31338;
  const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value]);
  let result: unknown;
  switch (body.method) {
    case 'eth_chainId':
      result = numberToHex(chainId);
      break;
    case 'eth_blockNumber':
      result = '0x1';
      break;
    case 'eth_getBalance':
      result = numberToHex(parseEther('1'));
      break;
    case 'eth_call': {
      const call = (body.params?.[0] ?? {}) as { data?: Hex; input?: Hex };
      const data = call.data ?? call.input ?? '0x';
      if (data.startsWith(BALANCE_OF)) result = uint(chain.balance);
      else if (data.startsWith(STAKE_OF)) result = uint(chain.staked);
      else return { jsonrpc: '2.0', id: body.id, error: { code: -32000, message: 'execution reverted' } };
      break;
    }
    default:
      return { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: `${body.method} not stubbed` } };
  }
  return { jsonrpc: '2.0', id: body.id, result };
}

export function stubBoundaries(replies: ApiReplies = {}, chain: ChainState = { balance: 0n, staked: 0n }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === '/config.json') return jsonResponse(PLEDGING_CONFIG);
    if (url === ETHEREUM_RPC || url === POLYGON_RPC) {
      const body = JSON.parse(String(init?.body));
      return jsonResponse(
        Array.isArray(body) ? body.map((item) => rpcReply(url, item, chain)) : rpcReply(url, body, chain),
      );
    }
    const api: Record<string, unknown> = {
      '/game/staking/dashboard': replies.dashboard ?? {
        result: 1,
        dashboard: { continent: [], individual: [], totalValue: '0', totalHolder: 0, updatedAt: null },
      },
      '/game/staking/stake/list': replies.stakeList ?? {
        result: 1,
        stake: { continent: continentEntries(26) },
      },
      '/game/staking/mystaking': replies.myStaking,
      '/game/staking/continent/ranking': replies.ranking,
      '/game/staking/change/comment': replies.comment,
      '/game/auth/session': replies.session ?? { result: 0, err: { code: 'not_signed_in', message: 'no' } },
      '/game/auth/nonce': { result: 1, nonce: 'n0nce1234567' },
      '/game/auth/verify': replies.verify,
    };
    if (url === '/game/staking/claim/myreward' && replies.claim) {
      return jsonResponse(replies.claim.body, replies.claim.status);
    }
    if (api[url] !== undefined) return jsonResponse(api[url]);
    return jsonResponse({ result: 0, err: { code: 'not_found', message: url } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function bodyOf(fetchMock: ReturnType<typeof stubBoundaries>, url: string): unknown {
  const call = fetchMock.mock.calls.findLast(([input]) => String(input) === url);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function OverlayProbe() {
  const overlays = useOverlays();
  return <output data-testid="wallet-picker-open">{String(overlays.isOpen('wallet'))}</output>;
}

/** The page with the shell's alert dialog and a probe of the wallet picker's flag. */
export function renderPledgingPage() {
  return render(
    <Providers>
      <Suspense fallback={null}>
        <PledgingPage />
      </Suspense>
      <OverlayProbe />
      <AlertDialog />
    </Providers>,
  );
}

/** Connects the Dev wallet's first demo account (devnet account 1) on `network`. */
export async function connectDevWallet(network: 'ethereum' | 'polygon') {
  const runtime = walletRuntime(await loadRuntimeConfig());
  const dev = walletOptions(runtime.config.connectors, runtime.runtimeConfig).find(
    (o) => o.id === 'devWallet',
  );
  if (!dev) throw new Error('The Dev wallet is not offered');
  await act(() => connectWallet(runtime, dev, 0));
  const switched = await act(() => switchNetwork(runtime.config, 'devnet', network));
  expect(switched.ok).toBe(true);
}

export async function disconnectDevWallet() {
  const runtime = walletRuntime(await loadRuntimeConfig());
  await act(() => disconnectWallet(runtime));
}
