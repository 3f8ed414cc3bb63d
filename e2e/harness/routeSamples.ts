import { DEV_WALLET_DRAGOS } from '@kingdoms/devnet/scenarios/dragos';
import type { Deployment } from '@kingdoms/shared/deployment';

/** What a sample URL may need from the running devnet. */
export interface RouteSampleContext {
  deployment: Deployment;
  /** A valid kingdom-migration token of a seeded old-chain kingdom. */
  moveToken: string;
  /** A mined Ethereum transaction (the devnet's first). */
  txHash: string;
}

export interface RouteSample {
  /** Header and footer around the page (the route table's `chrome`). */
  chrome: boolean;
  /** The route table's `navbar` (spec 3's second variant is 'holdings'); absent = 'full'. */
  navbar?: 'holdings';
  /**
   * A page that shows a connected wallet's data only after a Sign-In with Ethereum: the test id
   * of what appears once signed in (the wallet sweeps sign in and wait for it).
   */
  signedIn?: string;
  path: (context: RouteSampleContext) => string;
}

/**
 * One concrete URL for every pattern of the web app's route table. The sweeps that must cover
 * every page (phone layout, axe) visit these; a web unit test (apps/web/src/app/routeSamples.test.ts)
 * fails when a registered pattern has no sample here, so a new page is swept from its first day.
 */
export const ROUTE_SAMPLES: Readonly<Record<string, RouteSample>> = {
  '/': { chrome: true, path: () => '/' },
  '/land': { chrome: true, path: () => '/land' },
  '/governance': { chrome: true, path: () => '/governance' },
  '/skin': { chrome: true, path: () => '/skin' },
  '/drago': { chrome: true, path: () => '/drago' },
  '/loka': { chrome: true, path: () => '/loka' },
  '/arena': { chrome: true, path: () => '/arena' },
  '/media': { chrome: true, path: () => '/media' },
  '/myitem': { chrome: true, path: () => '/myitem' },
  '/pledging': { chrome: true, path: () => '/pledging' },
  '/myReward': { chrome: true, signedIn: 'total-reward', path: () => '/myReward' },
  '/activity': { chrome: true, path: () => '/activity' },
  '/myDrago': { chrome: true, navbar: 'holdings', path: () => '/myDrago' },
  '/bridge': { chrome: true, path: () => '/bridge' },
  // A seeded epic drago on Arena-Z.
  '/drago/detail/:tokenId': {
    chrome: true,
    navbar: 'holdings',
    path: () => `/drago/detail/${DEV_WALLET_DRAGOS.atMaxBreedCount}`,
  },
  '/breed': { chrome: true, navbar: 'holdings', path: () => '/breed' },
  '/event/roulette': { chrome: true, navbar: 'holdings', path: () => '/event/roulette' },
  '/move/:token': { chrome: false, path: ({ moveToken }) => `/move/${moveToken}` },
  '/explorer/:network/tx/:hash': { chrome: true, path: ({ txHash }) => `/explorer/ethereum/tx/${txHash}` },
  '/explorer/:network/address/:address': {
    chrome: true,
    path: ({ deployment }) =>
      `/explorer/ethereum/address/${Object.values(deployment.chains.ethereum.contracts)[0]}`,
  },
  '*': { chrome: true, path: () => '/no-such-page' },
};
