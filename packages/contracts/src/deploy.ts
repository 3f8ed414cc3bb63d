import type { OracleKind } from '@kingdoms/shared/deployPlan';
import { chainIdOf, NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import {
  type Abi,
  type Address,
  encodeDeployData,
  type Hash,
  type Hex,
  keccak256,
  type LocalAccount,
  type TransactionReceipt,
} from 'viem';
import { bridgeNetworkOf } from './bridge';
import { type AccountClient, accountClient, type ChainEndpoint } from './clients';
import {
  anvilInstaller,
  create2Address,
  create2Calldata,
  DETERMINISTIC_DEPLOYER,
  ensureDeterministicDeployer,
} from './create2';
import type {
  ContractFeature,
  ContractRecipe,
  DeployContext,
  DeployStep,
  MoneyLimits,
} from './features/feature';
import { CONTRACT_FEATURES } from './features/index';
import { contractBytecode } from './generated/bytecode';
import { type ContractName, contractAbis } from './generated/registry';
import { rawKeyAccount } from './keyAccounts';
import { DEV_RANDOMNESS, type RandomnessPlan } from './randomnessPlan';

export type { DeployContext, DeployStep, MoneyLimits, StepCheck } from './features/feature';
export type { ContractName } from './generated/registry';

/** Each contract's recipe, from the feature that declares it (`src/features/<feature>.ts`). */
export type PlacedRecipe = ContractRecipe & { feature: string };

/**
 * The recipes of `features` by contract name. Refuses one contract claimed by two features and
 * two contracts of one order, naming both.
 */
export function contractRecipes(
  features: readonly ContractFeature[],
): Partial<Record<ContractName, PlacedRecipe>> {
  const recipes: Partial<Record<ContractName, PlacedRecipe>> = {};
  const byOrder = new Map<number, string>();
  for (const feature of features) {
    for (const [name, recipe] of Object.entries(feature.contracts) as [ContractName, ContractRecipe][]) {
      const claimed = recipes[name];
      if (claimed) {
        throw new Error(
          `Contract features ${claimed.feature} and ${feature.name} claim one contract: ${name}`,
        );
      }
      const before = byOrder.get(recipe.order);
      if (before) {
        throw new Error(`Contracts ${before} and ${name} claim one deployment order: ${recipe.order}`);
      }
      byOrder.set(recipe.order, name);
      recipes[name] = { ...recipe, feature: feature.name };
    }
  }
  return recipes;
}

/** The contracts `recipes` place on network `key`, in deployment order (a contract may use the addresses of those before it). */
export function placementFrom(
  recipes: Partial<Record<ContractName, PlacedRecipe>>,
  key: NetworkKey,
): ContractName[] {
  return (Object.entries(recipes) as [ContractName, PlacedRecipe][])
    .filter(([, recipe]) => recipe.networks.includes(key))
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([name]) => name);
}

/** Every feature's contracts (`features/index.ts`, generated from the feature files). */
const RECIPES = contractRecipes(CONTRACT_FEATURES);

type DeclaredFeature = (typeof CONTRACT_FEATURES)[number];
type PlacedIn<F, K extends NetworkKey> = F extends { contracts: infer C }
  ? {
      [N in keyof C]-?: C[N] extends { networks: readonly (infer X)[] } ? (K extends X ? N : never) : never;
    }[keyof C]
  : never;

/** The contracts the features place on network K. */
export type PlacedContract<K extends NetworkKey> = PlacedIn<DeclaredFeature, K> & ContractName;

/**
 * Which contracts live on which chain, in deployment order: built from the features' declarations
 * (each contract's `networks` and `order`), not a list kept by hand.
 */
export const CONTRACT_PLACEMENT = Object.fromEntries(
  NETWORK_KEYS.map((key) => [key, placementFrom(RECIPES, key)]),
) as unknown as { [K in NetworkKey]: readonly PlacedContract<K>[] };

/**
 * The devnet's limits: far above anything the demo world or a test pays in a day, so only a test
 * that lowers them (through the timelock) ever meets one. Production sets its own (docs/deployment.md).
 */
export const DEVNET_MONEY_LIMITS: MoneyLimits = {
  payout: { maxPerPayout: 100_000n * 10n ** 18n, dailyLimit: 1_000_000n * 10n ** 18n },
  bridgeDaily: {
    DRAGO: 10_000n,
    DST: 10_000_000n * 10n ** 18n,
    LOKA: 10_000_000n * 10n ** 18n,
    RESOURCE: 100_000n,
  },
};

/**
 * The randomness oracle each oracle kind of a plan deploys (randomnessPlan.ts), in the place
 * CONTRACT_PLACEMENT gives `DevRandomnessOracle`. `vrf` is the Chainlink VRF v2.5 adapter: its
 * recipe (features/randomness.ts) takes the plan's `oracle.vrf.<network>` settings as `context.vrf`.
 */
export const ORACLE_CONTRACTS = {
  dev: 'DevRandomnessOracle',
  vrf: 'ChainlinkVrfOracle',
} as const satisfies Record<OracleKind, ContractName>;

const ORACLE_NAMES: readonly ContractName[] = Object.values(ORACLE_CONTRACTS);

/** `names` with the oracle of `kind` in the oracle's slot (before Drago and Egg). */
export function placeRandomnessOracle(names: readonly ContractName[], kind: OracleKind): ContractName[] {
  return names.map((name) => (ORACLE_NAMES.includes(name) ? ORACLE_CONTRACTS[kind] : name));
}

/** The contracts of network `key` with the plan's oracle in the oracle's place. */
export function placementOf(key: NetworkKey, kind: OracleKind = 'dev'): ContractName[] {
  return placeRandomnessOracle(CONTRACT_PLACEMENT[key], kind);
}

/** The salt of the devnet plan (plans/devnet.json) and of chain tests' deployments. */
export const DEVNET_SALT: Hex = '0x6b696e67646f6d732d706f7274616c2f6465766e65742f310000000000000000';

/** The creation of `name` with `args` through the deterministic deployment proxy under the context's salt. */
export function createStep(name: ContractName, args: readonly unknown[], salt: Hex): DeployStep {
  const initCode = encodeDeployData({
    abi: contractAbis[name] as Abi,
    bytecode: contractBytecode[name] as Hex,
    args,
  });
  const address = create2Address(salt, initCode);
  return {
    label: name,
    to: DETERMINISTIC_DEPLOYER,
    data: create2Calldata(salt, initCode),
    create: { contract: name, address, constructorArgs: args, initCode },
  };
}

/**
 * Every transaction that deploys and wires `names` on one chain, in order, with every address
 * known beforehand (CREATE2). Nothing is read from the chain: the same context gives the same steps.
 */
export function planContractSteps(
  names: readonly ContractName[],
  context: Omit<DeployContext, 'deployed'>,
): { steps: DeployStep[]; contracts: Partial<Record<ContractName, Address>> } {
  const full: DeployContext = { ...context, deployed: {} };
  const steps: DeployStep[] = [];
  for (const name of names) {
    const recipe: Partial<ContractRecipe> = RECIPES[name] ?? {};
    const step = createStep(name, recipe.constructorArgs?.(full) ?? [full.deployer], full.salt);
    const address = step.create?.address as Address;
    full.deployed[name] = address;
    steps.push(step, ...(recipe.afterDeploy?.(address, full) ?? []));
  }
  return { steps, contracts: full.deployed };
}

/** What the journal keeps of one step (deployJournal.ts writes it to disk). */
export interface JournalEntry {
  label: string;
  to: Address;
  /** keccak256 of the step's calldata: a rerun with another plan or build is refused, not mixed in. */
  dataHash: Hex;
  /** `sent`: signed and written here before it was sent; `done`: mined; `found`: the contract was already there. */
  status: 'sent' | 'done' | 'found';
  nonce?: number;
  hash?: Hash;
  /** The signed transaction, so a resume re-sends exactly it (same nonce, same hash). */
  raw?: Hex;
  blockNumber?: number;
}

/** Where a run keeps its steps' progress: memory for the devnet, a file for real networks. */
export interface StepJournal {
  get(index: number): JournalEntry | undefined;
  /** Must be durable when it returns (the file journal writes synchronously). */
  set(index: number, entry: JournalEntry): void;
}

export function memoryJournal(): StepJournal {
  const entries: JournalEntry[] = [];
  return {
    get: (index) => entries[index],
    set: (index, entry) => {
      entries[index] = entry;
    },
  };
}

/** Points a test or an operator can stop a run at (`kill` stand-ins): after a signed step is journaled, after it is sent. */
export interface ExecutionHooks {
  onSigned?(step: DeployStep): void | Promise<void>;
  onSent?(step: DeployStep): void | Promise<void>;
  log?(line: string): void;
}

/** "Already known" and its kin: the node has the transaction already (a resume re-sending it). */
const ALREADY_SENT = /already known|already imported|known transaction|transaction already exists/i;

/**
 * Sends `steps` in order from the client's account, journaled: each transaction is signed, its hash
 * and raw form written to the journal, then sent and waited for. Run again with the same journal it
 * goes on where it stopped: a journaled transaction is awaited (re-sent if the node lost it), a done
 * step is skipped, a creation whose contract is already at its address is not sent again. Returns
 * the first block a contract was created in (where indexers start), if this journal saw one.
 */
export async function executeSteps(
  client: AccountClient,
  steps: readonly DeployStep[],
  journal: StepJournal,
  hooks: ExecutionHooks = {},
): Promise<{ firstCreateBlock?: number }> {
  const account = client.account.address;
  let firstCreateBlock: number | undefined;
  for (const [index, step] of steps.entries()) {
    const dataHash = keccak256(step.data);
    let entry = journal.get(index);
    if (entry && (entry.to.toLowerCase() !== step.to.toLowerCase() || entry.dataHash !== dataHash)) {
      throw new Error(
        `Step ${index + 1} (${step.label}) is not the journal's (${entry.label}): the plan or the build changed since it was written. Finish with the old plan, or start over with another salt.`,
      );
    }
    if (!entry && step.create) {
      const code = await client.getCode({ address: step.create.address });
      if (code && code !== '0x') {
        entry = { label: step.label, to: step.to, dataHash, status: 'found' };
        journal.set(index, entry);
        hooks.log?.(`${step.label}: already at ${step.create.address}`);
      }
    }
    if (entry?.status === 'found') continue;
    if (entry?.status === 'done') {
      if (step.create && entry.blockNumber !== undefined) firstCreateBlock ??= entry.blockNumber;
      continue;
    }
    if (entry?.hash && entry.raw && entry.nonce !== undefined) {
      await resendIfLost(
        client,
        entry as Required<Pick<JournalEntry, 'hash' | 'raw' | 'nonce'>> & JournalEntry,
      );
    } else {
      const nonce = await client.getTransactionCount({ address: account, blockTag: 'pending' });
      const request = await client.prepareTransactionRequest({
        to: step.to,
        data: step.data,
        value: step.value ?? 0n,
        nonce,
      });
      const raw = await client.account.signTransaction(
        request as Parameters<LocalAccount['signTransaction']>[0],
      );
      entry = { label: step.label, to: step.to, dataHash, status: 'sent', nonce, hash: keccak256(raw), raw };
      journal.set(index, entry);
      await hooks.onSigned?.(step);
      await client.sendRawTransaction({ serializedTransaction: raw });
      await hooks.onSent?.(step);
    }
    const hash = entry.hash as Hash;
    const receipt = await awaitReceipt(client, entry as SentEntry);
    if (receipt.status !== 'success') {
      throw new Error(`Step ${index + 1} (${step.label}) reverted on chain ${client.chain.id}: ${hash}`);
    }
    journal.set(index, { ...entry, status: 'done', blockNumber: Number(receipt.blockNumber) });
    if (step.create) firstCreateBlock ??= Number(receipt.blockNumber);
    hooks.log?.(`${step.label}: ${step.create ? `${step.create.address} ` : ''}${hash}`);
  }
  return { firstCreateBlock };
}

type SentEntry = JournalEntry & { hash: Hash; raw: Hex; nonce: number };

/** How many receipt polls before a node that may have dropped the transaction is given it again. */
const POLLS_BEFORE_RESEND = 50;

/**
 * Polls the receipt of a journaled transaction at the client's polling interval (a plain loop: a
 * wait driven by new blocks can miss a block mined between its first look and its watch). Every
 * POLLS_BEFORE_RESEND polls the transaction is given to the node again if it lost it. It waits as
 * long as it takes: a transaction priced too low is the operator's to see (the log) and replace.
 */
async function awaitReceipt(client: AccountClient, entry: SentEntry): Promise<TransactionReceipt> {
  for (let poll = 1; ; poll += 1) {
    const receipt = await client.getTransactionReceipt({ hash: entry.hash }).catch(() => undefined);
    if (receipt) return receipt;
    if (poll % POLLS_BEFORE_RESEND === 0) await resendIfLost(client, entry);
    await new Promise((resolve) => setTimeout(resolve, client.pollingInterval));
  }
}

/** A journaled transaction not known to be mined: re-sent when the node lost it; an error when its nonce went to another. */
async function resendIfLost(client: AccountClient, entry: SentEntry) {
  const mined = () => client.getTransactionReceipt({ hash: entry.hash }).then(Boolean, () => false);
  if (await mined()) return;
  const used = await client.getTransactionCount({ address: client.account.address, blockTag: 'latest' });
  if (used > entry.nonce) {
    if (await mined()) return;
    throw new Error(
      `The deployer's nonce ${entry.nonce} went to another transaction than the journal's ${entry.hash} (${entry.label}): look at the deployer's transactions before going on`,
    );
  }
  try {
    await client.sendRawTransaction({ serializedTransaction: entry.raw });
  } catch (error) {
    if (!ALREADY_SENT.test((error as Error).message)) throw error;
  }
}

/**
 * What deploying on one chain produced: the address of each contract, typed so that the names `N`
 * deployed are known to be there (any other name may be missing).
 */
export interface ChainContracts<N extends ContractName = never> {
  contracts: Record<N, Address> & Partial<Record<ContractName, Address>>;
  /** The block of the first deployment: where indexers start reading events. */
  startBlock: number;
}

export interface DeployOptions<K extends NetworkKey> {
  chains: Record<K, ChainEndpoint>;
  deployerKey: Hex;
  /** The limits the money paths start with (DEVNET_MONEY_LIMITS by default). */
  limits?: MoneyLimits;
}

/**
 * Deploys the contracts of every given chain (chains in parallel, contracts in order) the way the
 * devnet plan does (deployRun.ts), for chain tests: a raw devnet key, the devnet salt, no journal file.
 */
export async function deployContracts<K extends NetworkKey>(
  options: DeployOptions<K>,
): Promise<{ [P in K]: ChainContracts<PlacedContract<P>> }> {
  const keys = Object.keys(options.chains) as K[];
  const results = await Promise.all(
    keys.map((key) =>
      deployChain(CONTRACT_PLACEMENT[key], options.chains[key], options.deployerKey, options.limits),
    ),
  );
  return Object.fromEntries(keys.map((key, i) => [key, results[i]])) as {
    [P in K]: ChainContracts<PlacedContract<P>>;
  };
}

/** The network a devnet or production chain id is (test chains of other ids are none). */
export function knownNetworkOf(chainId: number): DeployContext['network'] {
  const network = bridgeNetworkOf(chainId);
  if (!network) return undefined;
  return { key: network.key, chainIdOf: (target) => chainIdOf(target, network.env) };
}

/**
 * Deploys `names` on one chain (see deployContracts); a dev chain gets the deployment proxy if it
 * lacks it. `randomness` says which oracle `names` holds (placeRandomnessOracle) and its settings.
 */
export async function deployChain<N extends ContractName>(
  names: readonly N[],
  endpoint: ChainEndpoint,
  deployerKey: Hex,
  limits: MoneyLimits = DEVNET_MONEY_LIMITS,
  randomness: RandomnessPlan = DEV_RANDOMNESS,
): Promise<ChainContracts<N>> {
  const client = accountClient(endpoint, rawKeyAccount(deployerKey));
  await ensureDeterministicDeployer(client, anvilInstaller(endpoint.rpcUrl));
  const { steps, contracts } = planContractSteps(names, {
    chainId: endpoint.chainId,
    network: knownNetworkOf(endpoint.chainId),
    deployer: client.account.address,
    limits,
    salt: DEVNET_SALT,
    oracle: ORACLE_CONTRACTS[randomness.kind],
    vrf: randomness.kind === 'vrf' ? randomness.vrf : undefined,
  });
  const { firstCreateBlock } = await executeSteps(client, steps, memoryJournal());
  // Every name in `names` was planned above, so the partial map is complete.
  return {
    contracts: contracts as ChainContracts<N>['contracts'],
    startBlock: firstCreateBlock ?? 0,
  };
}
