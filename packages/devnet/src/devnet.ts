import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEVNET_GOVERNANCE,
  DEVNET_GUARDIAN,
  DEVNET_ROLES,
  devnetAccount,
} from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { type ChainEndpoint, confirm, localClient } from '@kingdoms/contracts/clients';
import { DeployJournal } from '@kingdoms/contracts/deployJournal';
import { broadcastPlan, deploymentOf, loadPlan } from '@kingdoms/contracts/deployRun';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { DeployPlan } from '@kingdoms/shared/deployPlan';
import { chainIdOf, NETWORK_KEYS, type NetworkKey, networkByKey } from '@kingdoms/shared/networks';
import { type Address, parseEther } from 'viem';
import { DEVNET_PORT_ENV, devnetPortsFromEnv } from './ports';
import { seedDevnet } from './seed';

export interface DevnetOptions {
  /** RPC ports; defaults to 8545, 8546, 8547 or the *_RPC_PORT environment variables. */
  ports?: Record<NetworkKey, number>;
  /** Folder that receives deployment.json. */
  outDir: string;
  /**
   * Base of the block-explorer links written into the deployment; each chain gets
   * `<base>/<networkKey>`. The devnet has no real explorer: the API serves one at /explorer.
   */
  explorerBaseUrl?: string;
  /** Seconds per block; by default each transaction is mined at once. */
  blockTime?: number;
  /**
   * Origin of the API that serves ERC-721 metadata (`<origin>/nft/api/drago/metadata/<id>`), so
   * wallets and marketplaces pointed at the devnet show dragos. Without it tokenURI stays empty.
   */
  metadataOrigin?: string;
  log?: (message: string) => void;
  /**
   * The handover after the seed (packages/contracts/src/governance.ts): the timelock's delay
   * (0 by default, so devnet tools act through it at once) and the governance address (by default
   * DEVNET_GOVERNANCE; a contract such as a Safe makes a production-mode deployment possible).
   * `production` marks the deployment so `npm run roles` applies the production rules.
   */
  governance?: { minDelaySeconds?: number; address?: Address; production?: boolean };
}

/** ETH the devnet's governance and guardian get on every chain for their transactions' gas. */
export const GOVERNANCE_FUNDING = parseEther('100');

export interface RunningDevnet {
  deployment: Deployment;
  deploymentFile: string;
  stop(): Promise<void>;
}

export const DEFAULT_EXPLORER_BASE_URL = 'http://127.0.0.1:8080/explorer';
export const DEPLOYMENT_FILE_NAME = 'deployment.json';

/**
 * The three local chains standing in for Ethereum, Polygon and Arena-Z: started, deployed,
 * seeded, and described in `<outDir>/deployment.json`. A failure half-way stops what started.
 */
export async function startDevnet(options: DevnetOptions): Promise<RunningDevnet> {
  const log = options.log ?? (() => {});
  const ports = options.ports ?? devnetPortsFromEnv();
  const explorerBaseUrl = (options.explorerBaseUrl ?? DEFAULT_EXPLORER_BASE_URL).replace(/\/+$/, '');
  const started = Date.now();

  const anvils = await startChains(ports, options.blockTime);
  const stop = async () => {
    await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
  };
  try {
    log(`Devnet chains up: ${NETWORK_KEYS.map((k) => `${k} ${anvils[k].rpcUrl}`).join(', ')}`);
    const endpoints = mapNetworks((key) => ({ rpcUrl: anvils[key].rpcUrl, chainId: anvils[key].chainId }));
    const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
    const account = rawKeyAccount(deployerKey);
    // The devnet plan (packages/contracts/plans/devnet.json) through the deploy command's code: the
    // contracts phase, the demo world's seed, then the handover phase (journal in memory).
    const plan = devnetPlan(endpoints, options.governance);
    const journal = DeployJournal.inMemory(plan.network);
    const run = { plan, account, endpoints, journal, devChains: true } as const;
    const deployed = await broadcastPlan({ ...run, phases: ['contracts'] });
    await seedDevnet({
      chains: mapNetworks((key) => ({ ...endpoints[key], ...deployed[key] })),
      deployerKey,
      metadataOrigin: options.metadataOrigin,
    });
    await Promise.all(
      NETWORK_KEYS.map(async (key) => {
        const deployer = localClient(endpoints[key], deployerKey);
        for (const to of [DEVNET_GOVERNANCE.address, DEVNET_GUARDIAN.address]) {
          await confirm(deployer, await deployer.sendTransaction({ to, value: GOVERNANCE_FUNDING }));
        }
      }),
    );
    const handedOver = await broadcastPlan({ ...run, phases: ['handover'] });

    const deployment: Deployment = deploymentOf(
      plan,
      account.address,
      mapNetworks((key) => ({
        startBlock: deployed[key].startBlock,
        contracts: { ...deployed[key].contracts, ...handedOver[key].contracts },
      })),
      endpoints,
      { explorerUrl: (key) => `${explorerBaseUrl}/${key}`, production: options.governance?.production },
    );
    await mkdir(options.outDir, { recursive: true });
    const deploymentFile = path.join(options.outDir, DEPLOYMENT_FILE_NAME);
    await writeFile(deploymentFile, `${JSON.stringify(deployment, null, 2)}\n`);
    log(`Devnet deployed and seeded in ${Date.now() - started} ms; wrote ${deploymentFile}`);
    return { deployment, deploymentFile, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The devnet plan on these chains, with the governance the options give (a test's Safe or delay). */
function devnetPlan(
  endpoints: Record<NetworkKey, ChainEndpoint>,
  governance: DevnetOptions['governance'],
): DeployPlan {
  const plan = loadPlan('devnet');
  return {
    ...plan,
    governance: {
      ...plan.governance,
      address: governance?.address ?? plan.governance.address,
      minDelaySeconds: governance?.minDelaySeconds ?? plan.governance.minDelaySeconds,
    },
    chains: mapNetworks((key) => ({ ...plan.chains[key], ...endpoints[key] })),
  };
}

function mapNetworks<T>(make: (key: NetworkKey) => T): Record<NetworkKey, T> {
  return Object.fromEntries(NETWORK_KEYS.map((key) => [key, make(key)])) as Record<NetworkKey, T>;
}

/** Starts all three anvils; if any fails, stops the others and rethrows the first failure. */
async function startChains(
  ports: Record<NetworkKey, number>,
  blockTime: number | undefined,
): Promise<Record<NetworkKey, RunningAnvil>> {
  const results = await Promise.allSettled(
    NETWORK_KEYS.map((key) =>
      startAnvil({
        port: ports[key],
        chainId: chainIdOf(key, 'devnet'),
        label: `${networkByKey(key).name} devnet chain`,
        hint: `Set ${DEVNET_PORT_ENV[key]} to a free port.`,
        ...(blockTime === undefined ? {} : { blockTime }),
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw failure.reason;
  }
  return mapNetworks(
    (key) => (results[NETWORK_KEYS.indexOf(key)] as PromiseFulfilledResult<RunningAnvil>).value,
  );
}
