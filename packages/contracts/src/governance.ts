import type { ChainDeployment } from '@kingdoms/shared/deployment';
import {
  type Abi,
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  isAddressEqual,
  keccak256,
  toHex,
  zeroHash,
} from 'viem';
import { DEVNET_GOVERNANCE } from './accounts';
import { confirm, deployBytecode, type LocalClient, localClient } from './clients';
import { dragoBreedingAbi, timelockAbi, vestingAbi } from './generated/abis';
import { contractBytecode } from './generated/bytecode';
import type { ContractName } from './generated/registry';
import { contractAbis } from './generated/registry';
import { accessControlAbi, ROLE_NAMES, type RoleName, roleId } from './roles';
import { TxPipeline } from './txPipeline';

/**
 * Production roles (issue 41): after deploy, wiring and seed, the deployer hands every admin,
 * minter and owner power to an OpenZeppelin TimelockController (`Timelock`) whose only proposer
 * and executor is the governance address (a Safe; the devnet's stand-in is DEVNET_GOVERNANCE), gives
 * the guardian its pause-only role, and renounces everything it held. From then on a role change,
 * a limit change or an unpause is a timelock operation (`scheduleCall` → delay → `executeCall`).
 */

/** Powers that move to the timelock; any other role the deployer held (payer, operator) just ends. */
const TIMELOCK_POWERS: readonly RoleName[] = ['DEFAULT_ADMIN_ROLE', 'MINTER_ROLE'];

export interface HandoverOptions {
  /** The deployer's client: it holds every power until this returns, and none afterwards. */
  deployer: LocalClient;
  /** One chain's deployed contracts (a Timelock among them is not redeployed). */
  contracts: Partial<Record<ContractName, Address>>;
  /** The timelock's proposer and executor: the Safe (DEVNET_GOVERNANCE on the devnet). */
  governance: Address;
  /** May pause the contracts that hold or pay value (GUARDIAN_ROLE, Vesting's guardian). */
  guardian: Address;
  /** The timelock's minimum delay in seconds (0 on the devnet). */
  minDelaySeconds: bigint;
}

function abiHas(name: ContractName, entry: string): boolean {
  return (contractAbis[name] as Abi).some((item) => 'name' in item && item.name === entry);
}

/** Contracts with AccessControl roles (hasRole), Ownable owners, and GUARDIAN_ROLE. */
export const isAccessControlled = (name: ContractName) => abiHas(name, 'hasRole');
export const isOwnable = (name: ContractName) => abiHas(name, 'transferOwnership');
export const hasGuardianRole = (name: ContractName) => abiHas(name, 'GUARDIAN_ROLE');

/** What reading roles needs of a client (a devnet client or the deploy command's). */
export type ContractReader = Pick<LocalClient, 'readContract'>;

/** The roles `account` holds on an AccessControl contract, read with `hasRole` for every known role. */
export async function rolesOf(
  client: ContractReader,
  contract: Address,
  account: Address,
): Promise<RoleName[]> {
  const held = await Promise.all(
    ROLE_NAMES.map((role) =>
      client.readContract({
        address: contract,
        abi: accessControlAbi,
        functionName: 'hasRole',
        args: [roleId(role), account],
      }),
    ),
  );
  return ROLE_NAMES.filter((_, i) => held[i]);
}

/** One transaction of the handover, from the deployer. */
export interface HandoverCall {
  to: Address;
  data: Hex;
  /** What it does, for logs and the deploy journal (`Drago: grantRole(MINTER_ROLE, Timelock)`). */
  label: string;
}

export interface HandoverCallsOptions {
  /** Reads the roles `deployer` holds now and the owners of the Ownable contracts. */
  reader: ContractReader;
  deployer: Address;
  contracts: Partial<Record<ContractName, Address>>;
  timelock: Address;
  governance: Address;
  guardian: Address;
}

/**
 * The handover's transactions in sending order (see the file comment), from the roles the deployer
 * holds now: every admin and minter power to the timelock, the guardian's pause role, the Safe as
 * breeding treasury, ownerships to the timelock, then every role renounced (admin last).
 */
export async function handoverCalls(options: HandoverCallsOptions): Promise<HandoverCall[]> {
  const { reader, deployer: self, timelock, governance, guardian } = options;
  const calls: HandoverCall[] = [];
  const renounce: { name: ContractName; contract: Address; roles: RoleName[] }[] = [];
  for (const [name, address] of Object.entries(options.contracts) as [ContractName, Address][]) {
    if (name === 'Timelock') continue;
    if (isAccessControlled(name)) {
      const held = await rolesOf(reader, address, self);
      for (const role of held.filter((r) => TIMELOCK_POWERS.includes(r))) {
        calls.push({
          to: address,
          data: grant(role, timelock),
          label: `${name}: grantRole(${role}, Timelock)`,
        });
      }
      if (hasGuardianRole(name)) {
        calls.push({
          to: address,
          data: grant('GUARDIAN_ROLE', guardian),
          label: `${name}: grantRole(GUARDIAN_ROLE, guardian)`,
        });
      }
      // The admin role last: the renounces before it need no admin, but nothing after it could run.
      const ordered = [
        ...held.filter((r) => r !== 'DEFAULT_ADMIN_ROLE'),
        ...held.filter((r) => r === 'DEFAULT_ADMIN_ROLE'),
      ];
      renounce.push({ name, contract: address, roles: ordered });
    }
    if (name === 'DragoBreeding') {
      // Breeding fees went to the deployer as treasury: from now on they go to the Safe.
      calls.push({
        to: address,
        data: encodeFunctionData({ abi: dragoBreedingAbi, functionName: 'setTreasury', args: [governance] }),
        label: `${name}: setTreasury(governance)`,
      });
    }
    if (name === 'Vesting') {
      calls.push({
        to: address,
        data: encodeFunctionData({ abi: vestingAbi, functionName: 'setGuardian', args: [guardian] }),
        label: `${name}: setGuardian(guardian)`,
      });
    }
    // Only what the deployer owns moves: ChainlinkVrfOracle owns itself (its powers are roles).
    if (isOwnable(name) && isAddressEqual(await ownerOf(reader, address), self)) {
      calls.push({
        to: address,
        data: encodeFunctionData({ abi: vestingAbi, functionName: 'transferOwnership', args: [timelock] }),
        label: `${name}: transferOwnership(Timelock)`,
      });
    }
  }
  for (const { name, contract, roles } of renounce) {
    for (const role of roles) {
      calls.push({
        to: contract,
        data: encodeFunctionData({
          abi: accessControlAbi,
          functionName: 'renounceRole',
          args: [roleId(role), self],
        }),
        label: `${name}: renounceRole(${role})`,
      });
    }
  }
  return calls;
}

/** The Timelock's constructor arguments: self-administered, the governance its only proposer and executor. */
export function timelockConstructorArgs(minDelaySeconds: bigint, governance: Address) {
  return [minDelaySeconds, [governance], [governance]] as const;
}

/**
 * Deploys the chain's Timelock and moves every power to it (see the file comment). Returns the
 * Timelock's address. Safe to run on any subset of the contracts (a chain test's few). The deploy
 * command (deploy.ts) runs the same `handoverCalls` through its journal.
 */
export async function handOverToTimelock(options: HandoverOptions): Promise<Address> {
  const { deployer, governance, guardian } = options;
  const timelock =
    options.contracts.Timelock ??
    (
      await deployBytecode(
        deployer,
        timelockAbi as Abi,
        contractBytecode.Timelock as Hex,
        timelockConstructorArgs(options.minDelaySeconds, governance),
      )
    ).address;
  const pipeline = new TxPipeline(deployer);
  const calls = await handoverCalls({
    reader: deployer,
    deployer: deployer.account.address,
    contracts: options.contracts,
    timelock,
    governance,
    guardian,
  });
  for (const { to, data } of calls) {
    await pipeline.send((nonce) => deployer.sendTransaction({ to, data, nonce }));
  }
  await pipeline.settle();
  return timelock;
}

/** An Ownable's owner (every Ownable here has OpenZeppelin's or Chainlink's `owner()`: Vesting's ABI serves). */
export function ownerOf(client: ContractReader, contract: Address): Promise<Address> {
  return client.readContract({ address: contract, abi: vestingAbi, functionName: 'owner' });
}

function grant(role: RoleName, account: Address): Hex {
  return encodeFunctionData({
    abi: accessControlAbi,
    functionName: 'grantRole',
    args: [roleId(role), account],
  });
}

/** One call the timelock makes: the target, its calldata and the ETH it sends. */
export interface TimelockCall {
  to: Address;
  data: Hex;
  value?: bigint;
}

let saltCounter = 0;

/** A salt unique to this process and call, so the same call can be scheduled again later. */
function freshSalt(): Hex {
  saltCounter += 1;
  return keccak256(toHex(`${process.pid}:${Date.now()}:${saltCounter}:${Math.random()}`));
}

/** A scheduled operation, as `executeCall` needs it back. */
export interface ScheduledCall extends TimelockCall {
  timelock: Address;
  salt: Hex;
  operationId: Hex;
}

/** Schedules `call` on the timelock from the governance (a proposer) with the timelock's minimum delay. */
export async function scheduleCall(
  governance: LocalClient,
  timelock: Address,
  call: TimelockCall,
): Promise<ScheduledCall> {
  const salt = freshSalt();
  const value = call.value ?? 0n;
  const delay = await governance.readContract({
    address: timelock,
    abi: timelockAbi,
    functionName: 'getMinDelay',
  });
  await confirm(
    governance,
    await governance.writeContract({
      address: timelock,
      abi: timelockAbi,
      functionName: 'schedule',
      args: [call.to, value, call.data, zeroHash, salt, delay],
    }),
  );
  const operationId = await governance.readContract({
    address: timelock,
    abi: timelockAbi,
    functionName: 'hashOperation',
    args: [call.to, value, call.data, zeroHash, salt],
  });
  return { ...call, timelock, salt, operationId };
}

/** Executes a scheduled operation once its delay has passed (reverts `TimelockUnexpectedOperationState` before). */
export async function executeCall(governance: LocalClient, scheduled: ScheduledCall): Promise<Hash> {
  const hash = await governance.writeContract({
    address: scheduled.timelock,
    abi: timelockAbi,
    functionName: 'execute',
    args: [scheduled.to, scheduled.value ?? 0n, scheduled.data, zeroHash, scheduled.salt],
  });
  await confirm(governance, hash);
  return hash;
}

/**
 * Runs `call` through a timelock whose delay is 0 (the devnet): schedule, then execute at once.
 * A test or a devnet tool that needs an admin or minter call (mint a token, raise a limit, unpause)
 * uses this with DEVNET_GOVERNANCE's client. With a delay, schedule and execute separately.
 */
export async function governanceCall(
  governance: LocalClient,
  timelock: Address,
  call: TimelockCall,
): Promise<Hash> {
  // One governance key's operations one after the other: two at once would take the same nonce.
  const key = `${governance.chain.id}:${governance.account.address}`;
  const run = (queues.get(key) ?? Promise.resolve())
    .catch(() => {})
    .then(async () => executeCall(governance, await scheduleCall(governance, timelock, call)));
  queues.set(key, run);
  return run;
}

const queues = new Map<string, Promise<unknown>>();

/**
 * A call as the devnet's governance (DEVNET_GOVERNANCE through the chain's Timelock, delay 0): what
 * a devnet tool or an e2e test uses to mint, grant, raise a limit or unpause after the handover.
 */
export function devnetGovernanceCall(chain: ChainDeployment, call: TimelockCall): Promise<Hash> {
  const timelock = chain.contracts.Timelock as Address | undefined;
  if (!timelock)
    throw new Error(`Chain ${chain.chainId} has no Timelock: deploy it with the devnet (startDevnet)`);
  return governanceCall(localClient(chain, DEVNET_GOVERNANCE.privateKey), timelock, call);
}
