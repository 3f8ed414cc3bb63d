import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_GOVERNANCE, DEVNET_GUARDIAN, DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { type ChainEndpoint, confirm, type LocalClient, localClient } from './clients';
import { deployChain, placeRandomnessOracle } from './deploy';
import { randomDatas } from './dragoGenes';
import { chainlinkVrfCoordinatorMockAbi, chainlinkVrfOracleAbi, dragoAbi, eggAbi } from './generated/abis';
import { governanceCall, handOverToTimelock, rolesOf } from './governance';
import { freePort } from './ports';
import { type RandomnessPlan, vrfOracleConstructorArgs } from './randomnessPlan';
import { hasRoleCall, roleId } from './roles';
import { revertOfCall, sendCall } from './testing/chainCalls';
import { expectRevert } from './testing/revert';
import { startVrfCoordinator, TEST_KEY_HASH, type TestVrfCoordinator } from './testing/vrfCoordinator';

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const PLAYER = 1;
const STRANGER = 2;
/** The subscription's owner (the studio's Safe in production). */
const SUBSCRIPTION_OWNER = 3;

const abis = [...chainlinkVrfOracleAbi, ...chainlinkVrfCoordinatorMockAbi, ...eggAbi, ...dragoAbi] as const;

let anvil: RunningAnvil;
let endpoint: ChainEndpoint;
let admin: LocalClient;
let vrf: TestVrfCoordinator;
let contracts: { adapter: Address; drago: Address; egg: Address };

const client = (index: number) => localClient(endpoint, devnetAccount(index).privateKey);
const playerAddress = () => devnetAccount(PLAYER).address;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31339 });
  endpoint = { rpcUrl: anvil.rpcUrl, chainId: 31339 };
  admin = localClient(endpoint, deployerKey);
  vrf = await startVrfCoordinator(client(SUBSCRIPTION_OWNER));
  const plan: RandomnessPlan = { kind: 'vrf', vrf: vrf.settings() };
  const names = placeRandomnessOracle(['DevRandomnessOracle', 'Drago', 'Egg'], plan.kind);
  expect(names).toEqual(['ChainlinkVrfOracle', 'Drago', 'Egg']);
  const deployed = await deployChain(names, endpoint, deployerKey, undefined, plan);
  const adapter = deployed.contracts.ChainlinkVrfOracle as Address;
  contracts = { adapter, drago: deployed.contracts.Drago as Address, egg: deployed.contracts.Egg as Address };
  // The subscription owner lets the adapter spend the subscription.
  await vrf.addConsumer(adapter);
});

afterAll(async () => {
  await anvil?.stop();
});

function eventsOf(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: abis, logs: receipt.logs });
}

function readAdapter<T>(functionName: string, args: readonly unknown[] = []): Promise<T> {
  return admin.readContract({
    address: contracts.adapter,
    abi: chainlinkVrfOracleAbi,
    functionName,
    args,
  } as Parameters<LocalClient['readContract']>[0]) as Promise<T>;
}

async function layEgg(to: Address): Promise<bigint> {
  const laid = eventsOf(
    await sendCall(admin, {
      address: contracts.egg,
      abi: eggAbi,
      functionName: 'layEgg',
      args: [to, 0n, 0n],
    }),
  ).find((e) => e.eventName === 'EggLaid');
  if (laid?.eventName !== 'EggLaid') throw new Error('no EggLaid');
  return laid.args.eggId;
}

/** The player hatches: returns the adapter's request id and the coordinator's. */
async function hatch(
  eggId: bigint,
): Promise<{ requestId: bigint; vrfRequestId: bigint; receipt: TransactionReceipt }> {
  const receipt = await sendCall(client(PLAYER), {
    address: contracts.egg,
    abi: eggAbi,
    functionName: 'hatching',
    args: [eggId],
  });
  const requested = eventsOf(receipt).find(
    (e) =>
      e.eventName === 'RandomnessRequested' && e.address.toLowerCase() === contracts.adapter.toLowerCase(),
  );
  if (requested?.eventName !== 'RandomnessRequested' || !('vrfRequestId' in requested.args))
    throw new Error('the adapter emitted no RandomnessRequested');
  return { requestId: requested.args.requestId, vrfRequestId: requested.args.vrfRequestId, receipt };
}

describe('ChainlinkVrfOracle on Chainlink’s VRFCoordinatorV2_5Mock', () => {
  it('hatches an egg: the request goes to the subscription, the coordinator fulfils, the drago comes from the word', async () => {
    const eggId = await layEgg(playerAddress());
    const { requestId, vrfRequestId, receipt } = await hatch(eggId);
    expect(requestId).toBe(1n);
    // The coordinator saw one word asked on the plan's key hash and subscription, with the callback's
    // gas plus the adapter's own.
    const asked = eventsOf(receipt).find((e) => e.eventName === 'RandomWordsRequested');
    if (asked?.eventName !== 'RandomWordsRequested') throw new Error('no RandomWordsRequested');
    expect(asked.args).toMatchObject({
      keyHash: TEST_KEY_HASH,
      requestId: vrfRequestId,
      subId: vrf.subscriptionId,
      minimumRequestConfirmations: 3,
      numWords: 1,
      sender: contracts.adapter,
      callbackGasLimit: await readAdapter<number>('coordinatorGasLimit', [1_000_000]),
    });
    expect(asked.args.callbackGasLimit).toBe(Math.floor((1_000_000 * 64) / 63) + 60_000);
    expect(await readAdapter('requests', [requestId])).toEqual([
      contracts.egg,
      false,
      1_000_000,
      vrfRequestId,
    ]);

    const fulfilled = await vrf.fulfil(client(STRANGER), vrfRequestId, contracts.adapter);
    const events = eventsOf(fulfilled);
    const chainlink = events.find((e) => e.eventName === 'RandomWordsFulfilled');
    expect(chainlink?.eventName === 'RandomWordsFulfilled' && chainlink.args.success).toBe(true);
    const word = vrf.wordOf(vrfRequestId);
    expect(events.find((e) => e.eventName === 'RandomnessFulfilled')?.args).toEqual({ requestId, word });
    expect(events.map((e) => e.eventName)).toContain('EggHatched');
    expect(events.map((e) => e.eventName)).not.toContain('RandomnessCallbackFailed');
    expect(events.map((e) => e.eventName)).not.toContain('ConsumerCallbackFailed');
    expect(await readAdapter('isFulfilled', [requestId])).toBe(true);
    expect(
      await admin.readContract({
        address: contracts.drago,
        abi: dragoAbi,
        functionName: 'ownerOf',
        args: [eggId],
      }),
    ).toBe(playerAddress());
    const [datas] = await admin.readContract({
      address: contracts.drago,
      abi: dragoAbi,
      functionName: 'dragoOf',
      args: [eggId],
    });
    expect([...datas]).toEqual(randomDatas(word));
    // The coordinator forgets a fulfilled request: it cannot be delivered twice.
    expect(
      await revertOfCall(client(STRANGER), {
        address: vrf.coordinator,
        abi: chainlinkVrfCoordinatorMockAbi,
        functionName: 'fulfillRandomWords',
        args: [vrfRequestId, contracts.adapter],
      }),
    ).toEqual({ errorName: 'InvalidRequest', args: [] });
  });

  it('accepts words only from the coordinator, only for its own requests, each once', async () => {
    const eggId = await layEgg(playerAddress());
    const { requestId, vrfRequestId } = await hatch(eggId);
    const raw = (from: Address | LocalClient, id: bigint) =>
      expectRevert(
        admin.simulateContract({
          account: typeof from === 'string' ? from : from.account,
          address: contracts.adapter,
          abi: chainlinkVrfOracleAbi,
          functionName: 'rawFulfillRandomWords',
          args: [id, [123n]],
        }),
      );
    // Anyone else calling Chainlink's entry point is refused (the word would be theirs to choose).
    expect(await raw(client(STRANGER), vrfRequestId)).toEqual({
      errorName: 'OnlyCoordinatorCanFulfill',
      args: [devnetAccount(STRANGER).address, vrf.coordinator],
    });
    expect(await raw(admin, vrfRequestId)).toMatchObject({ errorName: 'OnlyCoordinatorCanFulfill' });
    // The coordinator with a request id the adapter never made.
    expect(await raw(vrf.coordinator, vrfRequestId + 1000n)).toEqual({
      errorName: 'UnknownVrfRequest',
      args: [vrfRequestId + 1000n],
    });
    // End to end: a request another consumer of the subscription made, delivered to the adapter,
    // fails at the adapter (the coordinator records success = false) and changes nothing there.
    await vrf.addConsumer(devnetAccount(SUBSCRIPTION_OWNER).address);
    const foreign = eventsOf(
      await sendCall(client(SUBSCRIPTION_OWNER), {
        address: vrf.coordinator,
        abi: chainlinkVrfCoordinatorMockAbi,
        functionName: 'requestRandomWords',
        args: [
          {
            keyHash: TEST_KEY_HASH,
            subId: vrf.subscriptionId,
            requestConfirmations: 3,
            callbackGasLimit: 500_000,
            numWords: 1,
            // VRFV2PlusClient._argsToBytes(ExtraArgsV1({nativePayment: false})).
            extraArgs: encodeAbiParameters([{ type: 'bool' }], [false]).replace(
              '0x',
              keccak256(toHex('VRF ExtraArgsV1')).slice(0, 10),
            ),
          },
        ],
      }),
    ).find((e) => e.eventName === 'RandomWordsRequested');
    if (foreign?.eventName !== 'RandomWordsRequested') throw new Error('no RandomWordsRequested');
    const count = await readAdapter<bigint>('requestCount');
    const delivered = eventsOf(await vrf.fulfil(admin, foreign.args.requestId, contracts.adapter));
    const chainlink = delivered.find((e) => e.eventName === 'RandomWordsFulfilled');
    expect(chainlink?.eventName === 'RandomWordsFulfilled' && chainlink.args.success).toBe(false);
    expect(delivered.map((e) => e.eventName)).not.toContain('RandomnessFulfilled');
    expect(await readAdapter('requestCount')).toBe(count);
    // The real request is still open, then fulfilled once; a repeated delivery is refused.
    expect(await readAdapter('isFulfilled', [requestId])).toBe(false);
    await vrf.fulfil(admin, vrfRequestId, contracts.adapter);
    expect(await readAdapter('isFulfilled', [requestId])).toBe(true);
    expect(await raw(vrf.coordinator, vrfRequestId)).toEqual({
      errorName: 'AlreadyFulfilled',
      args: [requestId],
    });
  });

  it('serves consumers only, and a guardian’s pause stops requests but never a fulfilment', async () => {
    expect(
      await revertOfCall(client(STRANGER), {
        address: contracts.adapter,
        abi: chainlinkVrfOracleAbi,
        functionName: 'requestRandomness',
      }),
    ).toEqual({
      errorName: 'AccessControlUnauthorizedAccount',
      args: [devnetAccount(STRANGER).address, roleId('CONSUMER_ROLE')],
    });
    const pending = await hatch(await layEgg(playerAddress()));
    await sendCall(admin, { address: contracts.adapter, abi: chainlinkVrfOracleAbi, functionName: 'pause' });
    const waiting = await layEgg(playerAddress());
    expect(
      await revertOfCall(client(PLAYER), {
        address: contracts.egg,
        abi: abis,
        functionName: 'hatching',
        args: [waiting],
      }),
    ).toEqual({ errorName: 'EnforcedPause', args: [] });
    const events = eventsOf(await vrf.fulfil(admin, pending.vrfRequestId, contracts.adapter));
    expect(events.map((e) => e.eventName)).toContain('EggHatched');
    await sendCall(admin, {
      address: contracts.adapter,
      abi: chainlinkVrfOracleAbi,
      functionName: 'unpause',
    });
    await hatch(waiting);
  });

  it('keeps every power in roles: the adapter owns itself, the admin alone configures, within bounds', async () => {
    expect(await readAdapter('owner')).toBe(contracts.adapter);
    // The deployer (Chainlink's base made it the owner) can no longer switch the coordinator.
    expect(
      await revertOfCall(admin, {
        address: contracts.adapter,
        abi: chainlinkVrfOracleAbi,
        functionName: 'setCoordinator',
        args: [devnetAccount(STRANGER).address],
      }),
    ).toEqual({
      errorName: 'OnlyOwnerOrCoordinator',
      args: [admin.account.address, contracts.adapter, vrf.coordinator],
    });
    const config = {
      keyHash: TEST_KEY_HASH,
      subscriptionId: vrf.subscriptionId,
      requestConfirmations: 5,
      callbackGasLimit: 800_000,
      nativePayment: false,
    };
    const setConfig = (from: LocalClient, value: typeof config) =>
      revertOfCall(from, {
        address: contracts.adapter,
        abi: chainlinkVrfOracleAbi,
        functionName: 'setVrfConfig',
        args: [value],
      });
    expect(await setConfig(client(STRANGER), config)).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
    expect(await setConfig(admin, { ...config, callbackGasLimit: 99_999 })).toEqual({
      errorName: 'CallbackGasLimitOutOfRange',
      args: [99_999],
    });
    expect(await setConfig(admin, { ...config, callbackGasLimit: 2_000_001 })).toMatchObject({
      errorName: 'CallbackGasLimitOutOfRange',
    });
    expect(await setConfig(admin, { ...config, requestConfirmations: 2 })).toEqual({
      errorName: 'RequestConfirmationsOutOfRange',
      args: [2],
    });
    expect(await setConfig(admin, { ...config, subscriptionId: 0n })).toEqual({
      errorName: 'InvalidSubscription',
      args: [],
    });
    expect(await setConfig(admin, { ...config, keyHash: `0x${'00'.repeat(32)}` })).toEqual({
      errorName: 'InvalidKeyHash',
      args: [],
    });
    // A request made before a change keeps the callback gas it was made with.
    const before = await hatch(await layEgg(playerAddress()));
    await sendCall(admin, {
      address: contracts.adapter,
      abi: chainlinkVrfOracleAbi,
      functionName: 'setVrfConfig',
      args: [config],
    });
    const after = await hatch(await layEgg(playerAddress()));
    const [, , beforeGas] = await readAdapter<[Address, boolean, number, bigint]>('requests', [
      before.requestId,
    ]);
    const [, , afterGas] = await readAdapter<[Address, boolean, number, bigint]>('requests', [
      after.requestId,
    ]);
    expect({ beforeGas, afterGas }).toEqual({ beforeGas: 1_000_000, afterGas: 800_000 });
    for (const { vrfRequestId } of [before, after]) {
      const events = eventsOf(await vrf.fulfil(admin, vrfRequestId, contracts.adapter));
      expect(events.map((e) => e.eventName)).toContain('EggHatched');
    }
  });

  it('hands over to the timelock: the deployer keeps nothing, governance reconfigures and switches the coordinator', async () => {
    const timelock = await handOverToTimelock({
      deployer: admin,
      contracts: { ChainlinkVrfOracle: contracts.adapter },
      governance: DEVNET_GOVERNANCE.address,
      guardian: DEVNET_GUARDIAN.address,
      minDelaySeconds: 0n,
    });
    expect(await rolesOf(admin, contracts.adapter, admin.account.address)).toEqual([]);
    expect(await rolesOf(admin, contracts.adapter, timelock)).toEqual(['DEFAULT_ADMIN_ROLE']);
    expect(
      await admin.readContract(hasRoleCall(contracts.adapter, 'GUARDIAN_ROLE', DEVNET_GUARDIAN.address)),
    ).toBe(true);
    expect(await readAdapter('owner')).toBe(contracts.adapter);
    const governance = localClient(endpoint, DEVNET_GOVERNANCE.privateKey);
    await confirm(admin, await admin.sendTransaction({ to: governance.account.address, value: 10n ** 19n }));
    await governanceCall(governance, timelock, {
      to: contracts.adapter,
      data: encodeFunctionData({
        abi: chainlinkVrfOracleAbi,
        functionName: 'setVrfCoordinator',
        args: [devnetAccount(STRANGER).address],
      }),
    });
    expect(await readAdapter('s_vrfCoordinator')).toBe(devnetAccount(STRANGER).address);
  });
});

describe('randomness plan', () => {
  const settings = {
    coordinator: '0x1111111111111111111111111111111111111111',
    keyHash: TEST_KEY_HASH,
    subscriptionId: 7n,
    requestConfirmations: 3,
    callbackGasLimit: 1_000_000,
    nativePayment: false,
  } as const;

  it('puts the plan’s oracle in the dev oracle’s slot', () => {
    const names = ['A2Z', 'DevRandomnessOracle', 'Drago', 'Egg'] as const;
    expect(placeRandomnessOracle(names, 'dev')).toEqual([...names]);
    expect(placeRandomnessOracle(names, 'vrf')).toEqual(['A2Z', 'ChainlinkVrfOracle', 'Drago', 'Egg']);
  });

  it('builds the adapter’s constructor arguments from the plan’s settings', () => {
    expect(vrfOracleConstructorArgs({ ...settings, nativePayment: true }, zeroAddress)).toEqual([
      zeroAddress,
      settings.coordinator,
      {
        keyHash: TEST_KEY_HASH,
        subscriptionId: 7n,
        requestConfirmations: 3,
        callbackGasLimit: 1_000_000,
        nativePayment: true,
      },
    ]);
  });
});
