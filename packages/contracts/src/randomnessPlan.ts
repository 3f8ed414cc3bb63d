import { type Address, type Hex, isAddress, zeroHash } from 'viem';
import { chainlinkVrfOracleAbi } from './generated/abis';
import type { ContractName } from './generated/registry';

/**
 * Which randomness oracle a chain of a deployment plan gets (issue 42, item 4):
 * - `dev`: `DevRandomnessOracle`, commit–reveal by the API's oracle worker (the devnet's). A
 *   production plan must say why (`reason`), or it is refused (`randomnessPlanProblems`).
 * - `vrf`: `ChainlinkVrfOracle`, Chainlink VRF v2.5 behind the same `IRandomnessOracle`, on the
 *   network's VRF coordinator with the studio's subscription. The API then runs no oracle worker
 *   (`RANDOMNESS_ORACLE=external`): Chainlink fulfils.
 */
export type RandomnessPlan =
  | { readonly kind: 'dev'; readonly reason?: string }
  | { readonly kind: 'vrf'; readonly vrf: VrfOracleSettings };

export type RandomnessOracleKind = RandomnessPlan['kind'];

/** What `ChainlinkVrfOracle` is deployed with (all of it changeable later by its admin). */
export interface VrfOracleSettings {
  /** The network's VRF v2.5 coordinator (Chainlink's "Supported networks" page). */
  readonly coordinator: Address;
  /** The gas lane's key hash (the same page): how much gas price a fulfilment may pay. */
  readonly keyHash: Hex;
  /** The subscription (vrf.chain.link) that pays, funded in LINK or the native coin. */
  readonly subscriptionId: bigint;
  /** Blocks Chainlink waits before answering, 3–200 (default 3). */
  readonly requestConfirmations?: number;
  /** Gas the consumer's callback gets, 100,000–2,000,000 (default 1,000,000, as the dev oracle). */
  readonly callbackGasLimit?: number;
  /** Pay in the native coin instead of LINK (default false: LINK). */
  readonly nativePayment?: boolean;
}

/** The devnet's oracle, and the default of every chain a plan says nothing about. */
export const DEV_RANDOMNESS: RandomnessPlan = { kind: 'dev' };

/** The contract each kind deploys. */
export const RANDOMNESS_ORACLE_CONTRACTS = {
  dev: 'DevRandomnessOracle',
  vrf: 'ChainlinkVrfOracle',
} as const satisfies Record<RandomnessOracleKind, ContractName>;

export type RandomnessOracleName = (typeof RANDOMNESS_ORACLE_CONTRACTS)[RandomnessOracleKind];

const ORACLE_NAMES: readonly ContractName[] = Object.values(RANDOMNESS_ORACLE_CONTRACTS);

export const VRF_DEFAULTS = { requestConfirmations: 3, callbackGasLimit: 1_000_000, nativePayment: false };

/**
 * A chain's contract list with its randomness oracle as the plan says: the placement names
 * `DevRandomnessOracle` (its slot, before Drago and Egg); a `vrf` plan puts `ChainlinkVrfOracle` there.
 */
export function placeRandomnessOracle(names: readonly ContractName[], plan: RandomnessPlan): ContractName[] {
  const oracle = RANDOMNESS_ORACLE_CONTRACTS[plan.kind];
  return names.map((name) => (ORACLE_NAMES.includes(name) ? oracle : name));
}

/** The oracle deployed so far on a chain (whichever kind), for its consumers' constructors and roles. */
export function deployedRandomnessOracle(
  deployed: Partial<Record<ContractName, Address>>,
): Address | undefined {
  for (const name of ORACLE_NAMES) {
    const address = deployed[name];
    if (address) return address;
  }
  return undefined;
}

/** `ChainlinkVrfOracle`'s constructor arguments: `(admin, coordinator, VrfConfig)`. */
export function vrfOracleConstructorArgs(plan: RandomnessPlan, admin: Address) {
  if (plan.kind !== 'vrf')
    throw new Error(
      `ChainlinkVrfOracle is placed but the chain's randomness plan is '${plan.kind}', not 'vrf'`,
    );
  const { vrf } = plan;
  return [
    admin,
    vrf.coordinator,
    {
      keyHash: vrf.keyHash,
      subscriptionId: vrf.subscriptionId,
      requestConfirmations: vrf.requestConfirmations ?? VRF_DEFAULTS.requestConfirmations,
      callbackGasLimit: vrf.callbackGasLimit ?? VRF_DEFAULTS.callbackGasLimit,
      nativePayment: vrf.nativePayment ?? VRF_DEFAULTS.nativePayment,
    },
  ] as const;
}

/** The call that completes the adapter's ownership of itself (the step right after its deployment). */
export function claimOwnershipCall(adapter: Address) {
  return { address: adapter, abi: chainlinkVrfOracleAbi, functionName: 'claimOwnership' } as const;
}

/**
 * What is wrong with a chain's randomness plan, as sentences (empty: deployable). A production plan
 * with the dev oracle is refused unless it names its reason: production hatching would otherwise
 * rest on the studio's own operator key. A `vrf` plan needs a coordinator, a key hash and a
 * subscription, and its bounds are the adapter's.
 */
export function randomnessPlanProblems(network: string, plan: RandomnessPlan, production: boolean): string[] {
  if (plan.kind === 'dev') {
    return production && !plan.reason?.trim()
      ? [
          `${network}: a production plan names DevRandomnessOracle (the studio's own key would decide every hatch): use oracle 'vrf', or give the reason for 'dev'`,
        ]
      : [];
  }
  const { vrf } = plan;
  const problems: string[] = [];
  if (!isAddress(vrf.coordinator) || /^0x0{40}$/i.test(vrf.coordinator))
    problems.push(`${network}: vrf.coordinator is not a coordinator address`);
  if (!/^0x[0-9a-fA-F]{64}$/.test(vrf.keyHash) || vrf.keyHash === zeroHash)
    problems.push(`${network}: vrf.keyHash is not a 32-byte key hash`);
  if (vrf.subscriptionId <= 0n) problems.push(`${network}: vrf.subscriptionId must be a subscription id`);
  const gas = vrf.callbackGasLimit ?? VRF_DEFAULTS.callbackGasLimit;
  if (!Number.isInteger(gas) || gas < 100_000 || gas > 2_000_000)
    problems.push(`${network}: vrf.callbackGasLimit must be 100000–2000000`);
  const confirmations = vrf.requestConfirmations ?? VRF_DEFAULTS.requestConfirmations;
  if (!Number.isInteger(confirmations) || confirmations < 3 || confirmations > 200)
    problems.push(`${network}: vrf.requestConfirmations must be 3–200`);
  return problems;
}
