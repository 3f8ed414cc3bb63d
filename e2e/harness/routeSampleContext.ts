import { devnetMoveTokenSecret, issueMoveToken } from '@kingdoms/api/modules/migration/moveToken';
import { anvilRpc } from '@kingdoms/contracts/anvil';
import { DEV_WALLET_DRAGOS } from '@kingdoms/devnet/scenarios/dragos';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { RouteSample, RouteSampleContext } from './routeSamples';
import { ROUTE_SAMPLES } from './routeSamples';

/** The first transaction mined on the devnet's Ethereum chain (a contract deployment). */
async function firstTransactionHash(rpcUrl: string): Promise<string> {
  const block = (await anvilRpc(rpcUrl, 'eth_getBlockByNumber', ['0x1', false])) as {
    transactions: string[];
  };
  const hash = block.transactions[0];
  if (!hash) throw new Error('the devnet has no transaction in block 1');
  return hash;
}

export interface ResolvedRouteSample {
  pattern: string;
  path: string;
  chrome: boolean;
  navbar: 'full' | 'holdings';
  /** See RouteSample.signedIn. */
  signedIn: string | undefined;
}

/** Every route sample (the app's, or `samples`) as a concrete path on the running stack. */
export async function resolveRouteSamples(
  deployment: Deployment,
  samples: Readonly<Record<string, RouteSample>> = ROUTE_SAMPLES,
): Promise<ResolvedRouteSample[]> {
  const context: RouteSampleContext = {
    deployment,
    // klay-1001 is a seeded old-chain kingdom (the migration e2e opens it too).
    moveToken: await issueMoveToken(devnetMoveTokenSecret(), 'klay-1001'),
    txHash: await firstTransactionHash(deployment.chains.ethereum.rpcUrl),
    // A seeded epic drago on Arena-Z.
    sampleDrago: DEV_WALLET_DRAGOS.atMaxBreedCount,
  };
  return Object.entries(samples).map(([pattern, sample]: [string, RouteSample]) => ({
    pattern,
    path: sample.path(context),
    chrome: sample.chrome,
    navbar: sample.navbar ?? 'full',
    signedIn: sample.signedIn,
  }));
}

/**
 * Every route sample resolved (as resolveRouteSamples), looked up by its pattern: the sweeps run
 * one test per pattern, so a slow machine's time limit is a route's, not the whole sweep's, and a
 * failure names its route.
 */
export async function routeSampleLookup(
  deployment: Deployment,
): Promise<(pattern: string) => ResolvedRouteSample> {
  const byPattern = new Map((await resolveRouteSamples(deployment)).map((route) => [route.pattern, route]));
  return (pattern) => {
    const route = byPattern.get(pattern);
    if (!route) throw new Error(`no resolved sample for ${pattern}`);
    return route;
  };
}
