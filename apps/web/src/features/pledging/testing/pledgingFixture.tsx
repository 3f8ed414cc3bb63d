import type { ContinentEntry, IndividualEntry } from '@kingdoms/shared/api/staking';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { rankContinents, SAMPLE_TIER_BANDS } from '@kingdoms/shared/staking';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { encodeAbiParameters, toFunctionSelector } from 'viem';
import { Providers } from '../../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { stubPageBoundaries } from '../../../../test/walletPageFixture';
import { useOverlays } from '../../../shared/overlays';
import { AlertDialog } from '../../../shared/overlays/AlertDialog';
import PledgingPage from '../PledgingPage';

/**
 * The page against stubs at its two boundaries (test/walletPageFixture.ts): the API (fetch of
 * /game/staking/*) and the chains' JSON-RPC endpoints.
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

export function stubBoundaries(replies: ApiReplies = {}, chain: ChainState = { balance: 0n, staked: 0n }) {
  const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value]);
  return stubPageBoundaries({
    config: PLEDGING_CONFIG,
    ethCall: (data) => {
      if (data.startsWith(BALANCE_OF)) return uint(chain.balance);
      if (data.startsWith(STAKE_OF)) return uint(chain.staked);
      return undefined;
    },
    api: {
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
      '/game/staking/claim/myreward': replies.claim
        ? jsonResponse(replies.claim.body, replies.claim.status)
        : undefined,
      '/game/auth/session': replies.session ?? { result: 0, err: { code: 'not_signed_in', message: 'no' } },
      '/game/auth/nonce': { result: 1, nonce: 'n0nce1234567' },
      '/game/auth/verify': replies.verify,
    },
  });
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
