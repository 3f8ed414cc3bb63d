import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeployPlan } from '@kingdoms/shared/deployPlan';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { type Address, createTestClient, type Hex, http, parseEventLogs } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVNET_GOVERNANCE, DEVNET_GUARDIAN, DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { accountClient, type ChainEndpoint, confirm, localClient } from './clients';
import { create2Address, DETERMINISTIC_DEPLOYER } from './create2';
import { DEVNET_MONEY_LIMITS, DEVNET_SALT } from './deploy';
import { DeployJournal } from './deployJournal';
import { broadcastPlan, deploymentOf, dryRunPlan, loadPlan, planChain, verifyPlanOnChain } from './deployRun';
import { chainlinkVrfOracleAbi, dragoAbi, eggAbi } from './generated/abis';
import { ownerOf, rolesOf } from './governance';
import { rawKeyAccount } from './keyAccounts';
import { freePort } from './ports';
import { hasRoleCall } from './roles';
import { sendCall } from './testing/chainCalls';
import { startVrfCoordinator, type TestVrfCoordinator } from './testing/vrfCoordinator';

const DEVNET_CHAIN_IDS = { ethereum: 31337, polygon: 31338, arenaz: 31339 } as const;
const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const account = rawKeyAccount(deployerKey);

const anvils: Partial<Record<NetworkKey, RunningAnvil>> = {};
let endpoints: Record<NetworkKey, ChainEndpoint>;
let plan: DeployPlan;
/** Each chain's state before any deployment: every test starts from it. */
let cleanState: Partial<Record<NetworkKey, Hex>> = {};
let workDir: string;

const testClient = (key: NetworkKey) =>
  createTestClient({ mode: 'anvil', transport: http(anvils[key]!.rpcUrl) });
const reader = (key: NetworkKey) => accountClient(endpoints[key], account);
const nonceOf = (key: NetworkKey) => reader(key).getTransactionCount({ address: account.address });

beforeAll(async () => {
  for (const key of NETWORK_KEYS) {
    anvils[key] = await startAnvil({ port: await freePort(), chainId: DEVNET_CHAIN_IDS[key] });
  }
  endpoints = Object.fromEntries(
    NETWORK_KEYS.map((key) => [key, { rpcUrl: anvils[key]!.rpcUrl, chainId: DEVNET_CHAIN_IDS[key] }]),
  ) as Record<NetworkKey, ChainEndpoint>;
  const devnet = loadPlan('devnet');
  plan = {
    ...devnet,
    chains: Object.fromEntries(
      NETWORK_KEYS.map((key) => [key, { ...devnet.chains[key], rpcUrl: endpoints[key].rpcUrl }]),
    ) as DeployPlan['chains'],
  };
  workDir = mkdtempSync(path.join(tmpdir(), 'kingdoms-deploy-'));
});

beforeEach(async () => {
  // Back to the chains' first state (anvil's snapshots are used up by a revert: take a new one).
  await Promise.all(
    NETWORK_KEYS.map(async (key) => {
      const snapshot = cleanState[key];
      if (snapshot) await testClient(key).revert({ id: snapshot });
      cleanState[key] = await testClient(key).snapshot();
    }),
  );
});

afterAll(async () => {
  await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
  rmSync(workDir, { recursive: true, force: true });
  cleanState = {};
});

/** Everything a chain's deployment sends: contracts and wiring, the Timelock and the handover. */
async function totalSteps(key: NetworkKey, journal: DeployJournal): Promise<number> {
  const planned = planChain(plan, key, account.address);
  return planned.steps.length + 1 + (journal.handoverCalls(key)?.length ?? Number.NaN);
}

const journalFile = (name: string) => path.join(workDir, `${name}.journal.json`);

describe('the devnet plan', () => {
  it('is the one the devnet and chain tests deploy with: same salt, limits and governance', () => {
    const devnet = loadPlan('devnet');
    expect(devnet.salt).toBe(DEVNET_SALT);
    expect(devnet.limits).toEqual(DEVNET_MONEY_LIMITS);
    expect(devnet.governance).toMatchObject({
      address: DEVNET_GOVERNANCE.address,
      guardian: DEVNET_GUARDIAN.address,
      minDelaySeconds: 0,
    });
    expect(devnet.oracle.kind).toBe('dev');
  });
});

describe('dry run', () => {
  it('simulates every step with its gas and sends nothing: nonces and code unchanged', async () => {
    const planned = Object.fromEntries(
      NETWORK_KEYS.map((key) => [key, planChain(plan, key, account.address)]),
    );
    const before = await Promise.all(NETWORK_KEYS.map((key) => nonceOf(key)));
    const chains = await dryRunPlan({ plan, deployer: account.address, endpoints });

    for (const chain of chains) {
      const key = chain.chain;
      // every contract step and the handover (Timelock, grants, renounces) were simulated, none fails
      expect(chain.steps.filter((step) => step.error)).toEqual([]);
      expect(chain.steps.length).toBeGreaterThan(planned[key]!.steps.length + 1);
      expect(chain.steps.every((step) => step.gasUsed > 0n)).toBe(true);
      expect(chain.steps.map((step) => step.label)).toContain('Timelock');
      expect(chain.steps.at(-1)?.label).toMatch(/renounceRole\(DEFAULT_ADMIN_ROLE\)/);
      expect(chain.gas).toBeGreaterThan(1_000_000n);
      expect(chain.cost).toBeGreaterThan(0n);
      // each creation is listed at its CREATE2 address with its constructor arguments
      const a2z = chain.steps.find((step) => step.label === 'A2Z');
      expect(a2z?.address).toBe(planned[key]!.contracts.A2Z);
      expect(a2z?.constructorArgs).toEqual([account.address]);
    }
    expect(await Promise.all(NETWORK_KEYS.map((key) => nonceOf(key)))).toEqual(before);
    for (const key of NETWORK_KEYS) {
      for (const address of Object.values(planned[key]!.contracts)) {
        expect(await reader(key).getCode({ address: address as Address })).toBeUndefined();
      }
    }
  });
});

describe('broadcast', () => {
  it('gives a contract the same address on every chain for the same code and arguments, whatever the nonce', async () => {
    // Ethereum's deployer has sent other transactions first: its nonce differs from the other chains'.
    const ethereum = localClient(endpoints.ethereum, deployerKey);
    for (let i = 0; i < 3; i += 1) {
      await confirm(ethereum, await ethereum.sendTransaction({ to: DEVNET_GUARDIAN.address, value: 1n }));
    }
    const results = await broadcastPlan({
      plan,
      account,
      endpoints,
      journal: DeployJournal.inMemory('devnet'),
      devChains: true,
    });
    for (const name of ['A2Z', 'DST', 'DevRandomnessOracle', 'Drago', 'BridgeGateway'] as const) {
      const addresses = NETWORK_KEYS.map((key) => results[key].contracts[name]);
      // same constructor arguments (the deployer, earlier same-address contracts) on all three chains…
      if (name !== 'BridgeGateway') expect(new Set(addresses).size, name).toBe(1);
      for (const [i, key] of NETWORK_KEYS.entries()) {
        expect(
          await reader(key).getCode({ address: addresses[i] as Address }),
          `${name} on ${key}`,
        ).toBeDefined();
      }
    }
    // …while a contract whose arguments differ per chain (the bridge holds other assets) differs.
    expect(new Set(NETWORK_KEYS.map((key) => results[key].contracts.BridgeGateway)).size).toBe(3);
    // the address is the proxy's CREATE2 of the salt and the creation code with its arguments
    const a2z = planChain(plan, 'polygon', account.address).steps[0]!;
    expect(results.polygon.contracts.A2Z).toBe(create2Address(plan.salt as Hex, a2z.create!.initCode));
    expect(a2z.to).toBe(DETERMINISTIC_DEPLOYER);
    expect(await verifyPlanOnChain({ plan, deployer: account.address, endpoints })).toEqual([]);
  });

  // Each runs two whole deployments of three chains: minutes on a loaded machine (the timeout).
  // Killed after the k-th transaction overall (chains run in parallel), at either point: after the
  // signed transaction is journaled but before it is sent, or after it is sent before its receipt.
  for (const [k, stage] of [
    [1, 'sent'],
    [7, 'signed'],
    [60, 'sent'],
    [130, 'signed'],
  ] as const) {
    it(`killed after transaction ${k} (${stage}) and run again, finishes the plan: same addresses, nothing twice, nothing skipped`, async () => {
      const file = journalFile(`kill-${k}`);
      const noncesBefore = await Promise.all(NETWORK_KEYS.map((key) => nonceOf(key)));
      let count = 0;
      const crash = () => {
        count += 1;
        if (count === k) throw new Error(`killed after transaction ${k}`);
      };
      await expect(
        broadcastPlan({
          plan,
          account,
          endpoints,
          journal: DeployJournal.atFile(file, 'devnet'),
          devChains: true,
          hooks: stage === 'sent' ? { onSent: crash } : { onSigned: crash },
        }),
      ).rejects.toThrow(`killed after transaction ${k}`);

      // A new process: the journal read back from its file.
      const journal = DeployJournal.atFile(file, 'devnet');
      const results = await broadcastPlan({
        plan,
        account,
        endpoints,
        journal,
        devChains: true,
      });

      for (const [i, key] of NETWORK_KEYS.entries()) {
        expect(results[key].contracts).toEqual({
          ...planChain(plan, key, account.address).contracts,
          Timelock: planChain(plan, key, account.address).timelock.create.address,
        });
        // one transaction per step: no step sent twice (a second creation would also have reverted) or skipped
        expect(await nonceOf(key)).toBe(noncesBefore[i]! + (await totalSteps(key, journal)));
        expect(results[key].startBlock).toBeGreaterThan(0);
      }
      const recorded = JSON.parse(readFileSync(file, 'utf8')) as {
        chains: Record<NetworkKey, { contracts: { status: string }[]; handover: { status: string }[] }>;
      };
      for (const key of NETWORK_KEYS) {
        const entries = [...recorded.chains[key].contracts, ...recorded.chains[key].handover];
        expect(entries.length).toBe(await totalSteps(key, journal));
        expect(entries.every((entry) => entry.status === 'done')).toBe(true);
      }
      expect(await verifyPlanOnChain({ plan, deployer: account.address, endpoints })).toEqual([]);
      const deployment = deploymentOf(plan, account.address, results, endpoints);
      expect(deployment.chains.polygon.contracts.Timelock).toBe(results.polygon.contracts.Timelock);
      expect(deployment.governance?.production).toBe(false);
    }, 240_000);
  }

  it('dry-runs what a killed broadcast left: its done steps marked, the rest simulated, nothing sent', async () => {
    const file = journalFile('dry-after-kill');
    let count = 0;
    await expect(
      broadcastPlan({
        plan,
        account,
        endpoints,
        journal: DeployJournal.atFile(file, 'devnet'),
        devChains: true,
        hooks: {
          onSent: () => {
            count += 1;
            if (count === 30) throw new Error('killed');
          },
        },
      }),
    ).rejects.toThrow('killed');
    const nonces = await Promise.all(NETWORK_KEYS.map((key) => nonceOf(key)));
    const chains = await dryRunPlan({
      plan,
      deployer: account.address,
      endpoints,
      journal: DeployJournal.atFile(file, 'devnet'),
    });
    const done = chains.flatMap((chain) => chain.steps.filter((step) => step.done));
    // every transaction the killed run sent (the 30th included: mined, its receipt not awaited) is done
    expect(done.length).toBe(nonces.reduce((sum, nonce) => sum + nonce, 0));
    expect(chains.flatMap((chain) => chain.steps.filter((step) => step.error))).toEqual([]);
    expect(await Promise.all(NETWORK_KEYS.map((key) => nonceOf(key)))).toEqual(nonces);
  });

  it('refuses to resume a journal written for another plan', async () => {
    const file = journalFile('changed');
    let count = 0;
    await expect(
      broadcastPlan({
        plan,
        account,
        endpoints,
        journal: DeployJournal.atFile(file, 'devnet'),
        devChains: true,
        hooks: {
          onSent: () => {
            count += 1;
            if (count === 20) throw new Error('killed');
          },
        },
      }),
    ).rejects.toThrow('killed');
    const changed: DeployPlan = {
      ...plan,
      limits: { ...plan.limits, payout: { maxPerPayout: 1n, dailyLimit: 2n } },
    };
    await expect(
      broadcastPlan({
        plan: changed,
        account,
        endpoints,
        journal: DeployJournal.atFile(file, 'devnet'),
        devChains: true,
      }),
    ).rejects.toThrow(/was written for another plan or build/);
  });

  it('reports a chain that does not match the plan', async () => {
    await broadcastPlan({
      plan,
      account,
      endpoints,
      journal: DeployJournal.inMemory('devnet'),
      devChains: true,
    });
    // a planned contract's code replaced: the check names it
    const { A2Z } = planChain(plan, 'arenaz', account.address).contracts;
    await testClient('arenaz').setCode({ address: A2Z as Address, bytecode: '0x6000' });
    const problems = await verifyPlanOnChain({ plan, deployer: account.address, endpoints });
    expect(problems).toContain(`arenaz A2Z: the code at ${A2Z} is not this build's`);
    // only that contract is named: the other chains and contracts match
    expect(problems.every((problem) => problem.startsWith('arenaz A2Z:'))).toBe(true);
  });
});

describe('a plan with the Chainlink VRF oracle', () => {
  it('dry-runs clean, deploys ChainlinkVrfOracle in the oracle’s place owning itself, and an egg hatches through Chainlink', async () => {
    // Each chain's VRF coordinator (Chainlink's VRFCoordinatorV2_5Mock) with a funded subscription,
    // as the studio's Safe would set up before deploying.
    const subscriptionOwner = devnetAccount(3).privateKey;
    const coordinators = {} as Record<NetworkKey, TestVrfCoordinator>;
    for (const key of NETWORK_KEYS) {
      coordinators[key] = await startVrfCoordinator(localClient(endpoints[key], subscriptionOwner));
    }
    const vrfPlan: DeployPlan = {
      ...plan,
      oracle: {
        kind: 'vrf',
        vrf: Object.fromEntries(NETWORK_KEYS.map((key) => [key, coordinators[key].settings()])) as Record<
          NetworkKey,
          ReturnType<TestVrfCoordinator['settings']>
        >,
      },
    };
    const planned = planChain(vrfPlan, 'polygon', account.address);
    expect(planned.contracts.DevRandomnessOracle).toBeUndefined();
    const adapterIndex = planned.steps.findIndex((step) => step.label === 'ChainlinkVrfOracle');
    // the adapter is created in the dev oracle's slot, its ownership claimed by the next step
    expect(planned.steps[adapterIndex + 1]?.label).toBe('ChainlinkVrfOracle: claimOwnership()');
    expect(planned.steps[adapterIndex]?.create?.constructorArgs).toEqual([
      account.address,
      coordinators.polygon.coordinator,
      {
        keyHash: coordinators.polygon.settings().keyHash,
        subscriptionId: coordinators.polygon.subscriptionId,
        requestConfirmations: 3,
        callbackGasLimit: 1_000_000,
        nativePayment: false,
      },
    ]);

    const dry = await dryRunPlan({ plan: vrfPlan, deployer: account.address, endpoints });
    expect(dry.flatMap((chain) => chain.steps.filter((step) => step.error))).toEqual([]);
    for (const chain of dry) {
      const labels = chain.steps.map((step) => step.label);
      expect(labels).toContain('ChainlinkVrfOracle: claimOwnership()');
      // the handover moves no ownership of the adapter (it owns itself), only its roles
      expect(labels).not.toContain('ChainlinkVrfOracle: transferOwnership(Timelock)');
      expect(labels).toContain('ChainlinkVrfOracle: grantRole(DEFAULT_ADMIN_ROLE, Timelock)');
    }

    // The devnet's order: the contracts, a hatch while the deployer still lays eggs, then the handover.
    const journal = DeployJournal.inMemory('devnet');
    const broadcast = (phases: ('contracts' | 'handover')[]) =>
      broadcastPlan({ plan: vrfPlan, account, endpoints, journal, devChains: true, phases });
    const deployed = await broadcast(['contracts']);
    const {
      ChainlinkVrfOracle: adapter,
      Drago: drago,
      Egg: egg,
    } = deployed.polygon.contracts as Record<'ChainlinkVrfOracle' | 'Drago' | 'Egg', Address>;
    expect(adapter).toBe(planned.contracts.ChainlinkVrfOracle);
    const polygon = localClient(endpoints.polygon, deployerKey);
    expect(await ownerOf(polygon, adapter)).toBe(adapter);
    await coordinators.polygon.addConsumer(adapter);
    const player = devnetAccount(1);
    const abis = [...eggAbi, ...chainlinkVrfOracleAbi, ...dragoAbi] as const;
    const laid = parseEventLogs({
      abi: eggAbi,
      eventName: 'EggLaid',
      logs: (
        await sendCall(polygon, {
          address: egg,
          abi: eggAbi,
          functionName: 'layEgg',
          args: [player.address, 0n, 0n],
        })
      ).logs,
    })[0];
    if (!laid) throw new Error('no EggLaid');
    const requested = parseEventLogs({
      abi: chainlinkVrfOracleAbi,
      eventName: 'RandomnessRequested',
      logs: (
        await sendCall(localClient(endpoints.polygon, player.privateKey), {
          address: egg,
          abi: eggAbi,
          functionName: 'hatching',
          args: [laid.args.eggId],
        })
      ).logs,
    })[0];
    if (!requested || !('vrfRequestId' in requested.args)) throw new Error('the adapter was asked nothing');
    const fulfilled = await coordinators.polygon.fulfil(polygon, requested.args.vrfRequestId, adapter);
    expect(parseEventLogs({ abi: abis, logs: fulfilled.logs }).map((event) => event.eventName)).toContain(
      'EggHatched',
    );
    expect(
      await polygon.readContract({
        address: drago,
        abi: dragoAbi,
        functionName: 'ownerOf',
        args: [laid.args.eggId],
      }),
    ).toBe(player.address);

    const results = await broadcast(['handover']);
    for (const key of NETWORK_KEYS) {
      const chainAdapter = results[key].contracts.ChainlinkVrfOracle as Address;
      // each chain's own subscription is a constructor argument: an address per chain
      expect(chainAdapter).toBe(planChain(vrfPlan, key, account.address).contracts.ChainlinkVrfOracle);
      const client = localClient(endpoints[key], deployerKey);
      expect(await ownerOf(client, chainAdapter)).toBe(chainAdapter);
      expect(await rolesOf(client, chainAdapter, account.address)).toEqual([]);
      expect(await rolesOf(client, chainAdapter, results[key].contracts.Timelock as Address)).toEqual([
        'DEFAULT_ADMIN_ROLE',
      ]);
      const consumers = [results[key].contracts.Drago, results[key].contracts.Egg] as Address[];
      for (const consumer of consumers) {
        expect(await client.readContract(hasRoleCall(chainAdapter, 'CONSUMER_ROLE', consumer))).toBe(true);
      }
    }
    // the check after the run: code, the claimOwnership step's owner() read, roles and owners
    expect(await verifyPlanOnChain({ plan: vrfPlan, deployer: account.address, endpoints })).toEqual([]);
  }, 240_000);
});
