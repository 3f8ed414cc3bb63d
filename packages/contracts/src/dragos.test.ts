import {
  type Address,
  type Hex,
  keccak256,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { type ChainEndpoint, type LocalClient, localClient } from './clients';
import { deployChain } from './deploy';
import { childDatas, type Datas, randomDatas, rehatchedDatas, uniformDatas } from './dragoGenes';
import { devRandomnessOracleAbi, dragoAbi, eggAbi, genesisEggGateAbi } from './generated/abis';
import { type GenesisEggMessage, genesisEggTypedData } from './genesisEgg';
import { freePort } from './ports';
import { devOracle, revertOfCall, sendCall } from './testing/chainCalls';
import { expectRevert } from './testing/revert';
import { wireDeployment } from './wiring';

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const relayerKey = devnetAccount(DEVNET_ROLES.voucherSigner).privateKey;
const PLAYER = 1;
const STRANGER = 2;

/** Arena-Z: the oracle, Drago and Egg as the devnet places them. */
interface ArenaChain {
  anvil: RunningAnvil;
  endpoint: ChainEndpoint;
  admin: LocalClient;
  oracle: Address;
  drago: Address;
  egg: Address;
}

let arena: ArenaChain;
/** Ethereum: genesis eggs and the gate. */
let ethereum: {
  anvil: RunningAnvil;
  admin: LocalClient;
  endpoint: ChainEndpoint;
  egg: Address;
  gate: Address;
};

const abis = [...devRandomnessOracleAbi, ...dragoAbi, ...eggAbi] as const;

beforeAll(async () => {
  const [arenaAnvil, ethereumAnvil] = await Promise.all([
    startAnvil({ port: await freePort(), chainId: 31339 }),
    startAnvil({ port: await freePort(), chainId: 31337 }),
  ]);
  const arenaEndpoint = { rpcUrl: arenaAnvil.rpcUrl, chainId: 31339 };
  const ethereumEndpoint = { rpcUrl: ethereumAnvil.rpcUrl, chainId: 31337 };
  const [a, e] = await Promise.all([
    deployChain(['DevRandomnessOracle', 'Drago', 'Egg'], arenaEndpoint, deployerKey),
    deployChain(['Egg', 'GenesisEggGate'], ethereumEndpoint, deployerKey),
  ]);
  arena = {
    anvil: arenaAnvil,
    endpoint: arenaEndpoint,
    admin: localClient(arenaEndpoint, deployerKey),
    ...{ oracle: a.contracts.DevRandomnessOracle, drago: a.contracts.Drago, egg: a.contracts.Egg },
  };
  ethereum = {
    anvil: ethereumAnvil,
    endpoint: ethereumEndpoint,
    admin: localClient(ethereumEndpoint, deployerKey),
    egg: e.contracts.Egg,
    gate: e.contracts.GenesisEggGate,
  };
  oracle = devOracle(arena.admin, arena.oracle, 'dragos test seed');
  // The devnet's wiring: Arena-Z's Egg takes genesis eggs signed with the voucher key (relayerKey).
  await wireDeployment(arena.admin, a.contracts);
});

afterAll(async () => {
  await Promise.all([arena?.anvil.stop(), ethereum?.anvil.stop()]);
});

type AnyAbi = typeof devRandomnessOracleAbi | typeof dragoAbi | typeof eggAbi | typeof genesisEggGateAbi;

/** Simulates then sends a write; returns the receipt (throws on a revert). */
function send(
  client: LocalClient,
  address: Address,
  abi: AnyAbi,
  functionName: string,
  args: readonly unknown[],
): Promise<TransactionReceipt> {
  return sendCall(client, { address, abi, functionName, args });
}

/** The decoded revert of a write that must fail (simulated, never sent). */
function revertOf(client: LocalClient, address: Address, functionName: string, args: readonly unknown[]) {
  return revertOfCall(client, { address, abi: abis, functionName, args });
}

function player(index = PLAYER, endpoint = arena.endpoint): LocalClient {
  return localClient(endpoint, devnetAccount(index).privateKey);
}

function eventsOf(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: [...abis, ...genesisEggGateAbi], logs: receipt.logs });
}

/** Fresh committed seeds, fulfilment and words of Arena-Z's oracle (as the worker drives it). */
let oracle: ReturnType<typeof devOracle>;
const commitSeed = () => oracle.commitSeed();
const fulfil = (requestId: bigint, seed: Hex) => oracle.fulfil(requestId, seed);
const wordOf = (seed: Hex, requestId: bigint) => oracle.wordOf(seed, requestId);

async function layEgg(to: Address, parentA = 0n, parentB = 0n): Promise<bigint> {
  const receipt = await send(arena.admin, arena.egg, eggAbi, 'layEgg', [to, parentA, parentB]);
  const laid = eventsOf(receipt).find((e) => e.eventName === 'EggLaid');
  if (laid?.eventName !== 'EggLaid') throw new Error('no EggLaid');
  return laid.args.eggId;
}

async function hatch(eggId: bigint, index = PLAYER): Promise<bigint> {
  const receipt = await send(player(index), arena.egg, eggAbi, 'hatching', [eggId]);
  const requested = eventsOf(receipt).find((e) => e.eventName === 'HatchRequested');
  if (requested?.eventName !== 'HatchRequested') throw new Error('no HatchRequested');
  return requested.args.requestId;
}

function dragoOf(tokenId: bigint) {
  return arena.admin.readContract({
    address: arena.drago,
    abi: dragoAbi,
    functionName: 'dragoOf',
    args: [tokenId],
  });
}

function ownerOf(address: Address, tokenId: bigint, client = arena.admin) {
  return client.readContract({ address, abi: eggAbi, functionName: 'ownerOf', args: [tokenId] });
}

let nextSeededId = 30_001n;
async function mintDrago(
  to: Address,
  datas: Datas,
  parentA = 0n,
  parentB = 0n,
  breedCount = 0,
  rehatchCount = 1,
) {
  const tokenId = nextSeededId++;
  await send(arena.admin, arena.drago, dragoAbi, 'mint', [
    to,
    tokenId,
    datas,
    parentA,
    parentB,
    breedCount,
    rehatchCount,
  ]);
  return tokenId;
}

const playerAddress = devnetAccount(PLAYER).address;

describe('Egg hatching', () => {
  it('hatches an egg once: owner only, status hatching and not transferable, then burned into the drago with the same id', async () => {
    const seed = await commitSeed();
    const eggId = await layEgg(playerAddress);
    expect(eggId).toBeGreaterThanOrEqual(20_001n);
    expect(await revertOf(player(STRANGER), arena.egg, 'hatching', [eggId])).toEqual({
      errorName: 'NotEggOwner',
      args: [eggId, devnetAccount(STRANGER).address],
    });
    const requestId = await hatch(eggId);
    const egg = await arena.admin.readContract({
      address: arena.egg,
      abi: eggAbi,
      functionName: 'eggOf',
      args: [eggId],
    });
    expect(egg).toEqual([1, 0n, 0n, requestId]);
    expect(await revertOf(player(), arena.egg, 'hatching', [eggId])).toEqual({
      errorName: 'EggNotReady',
      args: [eggId],
    });
    expect(
      await revertOf(player(), arena.egg, 'transferFrom', [
        playerAddress,
        devnetAccount(STRANGER).address,
        eggId,
      ]),
    ).toEqual({ errorName: 'EggIsHatching', args: [eggId] });

    const receipt = await fulfil(requestId, seed);
    const names = eventsOf(receipt).map((e) => e.eventName);
    expect(names).toContain('RandomnessFulfilled');
    expect(names).toContain('DragoBorn');
    expect(names).toContain('EggHatched');
    expect(names).not.toContain('RandomnessCallbackFailed');
    expect(await expectRevert(ownerOf(arena.egg, eggId))).toMatchObject({
      errorName: 'ERC721NonexistentToken',
    });
    expect(await ownerOf(arena.drago, eggId)).toBe(playerAddress);
    const [datas, breedCount, rehatchCount, parentA, parentB] = await dragoOf(eggId);
    expect([...datas]).toEqual(randomDatas(await wordOf(seed, requestId)));
    expect({ breedCount, rehatchCount, parentA, parentB }).toEqual({
      breedCount: 0,
      rehatchCount: 1,
      parentA: 0n,
      parentB: 0n,
    });
    // Valid genes by the contract's own check.
    await arena.admin.readContract({
      address: arena.drago,
      abi: dragoAbi,
      functionName: 'checkDatas',
      args: [datas],
    });
    // The burned egg cannot hatch again.
    expect(await revertOf(player(), arena.egg, 'hatching', [eggId])).toMatchObject({
      errorName: 'NotEggOwner',
    });
  });

  it('breeds genes from the parents as they were when the egg was laid (40/10/40/10 per part), generation + 1', async () => {
    const a = uniformDatas(3, 5, 2);
    const b = uniformDatas(1, 17, 0);
    const parentA = await mintDrago(playerAddress, a);
    const parentB = await mintDrago(playerAddress, b);
    const eggId = await layEgg(playerAddress, parentA, parentB);
    expect(
      await arena.admin.readContract({
        address: arena.egg,
        abi: eggAbi,
        functionName: 'eggOf',
        args: [eggId],
      }),
    ).toEqual([0, parentA, parentB, 0n]);
    // A parent's rehatch after laying does not change the egg's inputs.
    const rehatchSeed = await commitSeed();
    const rehatch = eventsOf(await send(player(), arena.drago, dragoAbi, 'rehatching', [parentA])).find(
      (e) => e.eventName === 'RehatchRequested',
    );
    if (rehatch?.eventName !== 'RehatchRequested') throw new Error('no RehatchRequested');
    await fulfil(rehatch.args.requestId, rehatchSeed);

    const seed = await commitSeed();
    const requestId = await hatch(eggId);
    await fulfil(requestId, seed);
    const [datas, , , childParentA, childParentB] = await dragoOf(eggId);
    const expected = childDatas(await wordOf(seed, requestId), a, b);
    expect([...datas]).toEqual(expected);
    expect(datas[1]).toBe(3);
    expect([childParentA, childParentB]).toEqual([parentA, parentB]);
    // Every gene of the child is one of its parents' four genes for that part.
    for (let p = 0; p < 7; p++) {
      const base = 3 + 5 * p;
      const candidates = [a, b].flatMap((d) => [
        `${d[base + 1]}/${d[base + 2]}`,
        `${d[base + 3]}/${d[base + 4]}`,
      ]);
      expect(candidates).toContain(`${datas[base + 1]}/${datas[base + 2]}`);
      expect(candidates).toContain(`${datas[base + 3]}/${datas[base + 4]}`);
    }
  });

  it('refuses eggs with one parent or the same parent twice, and lays ids past existing dragos', async () => {
    expect(await revertOf(arena.admin, arena.egg, 'layEgg', [playerAddress, 1n, 0n])).toEqual({
      errorName: 'InvalidParents',
      args: [1n, 0n],
    });
    const id = await mintDrago(playerAddress, uniformDatas(1, 1));
    expect(await revertOf(arena.admin, arena.egg, 'layEgg', [playerAddress, id, id])).toMatchObject({
      errorName: 'InvalidParents',
    });
    // The next egg id skips an id a drago already has.
    const next = await arena.admin.readContract({
      address: arena.egg,
      abi: eggAbi,
      functionName: 'nextEggId',
    });
    await send(arena.admin, arena.drago, dragoAbi, 'mint', [
      playerAddress,
      next,
      uniformDatas(1, 2),
      0n,
      0n,
      0,
      0,
    ]);
    expect(await layEgg(playerAddress)).toBe(next + 1n);
    expect(await revertOf(player(), arena.egg, 'layEgg', [playerAddress, 0n, 0n])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
  });
});

describe('Drago', () => {
  it('rehatches once: owner only, count 1 → 0 at the request, new attributes from the word, grades and parents kept', async () => {
    const datas = uniformDatas(2, 9, 1);
    const tokenId = await mintDrago(playerAddress, datas, 20_001n, 20_002n, 3, 1);
    expect(await revertOf(player(STRANGER), arena.drago, 'rehatching', [tokenId])).toEqual({
      errorName: 'NotDragoOwner',
      args: [tokenId, devnetAccount(STRANGER).address],
    });
    const seed = await commitSeed();
    const receipt = await send(player(), arena.drago, dragoAbi, 'rehatching', [tokenId]);
    const requested = eventsOf(receipt).find((e) => e.eventName === 'RehatchRequested');
    if (requested?.eventName !== 'RehatchRequested') throw new Error('no RehatchRequested');
    const { requestId } = requested.args;
    expect((await dragoOf(tokenId))[2]).toBe(0);
    expect(
      await arena.admin.readContract({
        address: arena.drago,
        abi: dragoAbi,
        functionName: 'rehatchRequestOf',
        args: [tokenId],
      }),
    ).toBe(requestId);
    expect(await revertOf(player(), arena.drago, 'rehatching', [tokenId])).toEqual({
      errorName: 'NoRehatchLeft',
      args: [tokenId],
    });
    const fulfilled = await fulfil(requestId, seed);
    const rehatched = eventsOf(fulfilled).find((e) => e.eventName === 'DragoRehatched');
    const expected = rehatchedDatas(await wordOf(seed, requestId), datas);
    expect(rehatched?.args).toEqual({ tokenId, datas: expected, rehatchCount: 0 });
    const [after, breedCount, rehatchCount, parentA, parentB] = await dragoOf(tokenId);
    expect([...after]).toEqual(expected);
    expect({ breedCount, rehatchCount, parentA, parentB }).toEqual({
      breedCount: 3,
      rehatchCount: 0,
      parentA: 20_001n,
      parentB: 20_002n,
    });
    for (let p = 0; p < 7; p++) expect(after[3 + 5 * p]).toBe(2);
    expect(
      await arena.admin.readContract({
        address: arena.drago,
        abi: dragoAbi,
        functionName: 'rehatchRequestOf',
        args: [tokenId],
      }),
    ).toBe(0n);
    expect(await revertOf(player(), arena.drago, 'rehatching', [tokenId])).toMatchObject({
      errorName: 'NoRehatchLeft',
    });
  });

  it('mints only for MINTER_ROLE, with valid genes and a breed count of at most 7', async () => {
    const datas = uniformDatas(1, 3);
    expect(
      await revertOf(player(), arena.drago, 'mint', [playerAddress, 40_000n, datas, 0n, 0n, 0, 1]),
    ).toMatchObject({ errorName: 'AccessControlUnauthorizedAccount' });
    const bad = [...datas];
    bad[4] = 51;
    expect(
      await revertOf(arena.admin, arena.drago, 'mint', [playerAddress, 40_000n, bad, 0n, 0n, 0, 1]),
    ).toEqual({
      errorName: 'InvalidDatas',
      args: [4n],
    });
    expect(
      await revertOf(arena.admin, arena.drago, 'mint', [playerAddress, 40_000n, datas, 0n, 0n, 8, 1]),
    ).toMatchObject({
      errorName: 'MaxBreedCountReached',
    });
    const id = await mintDrago(playerAddress, datas, 0n, 0n, 6, 0);
    expect(
      await revertOf(arena.admin, arena.drago, 'mint', [playerAddress, id, datas, 0n, 0n, 0, 1]),
    ).toEqual({
      errorName: 'AlreadyMinted',
      args: [id],
    });
    // recordBreeding: BREEDER_ROLE only, 6 → 7, then refused.
    expect(await revertOf(arena.admin, arena.drago, 'recordBreeding', [id])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
    const breeder = await arena.admin.readContract({
      address: arena.drago,
      abi: dragoAbi,
      functionName: 'BREEDER_ROLE',
    });
    await send(arena.admin, arena.drago, dragoAbi, 'grantRole', [breeder, arena.admin.account.address]);
    const bred = eventsOf(await send(arena.admin, arena.drago, dragoAbi, 'recordBreeding', [id]));
    expect(bred.find((e) => e.eventName === 'Bred')?.args).toEqual({ tokenId: id, breedCount: 7 });
    expect(await revertOf(arena.admin, arena.drago, 'recordBreeding', [id])).toEqual({
      errorName: 'MaxBreedCountReached',
      args: [id],
    });
  });
});

describe('DevRandomnessOracle', () => {
  it('fulfils a request once, only for the operator and only with the committed seed', async () => {
    const seed = await commitSeed();
    const eggId = await layEgg(playerAddress);
    const requestId = await hatch(eggId);
    const request = await arena.admin.readContract({
      address: arena.oracle,
      abi: devRandomnessOracleAbi,
      functionName: 'requests',
      args: [requestId],
    });
    expect(request).toEqual([arena.egg, false, keccak256(seed)]);
    expect(await revertOf(player(STRANGER), arena.oracle, 'fulfill', [requestId, seed])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
    expect(await revertOf(arena.admin, arena.oracle, 'fulfill', [requestId, keccak256(seed)])).toEqual({
      errorName: 'WrongSeed',
      args: [requestId],
    });
    const receipt = await fulfil(requestId, seed);
    expect(eventsOf(receipt).find((e) => e.eventName === 'RandomnessFulfilled')?.args).toEqual({
      requestId,
      word: await wordOf(seed, requestId),
    });
    expect(await revertOf(arena.admin, arena.oracle, 'fulfill', [requestId, seed])).toEqual({
      errorName: 'AlreadyFulfilled',
      args: [requestId],
    });
    expect(await revertOf(arena.admin, arena.oracle, 'fulfill', [999_999n, seed])).toEqual({
      errorName: 'UnknownRequest',
      args: [999_999n],
    });
    expect(
      await arena.admin.readContract({
        address: arena.oracle,
        abi: devRandomnessOracleAbi,
        functionName: 'isFulfilled',
        args: [requestId],
      }),
    ).toBe(true);
  });

  it('binds one commitment per request, refuses requests without one and from non-consumers, and duplicate commitments', async () => {
    const available = await arena.admin.readContract({
      address: arena.oracle,
      abi: devRandomnessOracleAbi,
      functionName: 'commitmentsAvailable',
    });
    expect(available).toBe(0n);
    const eggId = await layEgg(playerAddress);
    expect(await revertOf(player(), arena.egg, 'hatching', [eggId])).toEqual({
      errorName: 'NoCommitmentAvailable',
      args: [],
    });
    expect(await revertOf(player(), arena.oracle, 'requestRandomness', [])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
    const seed = await commitSeed();
    expect(await revertOf(arena.admin, arena.oracle, 'commit', [[keccak256(seed)]])).toEqual({
      errorName: 'DuplicateCommitment',
      args: [keccak256(seed)],
    });
    expect(await revertOf(player(), arena.oracle, 'commit', [[keccak256('0x01')]])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
    const requestId = await hatch(eggId);
    await fulfil(requestId, seed);
  });

  it('a failing consumer path is recorded, not reverted: the fulfilment stands and an admin can replay it', async () => {
    const minter = await arena.admin.readContract({
      address: arena.drago,
      abi: dragoAbi,
      functionName: 'MINTER_ROLE',
    });
    const seed = await commitSeed();
    const eggId = await layEgg(playerAddress);
    const requestId = await hatch(eggId);
    await send(arena.admin, arena.drago, dragoAbi, 'revokeRole', [minter, arena.egg]);
    try {
      const receipt = await fulfil(requestId, seed);
      const events = eventsOf(receipt);
      const word = await wordOf(seed, requestId);
      expect(events.find((e) => e.eventName === 'RandomnessFulfilled')?.args).toEqual({ requestId, word });
      expect(events.find((e) => e.eventName === 'RandomnessCallbackFailed')?.args).toMatchObject({
        requestId,
        word,
      });
      expect(events.map((e) => e.eventName)).not.toContain('EggHatched');
      // The egg is still hatching; the oracle will not deliver again.
      expect(await ownerOf(arena.egg, eggId)).toBe(playerAddress);
      expect(await revertOf(arena.admin, arena.oracle, 'fulfill', [requestId, seed])).toMatchObject({
        errorName: 'AlreadyFulfilled',
      });
    } finally {
      await send(arena.admin, arena.drago, dragoAbi, 'grantRole', [minter, arena.egg]);
    }
    expect(await revertOf(player(), arena.egg, 'retryRandomness', [requestId])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
    const retried = eventsOf(await send(arena.admin, arena.egg, eggAbi, 'retryRandomness', [requestId]));
    expect(retried.map((e) => e.eventName)).toContain('EggHatched');
    expect([...(await dragoOf(eggId))[0]]).toEqual(randomDatas(await wordOf(seed, requestId)));
    expect(await revertOf(arena.admin, arena.egg, 'retryRandomness', [requestId])).toEqual({
      errorName: 'NoFailedFulfilment',
      args: [requestId],
    });
  });

  it('lets only the oracle call fulfillRandomness, and only the consumer itself its logic', async () => {
    expect(await revertOf(player(), arena.egg, 'fulfillRandomness', [1n, 1n])).toEqual({
      errorName: 'OnlyRandomnessOracle',
      args: [playerAddress],
    });
    expect(await revertOf(player(), arena.drago, 'consumeRandomness', [1n, 1n])).toEqual({
      errorName: 'OnlySelf',
      args: [],
    });
  });
});

describe('Genesis Bridge & Hatch', () => {
  let nonce = 100n;
  function sign(message: GenesisEggMessage, key: Hex = relayerKey): Promise<Hex> {
    return privateKeyToAccount(key).signTypedData(
      genesisEggTypedData(arena.endpoint.chainId, arena.egg, message),
    );
  }

  it('the gate locks a genesis egg (safe transfer or send) and numbers GenesisEggSent from 1', async () => {
    const owner = player(PLAYER, ethereum.endpoint);
    await send(ethereum.admin, ethereum.egg, eggAbi, 'mintGenesis', [playerAddress, [10_001n, 10_002n]]);
    const first = eventsOf(
      await send(owner, ethereum.egg, eggAbi, 'safeTransferFrom', [playerAddress, ethereum.gate, 10_001n]),
    ).find((e) => e.eventName === 'GenesisEggSent');
    expect(first?.args).toEqual({ nonce: 1n, eggId: 10_001n, owner: playerAddress });
    await send(owner, ethereum.egg, eggAbi, 'approve', [ethereum.gate, 10_002n]);
    const second = eventsOf(await send(owner, ethereum.gate, genesisEggGateAbi, 'send', [10_002n])).find(
      (e) => e.eventName === 'GenesisEggSent',
    );
    expect(second?.args).toEqual({ nonce: 2n, eggId: 10_002n, owner: playerAddress });
    expect(await ownerOf(ethereum.egg, 10_001n, ethereum.admin)).toBe(ethereum.gate);
    // Genesis eggs never hatch where they are (they cross to Arena-Z), and the gate takes only
    // genesis ids.
    await send(ethereum.admin, ethereum.egg, eggAbi, 'mintGenesis', [playerAddress, [10_003n]]);
    expect(await revertOf(owner, ethereum.egg, 'hatching', [10_003n])).toEqual({
      errorName: 'GenesisEggHatchesOnArenaZ',
      args: [10_003n],
    });
    expect(await revertOf(ethereum.admin, ethereum.egg, 'mintGenesis', [playerAddress, [20_001n]])).toEqual({
      errorName: 'NotGenesisEgg',
      args: [20_001n],
    });
  });

  it('delivers a signed genesis egg once: minted to the owner and hatching in the same transaction', async () => {
    const seed = await commitSeed();
    const message = { nonce: nonce++, eggId: 10_050n, owner: playerAddress };
    const signature = await sign(message);
    // Anyone may deliver (the relayer); the egg goes to the signed owner.
    const receipt = await send(player(STRANGER), arena.egg, eggAbi, 'receiveGenesis', [
      message.nonce,
      message.eggId,
      message.owner,
      signature,
    ]);
    const events = eventsOf(receipt);
    expect(events.find((e) => e.eventName === 'GenesisEggReceived')?.args).toEqual(message);
    const requested = events.find((e) => e.eventName === 'HatchRequested');
    if (requested?.eventName !== 'HatchRequested') throw new Error('no HatchRequested');
    expect(requested.args.eggId).toBe(10_050n);
    expect(await ownerOf(arena.egg, 10_050n)).toBe(playerAddress);
    expect(
      (
        await arena.admin.readContract({
          address: arena.egg,
          abi: eggAbi,
          functionName: 'eggOf',
          args: [10_050n],
        })
      )[0],
    ).toBe(1);
    // Replayed nonce, and the same egg under a new nonce.
    expect(
      await revertOf(player(STRANGER), arena.egg, 'receiveGenesis', [
        message.nonce,
        message.eggId,
        message.owner,
        signature,
      ]),
    ).toEqual({ errorName: 'NonceUsed', args: [message.nonce] });
    const again = { ...message, nonce: nonce++ };
    expect(
      await revertOf(player(STRANGER), arena.egg, 'receiveGenesis', [
        again.nonce,
        again.eggId,
        again.owner,
        await sign(again),
      ]),
    ).toEqual({ errorName: 'GenesisAlreadyReceived', args: [10_050n] });
    await fulfil(requested.args.requestId, seed);
    expect(await ownerOf(arena.drago, 10_050n)).toBe(playerAddress);
  });

  it('refuses a wrong signer, a tampered message and ids outside 10001–20000', async () => {
    const message = { nonce: nonce++, eggId: 10_060n, owner: playerAddress };
    const stranger = devnetAccount(STRANGER);
    expect(
      await revertOf(player(), arena.egg, 'receiveGenesis', [
        message.nonce,
        message.eggId,
        message.owner,
        await sign(message, stranger.privateKey),
      ]),
    ).toEqual({ errorName: 'InvalidSigner', args: [stranger.address] });
    const signature = await sign(message);
    expect(
      await revertOf(player(), arena.egg, 'receiveGenesis', [
        message.nonce,
        message.eggId,
        stranger.address,
        signature,
      ]),
    ).toMatchObject({ errorName: 'InvalidSigner' });
    expect(
      await revertOf(player(), arena.egg, 'receiveGenesis', [
        message.nonce,
        message.eggId,
        message.owner,
        '0x1234',
      ]),
    ).toEqual({
      errorName: 'InvalidSigner',
      args: [zeroAddress],
    });
    for (const eggId of [10_000n, 20_001n]) {
      const outside = { ...message, eggId };
      expect(
        await revertOf(player(), arena.egg, 'receiveGenesis', [
          outside.nonce,
          eggId,
          outside.owner,
          await sign(outside),
        ]),
      ).toEqual({ errorName: 'NotGenesisEgg', args: [eggId] });
    }
    expect(
      await arena.admin.readContract({
        address: arena.egg,
        abi: eggAbi,
        functionName: 'genesisNonceUsed',
        args: [message.nonce],
      }),
    ).toBe(false);
  });
});
