import { FIRST_EGG_ID_BY_NETWORK } from '@kingdoms/shared/api/dragos';
import { breedFeeTablesBaseUnits } from '@kingdoms/shared/drago/breed';
import { chainIdOf, type NetworkKey } from '@kingdoms/shared/networks';
import { type Abi, type Address, type Hex, zeroAddress } from 'viem';
import { BRIDGE_KIND, BRIDGE_ROUTES, type BridgeKind, bridgeNetworkOf } from './bridge';
import { type ChainEndpoint, confirm, deployBytecode, type LocalClient, localClient } from './clients';
import { bridgeGatewayAbi, rewardPayoutAbi } from './generated/abis';
import { contractBytecode } from './generated/bytecode';
import { type ContractName, contractAbis } from './generated/registry';
import {
  claimOwnershipCall,
  DEV_RANDOMNESS,
  deployedRandomnessOracle,
  type RandomnessPlan,
  vrfOracleConstructorArgs,
} from './randomnessPlan';
import { grantRoleCall, type RoleName } from './roles';

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

interface DeployContext {
  client: LocalClient;
  deployer: Address;
  limits: MoneyLimits;
  /** Which randomness oracle the chain gets (randomnessPlan.ts). */
  randomness: RandomnessPlan;
  /** Addresses deployed so far on this chain. */
  deployed: Partial<Record<ContractName, Address>>;
}

interface Recipe {
  constructorArgs?(context: DeployContext): readonly unknown[];
  afterDeploy?(address: Address, context: DeployContext): Promise<void>;
}

function requireDeployed(context: DeployContext, name: ContractName): Address {
  const address = context.deployed[name];
  if (!address) throw new Error(`${name} must be deployed before the contracts that use it`);
  return address;
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
    afterDeploy: setPayoutLimits,
  },
  // Pays drago rental profit in the chain's DST (apps/api/src/modules/payouts), set up as RewardPayout.
  DstPayout: {
    constructorArgs: (context) => [requireDeployed(context, 'DST'), context.deployer],
    afterDeploy: setPayoutLimits,
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
  // coordinator and subscription. The deployer administers it until the handover; right after
  // deployment the adapter becomes its own owner (Chainlink's base made the deployer the owner).
  ChainlinkVrfOracle: {
    constructorArgs: (context) => vrfOracleConstructorArgs(context.randomness, context.deployer),
    async afterDeploy(adapter, context) {
      await confirm(context.client, await context.client.writeContract(claimOwnershipCall(adapter)));
    },
  },
  // Dragos ask the chain's oracle for rehatch randomness, so Drago is one of its consumers.
  Drago: {
    constructorArgs: (context) => [context.deployer, requireOracle(context)],
    async afterDeploy(drago, context) {
      await grantOracleConsumer(context, drago);
    },
  },
  // Eggs hatch into the chain's Drago through its oracle (where no Drago was deployed before the
  // Egg, eggs do not hatch), laying ids from the network's own range (FIRST_EGG_ID_BY_NETWORK; a
  // test chain of no known network starts at 20001). The deployer signs genesis deliveries until
  // the seed rotates the relayer signer to the API's key.
  Egg: {
    constructorArgs: (context) => {
      const network = bridgeNetworkOf(context.client.chain.id);
      return [
        context.deployer,
        context.deployed.Drago ?? zeroAddress,
        deployedRandomnessOracle(context.deployed) ?? zeroAddress,
        context.deployer,
        BigInt(network ? FIRST_EGG_ID_BY_NETWORK[network.key] : FIRST_EGG_ID_BY_NETWORK.arenaz),
      ];
    },
    async afterDeploy(egg, context) {
      const drago = context.deployed.Drago;
      if (!drago) return;
      await grantRole(context, drago, 'MINTER_ROLE', egg);
      await grantOracleConsumer(context, egg);
    },
  },
  // Breeds the chain's dragos into its eggs for A2Z and DST. The fee tables come from the shared
  // rules (one source for the page and the contract); fees go to the deployer as treasury until the
  // admin sets another. It counts breedings (Drago.BREEDER_ROLE) and lays the eggs (Egg.MINTER_ROLE).
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
    async afterDeploy(breeding, context) {
      await grantRole(context, requireDeployed(context, 'Drago'), 'BREEDER_ROLE', breeding);
      await grantRole(context, requireDeployed(context, 'Egg'), 'MINTER_ROLE', breeding);
    },
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
    async afterDeploy(gateway, context) {
      for (const [kind, limit] of Object.entries(context.limits.bridgeDaily) as [BridgeKind, bigint][]) {
        await confirm(
          context.client,
          await context.client.writeContract({
            address: gateway,
            abi: bridgeGatewayAbi,
            functionName: 'setDailyLimit',
            args: [BRIDGE_KIND[kind], limit],
          }),
        );
      }
      const { Drago, DST, WLOKA, Resource } = context.deployed;
      // Dragos arriving are minted (locked ones are unlocked, which needs no role).
      if (Drago) await grantRole(context, Drago, 'MINTER_ROLE', gateway);
      // DST, wLOKA and resources are burned on send and minted on receive.
      for (const token of [DST, WLOKA, Resource]) {
        if (!token) continue;
        await grantRole(context, token, 'MINTER_ROLE', gateway);
        await grantRole(context, token, 'BURNER_ROLE', gateway);
      }
      const network = bridgeNetworkOf(context.client.chain.id);
      if (!network) return; // a test chain of no known network: routes are the test's to set
      for (const [kind, targets] of Object.entries(BRIDGE_ROUTES[network.key]) as [
        BridgeKind,
        NetworkKey[],
      ][]) {
        for (const target of targets) {
          await confirm(
            context.client,
            await context.client.writeContract({
              address: gateway,
              abi: bridgeGatewayAbi,
              functionName: 'setRoute',
              args: [BRIDGE_KIND[kind], BigInt(chainIdOf(target, network.env)), true],
            }),
          );
        }
      }
    },
  },
  StickerMerge: {
    constructorArgs: (context) => [
      requireDeployed(context, 'Sticker'),
      requireDeployed(context, 'GoodsTicket'),
    ],
    // The merge burns stickers and is the only contract that may mint goods tickets.
    async afterDeploy(merge, context) {
      await grantRole(context, requireDeployed(context, 'Sticker'), 'BURNER_ROLE', merge);
      await grantRole(context, requireDeployed(context, 'GoodsTicket'), 'MINTER_ROLE', merge);
    },
  },
};

/** Sets a payout pool's limits (RewardPayout and DstPayout share the ABI). */
async function setPayoutLimits(payout: Address, context: DeployContext): Promise<void> {
  const { maxPerPayout, dailyLimit } = context.limits.payout;
  await confirm(
    context.client,
    await context.client.writeContract({
      address: payout,
      abi: rewardPayoutAbi,
      functionName: 'setLimits',
      args: [maxPerPayout, dailyLimit],
    }),
  );
}

/** Grants `role` on `contract` to `account`, from the deployer (the contracts' first admin). */
async function grantRole(context: DeployContext, contract: Address, role: RoleName, account: Address) {
  await confirm(context.client, await context.client.writeContract(grantRoleCall(contract, role, account)));
}

/** Lets `consumer` request randomness from the chain's oracle. */
async function grantOracleConsumer(context: DeployContext, consumer: Address): Promise<void> {
  await grantRole(context, requireOracle(context), 'CONSUMER_ROLE', consumer);
}

/** The chain's randomness oracle, whichever kind (DevRandomnessOracle or ChainlinkVrfOracle). */
function requireOracle(context: DeployContext): Address {
  const oracle = deployedRandomnessOracle(context.deployed);
  if (!oracle) throw new Error('The randomness oracle must be deployed before the contracts that use it');
  return oracle;
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

/** Deploys the contracts of every given chain (chains in parallel, contracts in order). */
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

export async function deployChain<N extends ContractName>(
  names: readonly N[],
  endpoint: ChainEndpoint,
  deployerKey: Hex,
  limits: MoneyLimits = DEVNET_MONEY_LIMITS,
  randomness: RandomnessPlan = DEV_RANDOMNESS,
): Promise<ChainContracts<N>> {
  const client = localClient(endpoint, deployerKey);
  const context: DeployContext = {
    client,
    deployer: client.account.address,
    limits,
    randomness,
    deployed: {},
  };
  let startBlock: bigint | undefined;
  for (const name of names) {
    const recipe: Recipe = RECIPES[name] ?? {};
    const args = recipe.constructorArgs?.(context) ?? [context.deployer];
    const { address, blockNumber } = await deployBytecode(
      client,
      contractAbis[name] as Abi,
      contractBytecode[name] as Hex,
      args,
    );
    startBlock ??= blockNumber;
    context.deployed[name] = address;
    await recipe.afterDeploy?.(address, context);
  }
  // Every name in `names` was deployed above (or this threw), so the partial map is complete.
  return {
    contracts: context.deployed as ChainContracts<N>['contracts'],
    startBlock: Number(startBlock ?? 0n),
  };
}
