import { chainIdOf, NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { OUTBOUND_LINK_IDS, type OutboundLinks } from '@kingdoms/shared/site-content';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { SAMPLE_TIER_BANDS } from '@kingdoms/shared/staking';
import type { Address } from 'viem';

/**
 * A URL for every outbound link, each one telling its id: a test that finds an address on a page
 * can tell which configured link it came from (and that it came from the configuration at all).
 */
export const TEST_LINKS: Required<OutboundLinks> = Object.fromEntries(
  OUTBOUND_LINK_IDS.map((id) => [
    id,
    id === 'contact' ? 'mailto:contact@links.test' : `https://links.test/${id}`,
  ]),
) as Required<OutboundLinks>;

/** Site content with everything configured (nothing flagged sample). */
export const TEST_SITE_CONTENT: SiteContent = {
  links: TEST_LINKS,
  companyAddress: 'Fixture Studio, 1 Test Lane',
  partners: {
    sample: false,
    entries: Array.from({ length: 16 }, (_, index) => ({
      name: `Partner ${index + 1}`,
      url: `https://partner-${index + 1}.test/`,
    })),
  },
  exchanges: {
    sample: false,
    entries: Array.from({ length: 5 }, (_, index) => ({
      name: `Exchange ${index + 1}`,
      url: `https://exchange-${index + 1}.test/LOKA`,
    })),
  },
  tokenInvestors: {
    sample: false,
    entries: Array.from({ length: 9 }, (_, index) => ({
      name: `Investor ${index + 1}`,
      url: `https://investor-${index + 1}.test/`,
    })),
  },
  tokenMetrics: {
    sample: false,
    totalSupply: 2_000_000,
    allocation: [
      { id: 'playToEarn', percent: 40, tgePercent: 0, cliffMonths: 0, vestingMonths: 24 },
      { id: 'team', percent: 25, tgePercent: 0, cliffMonths: 12, vestingMonths: 12 },
      { id: 'liquidity', percent: 35, tgePercent: 100, cliffMonths: 0, vestingMonths: 0 },
    ],
  },
  pledgingTiers: { sample: false, bands: [...SAMPLE_TIER_BANDS] },
};

/** A valid /config.json for unit tests that stub fetch. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  env: 'devnet',
  networks: [],
  services: { stat: '/stat', game: '/game', nft: '/nft', server: '/server', oldChain: '/old-chain' },
  media: {},
  wallet: { devWallet: true },
  content: TEST_SITE_CONTENT,
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** One network of /config.json on a test chain (an anvil): its key's devnet chain id unless given. */
export function testNetwork(
  key: NetworkKey,
  options: {
    rpcUrl: string;
    contracts?: Record<string, Address>;
    chainId?: number;
    explorerUrl?: string;
    name?: string;
  },
): RuntimeConfig['networks'][number] {
  return {
    key,
    index: NETWORK_KEYS.indexOf(key),
    name: options.name ?? key,
    chainId: options.chainId ?? chainIdOf(key, 'devnet'),
    rpcUrl: options.rpcUrl,
    explorerUrl: options.explorerUrl ?? `http://explorer.test/${key}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    contracts: options.contracts ?? {},
  };
}
