import { FIRST_EGG_ID_BY_NETWORK } from '@kingdoms/shared/api/dragos';
import type { OracleKind, VrfPlan } from '@kingdoms/shared/deployPlan';
import { breedFeeTablesBaseUnits } from '@kingdoms/shared/drago/breed';
import { chainIdOf, type NetworkKey } from '@kingdoms/shared/networks';
import {
  type Abi,
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  keccak256,
  type LocalAccount,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { BRIDGE_KIND, BRIDGE_ROUTES, type BridgeKind, bridgeNetworkOf } from './bridge';
import { type AccountClient, accountClient, type ChainEndpoint } from './clients';
import {
  anvilInstaller,
  create2Address,
  create2Calldata,
  DETERMINISTIC_DEPLOYER,
  ensureDeterministicDeployer,
} from './create2';
import { bridgeGatewayAbi, chainlinkVrfOracleAbi, rewardPayoutAbi } from './generated/abis';
import { contractBytecode } from './generated/bytecode';
import { type ContractName, contractAbis } from './generated/registry';
import { rawKeyAccount } from './keyAccounts';
import { DEV_RANDOMNESS, type RandomnessPlan, vrfOracleConstructorArgs } from './randomnessPlan';
import { accessControlAbi, type RoleName, roleId } from './roles';

export type { ContractName } from './generated/registry';

/**
 * Which contracts live on which chain, in deployment order (a contract may use the addresses of
 * those before it). To add a contract: compile it, list it here, and give it a recipe below if
 * its constructor takes more than the admin address or it needs roles wired after deployment.
 */
export const CONTRACT_PLACEMENT = {
  // Every network's eggs (ids above 20000) hatch there, into its Drago through its oracle (spec 2
  // §4, §7), so Drago comes before Egg everywhere. Genesis eggs (Ethereum) still hatch only on
  // Arena-Z: Egg.hatching refuses genesis ids, and the gate locks them in Ethereum's Egg.
  ethereum: [
    'A2Z',
    'LOKA',
    'DST',
    'Staking',
    'Vesting',
    'DevRandomnessOracle',
    'Drago',
    'Egg',
    'GenesisEggGate',
    'BridgeGateway',
  ],
  polygon: [
    'A2Z',
    'WLOKA',
    'DST',
    'Sticker',
    'GoodsTicket',
    'StickerMerge',
    'RewardPayout',
    'DevRandomnessOracle',
    'Drago',
    'Egg',
    'MysteryBox',
    'Resource',
    'BridgeGateway',
  ],
  arenaz: [
    'A2Z',
    'DST',
    'DevRandomnessOracle',
    'Drago',
    'Egg',
    'DstPayout',
    'DragoBreeding',
    'Resource',
    'BridgeGateway',
  ],
} as const satisfies Record<NetworkKey, readonly ContractName[]>;

/**
 * The money limits a deployment starts with (contracts start at zero, which refuses everything).
 * Afterwards they change only through the timelock (`governance.ts`). Token amounts in base units.
 */
export interface MoneyLimits {
  /** RewardPayout (A2Z) and DstPayout (DST): the largest single payout and the rolling daily limit. */
  payout: { maxPerPayout: bigint; dailyLimit: bigint };
  /** BridgeGateway: what may arrive per asset and rolling day (dragos and resources in items). */
  bridgeDaily: Record<BridgeKind, bigint>;
}

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
 * recipe below takes the plan's `oracle.vrf.<network>` settings as `context.vrf`.
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

/** What the recipes know of the chain being planned. */
export interface DeployContext {
  chainId: number;
  /** The network this chain is (its egg ids, its bridge routes); undefined for a test chain of no known network. */
  network?: { key: NetworkKey; chainIdOf(target: NetworkKey): number };
  deployer: Address;
  limits: MoneyLimits;
  salt: Hex;
  /** The chain's randomness oracle contract (ORACLE_CONTRACTS of the plan's oracle kind). */
  oracle: ContractName;
  /** The chain's Chainlink VRF settings, for a `vrf` plan. */
  vrf?: VrfPlan;
  /** Addresses planned so far on this chain (CREATE2: known before anything is sent). */
  deployed: Partial<Record<ContractName, Address>>;
}

/** A read that shows a step took effect, for the check after a deploy (`eth_call`). */
export interface StepCheck {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  expected: unknown;
}

/** One transaction of a deployment, from the deployer. */
export interface DeployStep {
  /** What it does: `A2Z` (a creation) or `Drago: grantRole(MINTER_ROLE, Egg)`. */
  label: string;
  to: Address;
  data: Hex;
  value?: bigint;
  /** Set for a contract creation through the deterministic deployment proxy. */
  create?: { contract: ContractName; address: Address; constructorArgs: readonly unknown[]; initCode: Hex };
  check?: StepCheck;
}

interface Recipe {
  constructorArgs?(context: DeployContext): readonly unknown[];
  afterDeploy?(address: Address, context: DeployContext): DeployStep[];
}

function requireDeployed(context: DeployContext, name: ContractName): Address {
  const address = context.deployed[name];
  if (!address) throw new Error(`${name} must be deployed before the contracts that use it`);
  return address;
}

const ROLE_ABI = accessControlAbi as Abi;

/** `grantRole(role, account)` on `contract`, checked afterwards with `hasRole`. */
function grantStep(
  context: DeployContext,
  contract: ContractName,
  role: RoleName,
  account: Address,
  accountName: string,
): DeployStep {
  const address = requireDeployed(context, contract);
  const args = [roleId(role), account] as const;
  return {
    label: `${contract}: grantRole(${role}, ${accountName})`,
    to: address,
    data: encodeFunctionData({ abi: accessControlAbi, functionName: 'grantRole', args }),
    check: { address, abi: ROLE_ABI, functionName: 'hasRole', args, expected: true },
  };
}

/** Contracts not listed take `constructor(address admin)` and need nothing afterwards. */
const RECIPES: Partial<Record<ContractName, Recipe>> = {
  // Pledges hold the chain's A2Z; the contract has no admin.
  Staking: {
    constructorArgs: (context) => [requireDeployed(context, 'A2Z')],
  },
  // Pays pledging rewards in the chain's A2Z. The deployer administers it; who else may pay (and
  // the A2Z it pays from) is up to the operator: the wiring (wiring.ts) grants PAYER_ROLE and funds it.
  RewardPayout: {
    constructorArgs: (context) => [requireDeployed(context, 'A2Z'), context.deployer],
    afterDeploy: (address, context) => setPayoutLimits('RewardPayout', address, context),
  },
  // Pays drago rental profit in the chain's DST (apps/api/src/modules/payouts), set up as RewardPayout.
  DstPayout: {
    constructorArgs: (context) => [requireDeployed(context, 'DST'), context.deployer],
    afterDeploy: (address, context) => setPayoutLimits('DstPayout', address, context),
  },
  // Pays vested A2Z of the chain against the API's vouchers. The deployer owns it and signs until
  // the operator rotates the signer to the API's key and funds it (the wiring, wiring.ts, does both).
  Vesting: {
    constructorArgs: (context) => [requireDeployed(context, 'A2Z'), context.deployer, context.deployer],
  },
  // The devnet oracle: the deployer administers it and operates it until the seed grants the
  // operator role to the API's oracle worker (DEVNET_ORACLE_OPERATOR).
  DevRandomnessOracle: {
    constructorArgs: (context) => [context.deployer, context.deployer],
  },
  // Production randomness (a `vrf` plan, randomnessPlan.ts): Chainlink VRF v2.5 on the plan's
  // coordinator and subscription. The deployer administers it until the handover. Chainlink's base
  // made the creator (under CREATE2 the factory) the owner; the constructor offers ownership to the
  // adapter itself and the step right after completes it, so no account owns it.
  ChainlinkVrfOracle: {
    constructorArgs: (context) => {
      if (!context.vrf) throw new Error('ChainlinkVrfOracle is placed but the plan gives no vrf settings');
      return vrfOracleConstructorArgs(context.vrf, context.deployer);
    },
    afterDeploy: (adapter) => [
      {
        label: 'ChainlinkVrfOracle: claimOwnership()',
        to: adapter,
        data: encodeFunctionData({ abi: chainlinkVrfOracleAbi, functionName: 'claimOwnership' }),
        check: {
          address: adapter,
          abi: chainlinkVrfOracleAbi as Abi,
          functionName: 'owner',
          args: [],
          expected: getAddress(adapter),
        },
      },
    ],
  },
  // Dragos ask the chain's oracle for rehatch randomness, so Drago is one of its consumers.
  Drago: {
    constructorArgs: (context) => [context.deployer, requireDeployed(context, context.oracle)],
    afterDeploy: (drago, context) => [grantStep(context, context.oracle, 'CONSUMER_ROLE', drago, 'Drago')],
  },
  // Eggs hatch into the chain's Drago through its oracle (where no Drago was deployed before the
  // Egg, eggs do not hatch), laying ids from the network's own range (FIRST_EGG_ID_BY_NETWORK; a
  // test chain of no known network starts at 20001). The deployer signs genesis deliveries until
  // the seed rotates the relayer signer to the API's key.
  Egg: {
    constructorArgs: (context) => [
      context.deployer,
      context.deployed.Drago ?? zeroAddress,
      context.deployed[context.oracle] ?? zeroAddress,
      context.deployer,
      BigInt(FIRST_EGG_ID_BY_NETWORK[context.network?.key ?? 'arenaz']),
    ],
    afterDeploy(egg, context) {
      if (!context.deployed.Drago) return [];
      return [
        grantStep(context, 'Drago', 'MINTER_ROLE', egg, 'Egg'),
        grantStep(context, context.oracle, 'CONSUMER_ROLE', egg, 'Egg'),
      ];
    },
  },
  // Breeds the chain's dragos into its eggs for A2Z and DST. The fee tables come from the shared
  // rules (one source for the page and the contract); fees go to the deployer as treasury until the
  // handover makes the Safe the treasury. It counts breedings (Drago.BREEDER_ROLE) and lays the eggs (Egg.MINTER_ROLE).
  DragoBreeding: {
    constructorArgs: (context) => {
      const fees = breedFeeTablesBaseUnits();
      return [
        context.deployer,
        requireDeployed(context, 'Drago'),
        requireDeployed(context, 'Egg'),
        requireDeployed(context, 'A2Z'),
        requireDeployed(context, 'DST'),
        context.deployer,
        fees.a2z,
        fees.dst,
      ];
    },
    afterDeploy: (breeding, context) => [
      grantStep(context, 'Drago', 'BREEDER_ROLE', breeding, 'DragoBreeding'),
      grantStep(context, 'Egg', 'MINTER_ROLE', breeding, 'DragoBreeding'),
    ],
  },
  // Locks genesis eggs of Ethereum's Egg for the relayer to deliver on Arena-Z.
  GenesisEggGate: {
    constructorArgs: (context) => [requireDeployed(context, 'Egg')],
  },
  // The chain's bridge (src/bridge.ts): it holds the assets this chain bridges (a zero slot is an
  // asset it does not), mints and burns them, and may send each only along BRIDGE_ROUTES. The
  // deployer signs deliveries until the seed rotates the relayer signer to the API's key.
  BridgeGateway: {
    constructorArgs: (context) => [
      context.deployer,
      context.deployer,
      context.deployed.Drago ?? zeroAddress,
      context.deployed.DST ?? zeroAddress,
      context.deployed.LOKA ?? zeroAddress,
      context.deployed.WLOKA ?? zeroAddress,
      context.deployed.Resource ?? zeroAddress,
    ],
    afterDeploy(gateway, context) {
      const steps: DeployStep[] = [];
      const abi = bridgeGatewayAbi as Abi;
      for (const [kind, limit] of Object.entries(context.limits.bridgeDaily) as [BridgeKind, bigint][]) {
        steps.push({
          label: `BridgeGateway: setDailyLimit(${kind}, ${limit})`,
          to: gateway,
          data: encodeFunctionData({
            abi: bridgeGatewayAbi,
            functionName: 'setDailyLimit',
            args: [BRIDGE_KIND[kind], limit],
          }),
          check: {
            address: gateway,
            abi,
            functionName: 'dailyLimit',
            args: [BRIDGE_KIND[kind]],
            expected: limit,
          },
        });
      }
      const { Drago, DST, WLOKA, Resource } = context.deployed;
      // Dragos arriving are minted (locked ones are unlocked, which needs no role).
      if (Drago) steps.push(grantStep(context, 'Drago', 'MINTER_ROLE', gateway, 'BridgeGateway'));
      // DST, wLOKA and resources are burned on send and minted on receive.
      for (const [name, token] of [
        ['DST', DST],
        ['WLOKA', WLOKA],
        ['Resource', Resource],
      ] as const) {
        if (!token) continue;
        steps.push(grantStep(context, name, 'MINTER_ROLE', gateway, 'BridgeGateway'));
        steps.push(grantStep(context, name, 'BURNER_ROLE', gateway, 'BridgeGateway'));
      }
      const network = context.network;
      if (!network) return steps; // a test chain of no known network: routes are the test's to set
      for (const [kind, targets] of Object.entries(BRIDGE_ROUTES[network.key]) as [
        BridgeKind,
        NetworkKey[],
      ][]) {
        for (const target of targets) {
          const args = [BRIDGE_KIND[kind], BigInt(network.chainIdOf(target))] as const;
          steps.push({
            label: `BridgeGateway: setRoute(${kind}, ${target})`,
            to: gateway,
            data: encodeFunctionData({
              abi: bridgeGatewayAbi,
              functionName: 'setRoute',
              args: [...args, true],
            }),
            check: { address: gateway, abi, functionName: 'routeEnabled', args, expected: true },
          });
        }
      }
      return steps;
    },
  },
  StickerMerge: {
    constructorArgs: (context) => [
      requireDeployed(context, 'Sticker'),
      requireDeployed(context, 'GoodsTicket'),
    ],
    // The merge burns stickers and is the only contract that may mint goods tickets.
    afterDeploy: (merge, context) => [
      grantStep(context, 'Sticker', 'BURNER_ROLE', merge, 'StickerMerge'),
      grantStep(context, 'GoodsTicket', 'MINTER_ROLE', merge, 'StickerMerge'),
    ],
  },
};

/** Sets a payout pool's limits (RewardPayout and DstPayout share the ABI). */
function setPayoutLimits(name: ContractName, payout: Address, context: DeployContext): DeployStep[] {
  const { maxPerPayout, dailyLimit } = context.limits.payout;
  const abi = rewardPayoutAbi as Abi;
  return [
    {
      label: `${name}: setLimits(${maxPerPayout}, ${dailyLimit})`,
      to: payout,
      data: encodeFunctionData({
        abi: rewardPayoutAbi,
        functionName: 'setLimits',
        args: [maxPerPayout, dailyLimit],
      }),
      check: { address: payout, abi, functionName: 'maxPerPayout', args: [], expected: maxPerPayout },
    },
  ];
}

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
    const recipe: Recipe = RECIPES[name] ?? {};
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

/** The contracts CONTRACT_PLACEMENT puts on network K. */
export type PlacedContract<K extends NetworkKey> = (typeof CONTRACT_PLACEMENT)[K][number];

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
