import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Deployment, deploymentSchema } from '@kingdoms/shared/deployment';
import { type DeployPlan, parseDeployPlan } from '@kingdoms/shared/deployPlan';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  formatEther,
  type Hex,
  isAddressEqual,
  keccak256,
  type LocalAccount,
  numberToHex,
  toHex,
  zeroAddress,
} from 'viem';
import { type AccountClient, accountClient, type ChainEndpoint } from './clients';
import { CONTRACTS_PACKAGE_DIR, maskImmutables } from './compile';
import {
  anvilInstaller,
  DETERMINISTIC_DEPLOYER,
  DETERMINISTIC_DEPLOYER_RUNTIME,
  ensureDeterministicDeployer,
} from './create2';
import {
  type ContractName,
  createStep,
  type DeployContext,
  type DeployStep,
  type ExecutionHooks,
  executeSteps,
  ORACLE_CONTRACTS,
  placementOf,
  planContractSteps,
} from './deploy';
import type { DeployJournal, DeployPhase } from './deployJournal';
import { timelockAbi, vestingAbi } from './generated/abis';
import { contractBuild } from './generated/build';
import {
  type ContractReader,
  type HandoverCall,
  handoverCalls,
  isAccessControlled,
  isOwnable,
  ownerOf,
  rolesOf,
  timelockConstructorArgs,
} from './governance';
import { accessControlAbi, ROLE_NAMES, roleId } from './roles';

/**
 * `npm run deploy` (scripts/deploy.ts) and the devnet (packages/devnet) deploy through this one
 * module: a plan (plans/<network>.json) becomes per chain a list of steps with every address known
 * beforehand (CREATE2, deploy.ts), which a dry run simulates and a broadcast sends through the
 * journal; the handover to the timelock follows; then the result is checked against the plan and
 * written as the deployment file the API reads.
 */

export const PLANS_DIR = path.join(CONTRACTS_PACKAGE_DIR, 'plans');

/** Reads and checks `plans/<network>.json` (or another folder's). */
export function loadPlan(network: string, plansDir = PLANS_DIR): DeployPlan {
  const file = path.join(plansDir, `${network}.json`);
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No deployment plan ${file}`);
  }
  return parseDeployPlan(JSON.parse(raw), file);
}

/** The RPC endpoints of a plan's chains, URLs from the plan or the environment variables it names. */
export function planEndpoints(
  plan: DeployPlan,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<NetworkKey, ChainEndpoint> {
  const entries = NETWORK_KEYS.map((key) => {
    const chain = plan.chains[key];
    const rpcUrl = chain.rpcUrl ?? (chain.rpcUrlEnv ? env[chain.rpcUrlEnv] : undefined);
    if (!rpcUrl) throw new Error(`${key}: set ${chain.rpcUrlEnv} to the chain's RPC URL`);
    return [key, { rpcUrl, chainId: chain.chainId }] as const;
  });
  return Object.fromEntries(entries) as Record<NetworkKey, ChainEndpoint>;
}

/** The recipes' view of one chain of the plan. */
export function planContext(
  plan: DeployPlan,
  key: NetworkKey,
  deployer: Address,
): Omit<DeployContext, 'deployed'> {
  return {
    chainId: plan.chains[key].chainId,
    network: { key, chainIdOf: (target) => plan.chains[target].chainId },
    deployer,
    limits: plan.limits,
    salt: plan.salt as Hex,
    oracle: ORACLE_CONTRACTS[plan.oracle.kind],
    vrf: plan.oracle.kind === 'vrf' ? plan.oracle.vrf[key] : undefined,
  };
}

/** One chain of a plan: its contract steps, their addresses and the Timelock's creation. */
export interface PlannedChain {
  key: NetworkKey;
  steps: DeployStep[];
  contracts: Partial<Record<ContractName, Address>>;
  timelock: DeployStep & { create: NonNullable<DeployStep['create']> };
}

export function planChain(plan: DeployPlan, key: NetworkKey, deployer: Address): PlannedChain {
  const context = planContext(plan, key, deployer);
  const { steps, contracts } = planContractSteps(placementOf(key, plan.oracle.kind), context);
  const timelock = createStep(
    'Timelock',
    timelockConstructorArgs(BigInt(plan.governance.minDelaySeconds), plan.governance.address as Address),
    context.salt,
  ) as PlannedChain['timelock'];
  return { key, steps, contracts, timelock };
}

/** keccak256 over every planned step of every chain (targets and calldata): what a journal is bound to. */
export function planFingerprint(plan: DeployPlan, deployer: Address): Hex {
  const parts = NETWORK_KEYS.flatMap((key) => {
    const planned = planChain(plan, key, deployer);
    return [...planned.steps, planned.timelock].map((step) => `${step.to}:${keccak256(step.data)}`);
  });
  return keccak256(toHex(parts.join('\n')));
}

const handoverStep = (call: HandoverCall): DeployStep => ({
  label: call.label,
  to: call.to,
  data: call.data,
});

export interface BroadcastOptions {
  plan: DeployPlan;
  account: LocalAccount;
  endpoints: Record<NetworkKey, ChainEndpoint>;
  journal: DeployJournal;
  /** Which phases to run (the devnet seeds between them); both by default. */
  phases?: readonly DeployPhase[];
  hooks?: ExecutionHooks;
  /** Dev chains (anvil): the deployment proxy is installed with anvil_setCode when missing. */
  devChains?: boolean;
  /** Receipt polling; real chains want seconds. */
  pollingMs?: number;
}

export interface ChainResult {
  contracts: Partial<Record<ContractName, Address>>;
  startBlock: number;
}

/**
 * Sends what is left of the plan on every chain (in parallel; in order on each), through the
 * journal. When one chain fails the others stop before their next step, as a killed process
 * would, so a rerun resumes all of them from the journal.
 */
export async function broadcastPlan(options: BroadcastOptions): Promise<Record<NetworkKey, ChainResult>> {
  const phases = options.phases ?? ['contracts', 'handover'];
  options.journal.bind(planFingerprint(options.plan, options.account.address));
  // The first chain's failure, the one reported; the others stop at their next step because of it.
  let firstFailure: { error: unknown } | undefined;
  const hooks: ExecutionHooks = {
    ...options.hooks,
    onSigned: async (step) => {
      if (firstFailure) throw new Error('stopped: another chain failed');
      await options.hooks?.onSigned?.(step);
    },
  };
  const results = await Promise.allSettled(
    NETWORK_KEYS.map(async (key) => {
      try {
        return await broadcastChain(options, key, phases, hooks);
      } catch (error) {
        firstFailure ??= { error };
        throw error;
      }
    }),
  );
  if (firstFailure) throw firstFailure.error;
  return Object.fromEntries(
    NETWORK_KEYS.map((key, i) => [key, (results[i] as PromiseFulfilledResult<ChainResult>).value]),
  ) as Record<NetworkKey, ChainResult>;
}

async function broadcastChain(
  options: BroadcastOptions,
  key: NetworkKey,
  phases: readonly DeployPhase[],
  hooks: ExecutionHooks,
): Promise<ChainResult> {
  const endpoint = options.endpoints[key];
  const client = accountClient(endpoint, options.account, options.pollingMs);
  const chainId = await client.getChainId();
  if (chainId !== endpoint.chainId) {
    throw new Error(`${key}: the RPC serves chain ${chainId}, the plan says ${endpoint.chainId}`);
  }
  await ensureDeterministicDeployer(client, options.devChains ? anvilInstaller(endpoint.rpcUrl) : undefined);
  const planned = planChain(options.plan, key, options.account.address);
  const chainHooks: ExecutionHooks = {
    ...hooks,
    log: hooks.log && ((line) => hooks.log?.(`${key}: ${line}`)),
  };
  let startBlock: number | undefined;
  if (phases.includes('contracts')) {
    ({ firstCreateBlock: startBlock } = await executeSteps(
      client,
      planned.steps,
      options.journal.steps(key, 'contracts'),
      chainHooks,
    ));
  }
  const contracts: Partial<Record<ContractName, Address>> = { ...planned.contracts };
  if (phases.includes('handover')) {
    let calls = options.journal.handoverCalls(key);
    if (!calls) {
      calls = await handoverCalls({
        reader: client as unknown as ContractReader,
        deployer: options.account.address,
        contracts: planned.contracts,
        timelock: planned.timelock.create.address,
        governance: options.plan.governance.address as Address,
        guardian: options.plan.governance.guardian as Address,
      });
      options.journal.setHandoverCalls(key, calls);
    }
    await executeSteps(
      client,
      [planned.timelock, ...calls.map(handoverStep)],
      options.journal.steps(key, 'handover'),
      chainHooks,
    );
    contracts.Timelock = planned.timelock.create.address;
  }
  return { contracts, startBlock: startBlock ?? 0 };
}

/** One simulated transaction of a dry run. */
export interface SimulatedStep {
  chain: NetworkKey;
  label: string;
  /** The created contract's address, for a creation. */
  address?: Address;
  constructorArgs?: readonly unknown[];
  gasUsed: bigint;
  /** The journal or the chain says it is done already: not simulated, not to be sent. */
  done?: boolean;
  error?: string;
}

export interface DryRunChain {
  chain: NetworkKey;
  steps: SimulatedStep[];
  gas: bigint;
  /** gas × the chain's current maxFeePerGas: an upper bound for the cost, in wei. */
  cost: bigint;
  /** The deployment proxy is missing (a dev chain gets it at broadcast; a real chain refuses). */
  proxyMissing: boolean;
}

interface SimulatedCall {
  status: Hex;
  gasUsed: Hex;
  returnData: Hex;
  error?: { message?: string };
}

/**
 * The dry run: every step still to send, simulated in order against the live chain state with
 * `eth_simulateV1` (each step in its own simulated block, state carried over; nothing is signed or
 * sent). The handover is simulated after the contracts, from the roles the simulated deployment
 * leaves the deployer (read in the same simulation).
 */
export async function dryRunPlan(options: {
  plan: DeployPlan;
  deployer: Address;
  endpoints: Record<NetworkKey, ChainEndpoint>;
  journal?: DeployJournal;
}): Promise<DryRunChain[]> {
  options.journal?.check(planFingerprint(options.plan, options.deployer));
  return Promise.all(
    NETWORK_KEYS.map(async (key) => {
      const endpoint = options.endpoints[key];
      const client = accountClient(endpoint, { address: options.deployer } as LocalAccount);
      const chainId = await client.getChainId();
      if (chainId !== endpoint.chainId) {
        throw new Error(`${key}: the RPC serves chain ${chainId}, the plan says ${endpoint.chainId}`);
      }
      const proxyCode = await client.getCode({ address: DETERMINISTIC_DEPLOYER });
      const proxyMissing = !proxyCode || proxyCode === '0x';
      const planned = planChain(options.plan, key, options.deployer);
      const contractSteps = await pendingSteps(
        client,
        planned.steps,
        options.journal?.steps(key, 'contracts'),
      );
      // Which roles the deployer holds once the contracts are deployed: read in the simulation.
      const roleReads = Object.entries(planned.contracts)
        .filter(([name]) => isAccessControlled(name as ContractName))
        .flatMap(([, address]) =>
          ROLE_NAMES.map((role) => ({
            address: address as Address,
            role,
            data: encodeFunctionData({
              abi: accessControlAbi,
              functionName: 'hasRole',
              args: [roleId(role), options.deployer],
            }),
          })),
        );
      // … and who owns each Ownable (the handover moves only what the deployer owns).
      const ownerReads = Object.entries(planned.contracts)
        .filter(([name]) => isOwnable(name as ContractName))
        .map(([, address]) => address as Address);
      const ownerData = encodeFunctionData({ abi: vestingAbi, functionName: 'owner' });
      const first = await simulate(client, options.deployer, proxyMissing, [
        ...contractSteps.pending.map((step) => [step]),
        [
          ...roleReads.map((read) => ({ label: 'hasRole', to: read.address, data: read.data })),
          ...ownerReads.map((address) => ({ label: 'owner', to: address, data: ownerData })),
        ],
      ]);
      const reads = first.at(-1) ?? [];
      const owners = new Map(
        ownerReads.map((address, i) => {
          const call = reads[roleReads.length + i];
          const owner =
            call?.status === '0x1'
              ? decodeFunctionResult({ abi: vestingAbi, functionName: 'owner', data: call.returnData })
              : zeroAddress;
          return [address.toLowerCase(), owner] as const;
        }),
      );
      const held = new Set(
        roleReads.flatMap((read, i) => {
          const call = reads[i];
          if (call?.status !== '0x1') return [];
          const has = decodeFunctionResult({
            abi: accessControlAbi,
            functionName: 'hasRole',
            data: call.returnData,
          });
          return has ? [`${read.address.toLowerCase()}:${roleId(read.role)}`] : [];
        }),
      );
      const simulatedReader = {
        readContract: async ({
          address,
          functionName,
          args,
        }: {
          address: Address;
          functionName: string;
          args?: readonly [Hex, Address];
        }) =>
          functionName === 'owner'
            ? (owners.get(address.toLowerCase()) ?? zeroAddress)
            : held.has(`${address.toLowerCase()}:${args?.[0]}`),
      } as unknown as ContractReader;
      const calls =
        options.journal?.handoverCalls(key) ??
        (await handoverCalls({
          reader: simulatedReader,
          deployer: options.deployer,
          contracts: planned.contracts,
          timelock: planned.timelock.create.address,
          governance: options.plan.governance.address as Address,
          guardian: options.plan.governance.guardian as Address,
        }));
      const handover = await pendingSteps(
        client,
        [planned.timelock, ...calls.map(handoverStep)],
        options.journal?.steps(key, 'handover'),
      );
      const all = [...contractSteps.pending, ...handover.pending];
      const results = await simulate(
        client,
        options.deployer,
        proxyMissing,
        all.map((step) => [step]),
      );
      const steps: SimulatedStep[] = [
        ...contractSteps.done.map((step) => describe(key, step, 0n, true)),
        ...handover.done.map((step) => describe(key, step, 0n, true)),
        ...all.map((step, i) => {
          const call = results[i]?.[0];
          const simulated = describe(key, step, call ? BigInt(call.gasUsed) : 0n, false);
          if (call?.status !== '0x1') simulated.error = call?.error?.message ?? 'reverted';
          return simulated;
        }),
      ];
      const gas = steps.reduce((sum, step) => sum + step.gasUsed, 0n);
      const fees = await client
        .estimateFeesPerGas()
        .catch(async () => ({ maxFeePerGas: await client.getGasPrice() }));
      return { chain: key, steps, gas, cost: gas * (fees.maxFeePerGas ?? 0n), proxyMissing };
    }),
  );
}

function describe(chain: NetworkKey, step: DeployStep, gasUsed: bigint, done: boolean): SimulatedStep {
  return {
    chain,
    label: step.label,
    address: step.create?.address,
    constructorArgs: step.create?.constructorArgs,
    gasUsed,
    ...(done ? { done } : {}),
  };
}

/** Steps the journal has done, or creations whose contract is on chain already, apart from the rest. */
async function pendingSteps(
  client: AccountClient,
  steps: readonly DeployStep[],
  journal: ReturnType<DeployJournal['steps']> | undefined,
): Promise<{ done: DeployStep[]; pending: DeployStep[] }> {
  const done: DeployStep[] = [];
  const pending: DeployStep[] = [];
  for (const [index, step] of steps.entries()) {
    const entry = journal?.get(index);
    let isDone = entry?.status === 'done' || entry?.status === 'found';
    if (!isDone && entry?.hash) {
      // sent by a run that stopped before its receipt: done if the chain has mined it
      const receipt = await client.getTransactionReceipt({ hash: entry.hash }).catch(() => undefined);
      isDone = receipt?.status === 'success';
    }
    if (!isDone && !entry && step.create) {
      const code = await client.getCode({ address: step.create.address });
      isDone = Boolean(code && code !== '0x');
    }
    (isDone ? done : pending).push(step);
  }
  return { done, pending };
}

/** eth_simulateV1 over `blocks` of calls from `from`, state carried from one block to the next. */
async function simulate(
  client: AccountClient,
  from: Address,
  proxyMissing: boolean,
  blocks: DeployStep[][],
): Promise<SimulatedCall[][]> {
  if (blocks.length === 0) return [];
  const blockStateCalls = blocks.map((calls, i) => ({
    ...(i === 0 && proxyMissing
      ? { stateOverrides: { [DETERMINISTIC_DEPLOYER]: { code: DETERMINISTIC_DEPLOYER_RUNTIME } } }
      : {}),
    calls: calls.map((step) => ({
      from,
      to: step.to,
      data: step.data,
      value: numberToHex(step.value ?? 0n),
    })),
  }));
  const request = client.request as unknown as (args: {
    method: string;
    params: unknown[];
  }) => Promise<unknown>;
  const answer = (await request({
    method: 'eth_simulateV1',
    params: [{ blockStateCalls, validation: false }, 'latest'],
  })) as { calls: SimulatedCall[] }[];
  return answer.map((block) => block.calls);
}

/** The dry run as the command prints it. */
export function formatDryRun(plan: DeployPlan, chains: readonly DryRunChain[]): string {
  const lines: string[] = [`Dry run of plan "${plan.network}" (${plan.env}): nothing is sent.`];
  for (const chain of chains) {
    lines.push('', `${chain.chain} (chain ${plan.chains[chain.chain].chainId})`);
    if (chain.proxyMissing) lines.push('  ! the deterministic deployment proxy is missing on this chain');
    for (const step of chain.steps) {
      const where = step.address ? ` at ${step.address}` : '';
      const args = step.constructorArgs ? ` args ${JSON.stringify(step.constructorArgs, bigintJson)}` : '';
      const state = step.done
        ? 'done already'
        : step.error
          ? `WOULD FAIL: ${step.error}`
          : `gas ${step.gasUsed}`;
      lines.push(`  ${step.label}${where}${args} — ${state}`);
    }
    lines.push(
      `  total gas ${chain.gas}, at most ${formatEther(chain.cost)} (native coin) at the current max fee`,
    );
  }
  return lines.join('\n');
}

const bigintJson = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Checks a finished deployment against the plan: every planned contract's runtime code equals the
 * build's (immutables masked), every wiring step's read shows its effect, and after the handover the
 * deployer holds no role, owners are the Timelock and the Timelock obeys the governance with the
 * plan's delay. Returns the problems (empty when all is well).
 */
export async function verifyPlanOnChain(options: {
  plan: DeployPlan;
  deployer: Address;
  endpoints: Record<NetworkKey, ChainEndpoint>;
  handover?: boolean;
}): Promise<string[]> {
  const problems = await Promise.all(
    NETWORK_KEYS.map(async (key) => {
      const client = accountClient(options.endpoints[key], { address: options.deployer } as LocalAccount);
      const planned = planChain(options.plan, key, options.deployer);
      const found: string[] = [];
      const creations = [...planned.steps, ...(options.handover === false ? [] : [planned.timelock])].filter(
        (step) => step.create,
      );
      for (const step of creations) {
        const { contract, address } = step.create as NonNullable<DeployStep['create']>;
        const build = contractBuild[contract];
        const code = await client.getCode({ address });
        if (!code || code === '0x') {
          found.push(`${key} ${contract}: no code at ${address}`);
        } else if (
          maskImmutables(code, build.immutableReferences) !==
          maskImmutables(build.runtimeBytecode, build.immutableReferences)
        ) {
          found.push(`${key} ${contract}: the code at ${address} is not this build's`);
        }
      }
      for (const step of planned.steps) {
        if (!step.check) continue;
        const { address, abi, functionName, args, expected } = step.check;
        const value = await client.readContract({ address, abi, functionName, args }).catch(() => undefined);
        if (value !== expected)
          found.push(
            `${key} ${step.label}: read ${functionName} = ${String(value)}, expected ${String(expected)}`,
          );
      }
      if (options.handover !== false) {
        const timelock = planned.timelock.create.address;
        for (const [name, address] of Object.entries(planned.contracts) as [ContractName, Address][]) {
          if (isAccessControlled(name)) {
            const held = await rolesOf(client as unknown as ContractReader, address, options.deployer).catch(
              () => ['(roles unreadable)'],
            );
            if (held.length > 0) found.push(`${key} ${name}: the deployer still holds ${held.join(', ')}`);
          }
          if (isOwnable(name)) {
            // The Timelock owns every Ownable but ChainlinkVrfOracle, which owns itself (deploy.ts).
            const expected = name === ORACLE_CONTRACTS.vrf ? address : timelock;
            const owner = await ownerOf(client as unknown as ContractReader, address).catch(
              () => zeroAddress,
            );
            if (!isAddressEqual(owner, expected))
              found.push(
                `${key} ${name}: owned by ${owner}, not ${name === ORACLE_CONTRACTS.vrf ? 'itself' : 'the Timelock'}`,
              );
          }
        }
        const delay = await client.readContract({
          address: timelock,
          abi: timelockAbi,
          functionName: 'getMinDelay',
        });
        if (delay !== BigInt(options.plan.governance.minDelaySeconds)) {
          found.push(
            `${key} Timelock: delay ${delay}, the plan says ${options.plan.governance.minDelaySeconds}`,
          );
        }
        const proposer = await client.readContract({
          address: timelock,
          abi: timelockAbi,
          functionName: 'hasRole',
          args: [roleId('PROPOSER_ROLE'), options.plan.governance.address as Address],
        });
        if (!proposer) found.push(`${key} Timelock: the governance is not its proposer`);
      }
      return found;
    }),
  );
  return problems.flat();
}

/** The deployment file the API reads (packages/shared/src/deployment.ts), for a deployed plan. */
export function deploymentOf(
  plan: DeployPlan,
  deployer: Address,
  results: Record<NetworkKey, ChainResult>,
  endpoints: Record<NetworkKey, ChainEndpoint>,
  overrides: { explorerUrl?: (key: NetworkKey) => string; production?: boolean } = {},
): Deployment {
  return deploymentSchema.parse({
    env: plan.env === 'devnet' ? 'devnet' : 'production',
    governance: {
      deployer,
      governance: plan.governance.address,
      guardian: plan.governance.guardian,
      minDelaySeconds: plan.governance.minDelaySeconds,
      production: overrides.production ?? plan.env === 'production',
    },
    chains: Object.fromEntries(
      NETWORK_KEYS.map((key) => {
        const chain = plan.chains[key];
        return [
          key,
          {
            chainId: chain.chainId,
            rpcUrl: chain.publicRpcUrl ?? chain.rpcUrl ?? endpoints[key].rpcUrl,
            explorerUrl: overrides.explorerUrl?.(key) ?? chain.explorerUrl,
            startBlock: results[key].startBlock,
            contracts: results[key].contracts,
          },
        ];
      }),
    ),
  });
}
