import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEVNET_GOVERNANCE,
  DEVNET_GUARDIAN,
  DEVNET_ROLES,
  devnetAccount,
} from '@kingdoms/contracts/accounts';
import { dumpAnvilState, type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { type ChainEndpoint, confirm, localClient } from '@kingdoms/contracts/clients';
import { DeployJournal } from '@kingdoms/contracts/deployJournal';
import { broadcastPlan, deploymentOf, loadPlan } from '@kingdoms/contracts/deployRun';
import { dragoAbi } from '@kingdoms/contracts/generated/abis';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { dragoTokenUriBase } from '@kingdoms/shared/api/dragos';
import { type Deployment, deploymentSchema } from '@kingdoms/shared/deployment';
import type { DeployPlan } from '@kingdoms/shared/deployPlan';
import { chainIdOf, NETWORK_KEYS, type NetworkKey, networkByKey } from '@kingdoms/shared/networks';
import { type Address, createPublicClient, encodeFunctionData, http, parseEther } from 'viem';
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
  /**
   * A folder `RunningDevnet.saveState` or `saveStateOnStop` wrote: the chains start from that saved state (blocks, logs,
   * accounts) instead of deploying and seeding again, and the deployment is the saved one on these
   * ports. Drago's tokenURI base is set again when `metadataOrigin` differs from the saved one.
   * The `governance` options must be the ones the saved devnet had.
   */
  fromState?: string;
  /**
   * A folder the chains write their state into when the devnet stops, for `fromState` (cheaper
   * than `saveState`: each anvil writes its file itself as it exits). Not with `fromState`.
   */
  saveStateOnStop?: string;
}

/** ETH the devnet's governance and guardian get on every chain for their transactions' gas. */
export const GOVERNANCE_FUNDING = parseEther('100');

export interface RunningDevnet {
  deployment: Deployment;
  deploymentFile: string;
  /**
   * Saves every chain's state as it is now into `dir` (made if missing), for `fromState`. Call it
   * while nothing sends to the chains (right after start): the chains are read one at a time.
   */
  saveState(dir: string): Promise<void>;
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
  if (options.fromState !== undefined) {
    return startDevnetFromState(options, options.fromState, ports, explorerBaseUrl);
  }

  const saveTo = options.saveStateOnStop;
  if (saveTo !== undefined) await mkdir(saveTo, { recursive: true });
  const anvils = await startChains(
    ports,
    options.blockTime,
    undefined,
    saveTo === undefined ? undefined : (key) => stateFile(saveTo, key),
  );
  let description: DevnetDescription | undefined;
  const stop = async () => {
    const blockNumbers =
      saveTo !== undefined && description ? await readBlockNumbers(description.deployment) : undefined;
    await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
    if (saveTo !== undefined && description && blockNumbers) {
      await writeManifest(saveTo, { ...description, blockNumbers });
      // Saved once: a second stop() finds the chains gone and has nothing to read.
      description = undefined;
    }
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
    const described: DevnetDescription = {
      deployment,
      metadataOrigin: options.metadataOrigin ?? null,
      governance: options.governance ?? null,
    };
    description = described;
    return { deployment, deploymentFile, saveState: (dir) => saveDevnetState(described, dir), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What `saveState` writes beside the chains' state files (`<network>.json`). */
const STATE_MANIFEST_FILE_NAME = 'devnet-state.json';

/** What a running devnet saves beside its chains' states. */
interface DevnetDescription {
  /** The deployment as the devnet wrote it (its ports and explorer links). */
  deployment: Deployment;
  /** The origin Drago's tokenURI base was set from; null: none (tokenURI empty). */
  metadataOrigin: string | null;
  /** The `governance` options the devnet was started with (null: the defaults). */
  governance: DevnetOptions['governance'] | null;
}

interface SavedDevnet extends DevnetDescription {
  /** Each chain's latest block when saved: a loaded chain must stand there. */
  blockNumbers: Record<NetworkKey, number>;
}

async function readSavedDevnet(dir: string): Promise<SavedDevnet> {
  const file = path.join(dir, STATE_MANIFEST_FILE_NAME);
  const raw = JSON.parse(await readFile(file, 'utf8')) as SavedDevnet;
  // Written by saveState of this code; the deployment is checked as the API will read it.
  return { ...raw, deployment: deploymentSchema.parse(raw.deployment) };
}

function stateFile(dir: string, key: NetworkKey): string {
  return path.join(dir, `${key}.json`);
}

function publicClientOf(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) });
}

async function readBlockNumbers(deployment: Deployment): Promise<Record<NetworkKey, number>> {
  const entries = await Promise.all(
    NETWORK_KEYS.map(
      async (key) =>
        [key, Number(await publicClientOf(deployment.chains[key].rpcUrl).getBlockNumber())] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<NetworkKey, number>;
}

function writeManifest(dir: string, saved: SavedDevnet): Promise<void> {
  return writeFile(path.join(dir, STATE_MANIFEST_FILE_NAME), `${JSON.stringify(saved, null, 2)}\n`);
}

async function saveDevnetState(description: DevnetDescription, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const blockNumbers = await readBlockNumbers(description.deployment);
  // One chain at a time: each dump is a whole chain in memory (tens of MB of JSON), kept short.
  for (const key of NETWORK_KEYS) {
    await writeFile(stateFile(dir, key), await dumpAnvilState(description.deployment.chains[key].rpcUrl));
  }
  await writeManifest(dir, { ...description, blockNumbers });
}

/**
 * The devnet from a saved state: the chains load it, the deployment is the saved one with this
 * devnet's RPC URLs and explorer links, and Drago's tokenURI base names this devnet's metadata
 * origin (a governance call when it differs from the saved one: the base is chain state).
 */
async function startDevnetFromState(
  options: DevnetOptions,
  dir: string,
  ports: Record<NetworkKey, number>,
  explorerBaseUrl: string,
): Promise<RunningDevnet> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const saved = await readSavedDevnet(dir);
  if (JSON.stringify(saved.governance) !== JSON.stringify(options.governance ?? null)) {
    throw new Error(
      `The saved devnet in ${dir} has other governance options (${JSON.stringify(saved.governance)}) than asked (${JSON.stringify(options.governance ?? null)}): deploy one instead.`,
    );
  }
  const anvils = await startChains(ports, options.blockTime, (key) => stateFile(dir, key));
  const stop = async () => {
    await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
  };
  try {
    const deployment: Deployment = {
      ...saved.deployment,
      chains: mapNetworks((key) => ({
        ...saved.deployment.chains[key],
        rpcUrl: anvils[key].rpcUrl,
        explorerUrl: `${explorerBaseUrl}/${key}`,
      })),
    };
    await Promise.all(
      NETWORK_KEYS.map(async (key) => {
        const loaded = Number(await publicClientOf(anvils[key].rpcUrl).getBlockNumber());
        if (loaded !== saved.blockNumbers[key]) {
          throw new Error(
            `The ${key} chain loaded from ${stateFile(dir, key)} stands at block ${loaded}, saved at ${saved.blockNumbers[key]}`,
          );
        }
      }),
    );
    const metadataOrigin = options.metadataOrigin ?? null;
    if (metadataOrigin !== saved.metadataOrigin) {
      await setDragoMetadataOrigin(deployment, metadataOrigin);
    }
    await mkdir(options.outDir, { recursive: true });
    const deploymentFile = path.join(options.outDir, DEPLOYMENT_FILE_NAME);
    await writeFile(deploymentFile, `${JSON.stringify(deployment, null, 2)}\n`);
    log(
      `Devnet started from the state saved in ${dir} in ${Date.now() - started} ms; wrote ${deploymentFile}`,
    );
    const current: DevnetDescription = { deployment, metadataOrigin, governance: saved.governance };
    return { deployment, deploymentFile, saveState: (to) => saveDevnetState(current, to), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Points Drago's tokenURI at `origin`'s metadata route (empty without one), on every chain with
 * Drago, as the seed does before the handover; after it only the Timelock may, hence a
 * governance call (the devnet governance, delay 0).
 */
async function setDragoMetadataOrigin(deployment: Deployment, origin: string | null): Promise<void> {
  await Promise.all(
    NETWORK_KEYS.map(async (key) => {
      const chain = deployment.chains[key];
      const drago = chain.contracts.Drago as Address | undefined;
      if (!drago) return;
      await devnetGovernanceCall(chain, {
        to: drago,
        data: encodeFunctionData({
          abi: dragoAbi,
          functionName: 'setBaseURI',
          args: [origin === null ? '' : dragoTokenUriBase(origin)],
        }),
      });
    }),
  );
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

/** Starts all three anvils (from their saved states when given); if any fails, stops the others and rethrows the first failure. */
async function startChains(
  ports: Record<NetworkKey, number>,
  blockTime: number | undefined,
  loadState?: (key: NetworkKey) => string,
  dumpStateOnStop?: (key: NetworkKey) => string,
): Promise<Record<NetworkKey, RunningAnvil>> {
  const results = await Promise.allSettled(
    NETWORK_KEYS.map((key) =>
      startAnvil({
        port: ports[key],
        chainId: chainIdOf(key, 'devnet'),
        label: `${networkByKey(key).name} devnet chain`,
        hint: `Set ${DEVNET_PORT_ENV[key]} to a free port.`,
        ...(blockTime === undefined ? {} : { blockTime }),
        ...(loadState === undefined ? {} : { loadState: loadState(key) }),
        ...(dumpStateOnStop === undefined ? {} : { dumpStateOnStop: dumpStateOnStop(key) }),
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
