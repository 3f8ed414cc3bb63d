import { breedFeeTablesBaseUnits, breedPriceBaseUnits } from '@kingdoms/shared/drago/breed';
import { type Address, maxUint256, parseEther, parseEventLogs, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { type ChainEndpoint, type LocalClient, localClient } from './clients';
import { deployChain } from './deploy';
import { asDragoDatas, childDatas, type Datas, uniformDatas } from './dragoGenes';
import { a2zAbi, devRandomnessOracleAbi, dragoAbi, dragoBreedingAbi, eggAbi } from './generated/abis';
import { freePort } from './ports';
import { roleId } from './roles';
import { type ContractCall, devOracle, revertOfCall, sendCall } from './testing/chainCalls';

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const PLAYER = 1;
const STRANGER = 2;
const playerAddress = devnetAccount(PLAYER).address;
const strangerAddress = devnetAccount(STRANGER).address;
const treasuryAddress = devnetAccount(DEVNET_ROLES.deployer).address;

let anvil: RunningAnvil;
let endpoint: ChainEndpoint;
let admin: LocalClient;
let c: {
  A2Z: Address;
  DST: Address;
  DevRandomnessOracle: Address;
  Drago: Address;
  Egg: Address;
  DragoBreeding: Address;
};
let oracle: ReturnType<typeof devOracle>;

const abis = [...a2zAbi, ...devRandomnessOracleAbi, ...dragoAbi, ...eggAbi, ...dragoBreedingAbi] as const;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31339 });
  endpoint = { rpcUrl: anvil.rpcUrl, chainId: 31339 };
  // Arena-Z as CONTRACT_PLACEMENT builds it (the recipe grants the breeding contract its roles).
  const deployed = await deployChain(
    ['A2Z', 'DST', 'DevRandomnessOracle', 'Drago', 'Egg', 'DragoBreeding'],
    endpoint,
    deployerKey,
  );
  c = deployed.contracts;
  admin = localClient(endpoint, deployerKey);
  oracle = devOracle(admin, c.DevRandomnessOracle, 'breeding test seed');
  for (const account of [playerAddress, strangerAddress]) {
    for (const token of [c.A2Z, c.DST]) {
      await send(admin, {
        address: token,
        abi: a2zAbi,
        functionName: 'mint',
        args: [account, parseEther('1000000')],
      });
    }
  }
  for (const index of [PLAYER, STRANGER]) await approveBreeding(index, maxUint256);
});

afterAll(async () => {
  await anvil?.stop();
});

function send(client: LocalClient, call: ContractCall): Promise<TransactionReceipt> {
  return sendCall(client, call);
}

function player(index = PLAYER): LocalClient {
  return localClient(endpoint, devnetAccount(index).privateKey);
}

async function approveBreeding(index: number, amount: bigint) {
  for (const token of [c.A2Z, c.DST]) {
    await send(player(index), {
      address: token,
      abi: a2zAbi,
      functionName: 'approve',
      args: [c.DragoBreeding, amount],
    });
  }
}

function breedCall(a: bigint, b: bigint): ContractCall {
  return { address: c.DragoBreeding, abi: dragoBreedingAbi, functionName: 'breed', args: [a, b] };
}

function breedRevert(a: bigint, b: bigint, index = PLAYER) {
  return revertOfCall(player(index), { ...breedCall(a, b), abi: abis });
}

function eventsOf(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: abis, logs: receipt.logs });
}

/** Seeded ids above 20000 (parent checks apply), or below when given. */
let nextId = 30_001n;
async function mintDrago(
  options: {
    owner?: Address;
    datas?: Datas;
    parents?: [bigint, bigint];
    breedCount?: number;
    id?: bigint;
  } = {},
): Promise<bigint> {
  const tokenId = options.id ?? nextId++;
  const [parentA, parentB] = options.parents ?? [0n, 0n];
  await send(admin, {
    address: c.Drago,
    abi: dragoAbi,
    functionName: 'mint',
    args: [
      options.owner ?? playerAddress,
      tokenId,
      asDragoDatas(options.datas ?? uniformDatas(1, Number(tokenId % 50n))),
      parentA,
      parentB,
      options.breedCount ?? 0,
      1,
    ],
  });
  return tokenId;
}

async function dragoOf(tokenId: bigint) {
  const [datas, breedCount, rehatchCount, parentA, parentB] = await admin.readContract({
    address: c.Drago,
    abi: dragoAbi,
    functionName: 'dragoOf',
    args: [tokenId],
  });
  return { datas: [...datas], breedCount, rehatchCount, parentA, parentB };
}

function balanceOf(token: Address, account: Address): Promise<bigint> {
  return admin.readContract({ address: token, abi: a2zAbi, functionName: 'balanceOf', args: [account] });
}

async function balances(account: Address) {
  return { a2z: await balanceOf(c.A2Z, account), dst: await balanceOf(c.DST, account) };
}

function getPrice(a: bigint, b: bigint) {
  return admin.readContract({
    address: c.DragoBreeding,
    abi: dragoBreedingAbi,
    functionName: 'getPrice',
    args: [a, b],
  });
}

const price = (countA: number, countB: number) =>
  breedPriceBaseUnits({ breedCount: countA }, { breedCount: countB });

describe('DragoBreeding fees (spec 2 §3)', () => {
  it('is deployed with the shared fee tables, steps 0–6 in base units', async () => {
    const [a2z, dst] = await admin.readContract({
      address: c.DragoBreeding,
      abi: dragoBreedingAbi,
      functionName: 'fees',
    });
    const shared = breedFeeTablesBaseUnits();
    expect([...a2z]).toEqual(shared.a2z);
    expect([...dst]).toEqual(shared.dst);
    expect(a2z.map((fee) => fee / 10n ** 18n)).toEqual([2000n, 2600n, 3400n, 4400n, 5600n, 7400n, 10000n]);
    expect(dst.map((fee) => fee / 10n ** 18n)).toEqual([5000n, 6500n, 8500n, 11000n, 14500n, 18500n, 25000n]);
  });

  it('prices each step 0–6 (breed count 7 counts as step 6) and a pair as the sum of both', async () => {
    const steps = [0, 1, 2, 3, 4, 5, 6, 7];
    const ids = new Map<number, bigint>();
    for (const count of steps) ids.set(count, await mintDrago({ breedCount: count }));
    // The 72 reads are asked at once (they change nothing): one at a time took a minute on a busy machine.
    const fees = await Promise.all(
      steps.map((count) =>
        admin.readContract({
          address: c.DragoBreeding,
          abi: dragoBreedingAbi,
          functionName: 'feeOf',
          args: [count],
        }),
      ),
    );
    for (const [i, count] of steps.entries()) {
      const [a2zFee, dstFee] = fees[i]!;
      const expected = price(count, 0);
      const base = price(0, 0);
      // feeOf is one drago's fee: the pair price minus a step-0 drago's half.
      expect({ a2zFee, dstFee }).toEqual({
        a2zFee: expected.a2z - base.a2z / 2n,
        dstFee: expected.dst - base.dst / 2n,
      });
    }
    const pairs = steps.flatMap((countA) => steps.map((countB) => [countA, countB] as const));
    const prices = await Promise.all(
      pairs.map(([countA, countB]) => getPrice(ids.get(countA)!, ids.get(countB)!)),
    );
    for (const [i, [countA, countB]] of pairs.entries()) {
      const [a2z, dst] = prices[i]!;
      expect({ a2z, dst }, `counts ${countA} and ${countB}`).toEqual(price(countA, countB));
    }
    // Two step-6 dragos: 10000 + 10000 A2Z, 25000 + 25000 DST.
    expect(await getPrice(ids.get(6)!, ids.get(7)!)).toEqual([parseEther('20000'), parseEther('50000')]);
  });
});

describe('DragoBreeding.breed (spec 2 §4)', () => {
  it('breeds: pays the shown price into the treasury, counts both parents, lays the egg (id in the log) with the parents recorded', async () => {
    const datasA = uniformDatas(3, 5, 2);
    const datasB = uniformDatas(2, 17, 0);
    const a = await mintDrago({ datas: datasA, breedCount: 2 });
    const b = await mintDrago({ datas: datasB, breedCount: 0 });
    const [a2zPrice, dstPrice] = await getPrice(a, b);
    expect({ a2z: a2zPrice, dst: dstPrice }).toEqual(price(2, 0));
    const playerBefore = await balances(playerAddress);
    const treasuryBefore = await balances(treasuryAddress);

    const receipt = await send(player(), breedCall(a, b));
    const events = eventsOf(receipt);
    const bred = events.find((e) => e.eventName === 'DragoBred');
    const laid = events.find((e) => e.eventName === 'EggLaid');
    if (bred?.eventName !== 'DragoBred' || laid?.eventName !== 'EggLaid')
      throw new Error('no DragoBred/EggLaid');
    const eggId = bred.args.eggId;
    expect(eggId).toBeGreaterThanOrEqual(20_001n);
    expect(bred.args).toEqual({
      owner: playerAddress,
      parentA: a,
      parentB: b,
      eggId,
      a2zPaid: a2zPrice,
      dstPaid: dstPrice,
    });
    expect(laid.args).toEqual({ eggId, owner: playerAddress, parentA: a, parentB: b });
    expect(events.filter((e) => e.eventName === 'Bred').map((e) => e.eventName === 'Bred' && e.args)).toEqual(
      [
        { tokenId: a, breedCount: 3 },
        { tokenId: b, breedCount: 1 },
      ],
    );

    expect(await balances(playerAddress)).toEqual({
      a2z: playerBefore.a2z - a2zPrice,
      dst: playerBefore.dst - dstPrice,
    });
    expect(await balances(treasuryAddress)).toEqual({
      a2z: treasuryBefore.a2z + a2zPrice,
      dst: treasuryBefore.dst + dstPrice,
    });
    expect((await dragoOf(a)).breedCount).toBe(3);
    expect((await dragoOf(b)).breedCount).toBe(1);
    // The next pair costs the next steps.
    expect(await getPrice(a, b)).toEqual([price(3, 1).a2z, price(3, 1).dst]);
    expect(
      await admin.readContract({ address: c.Egg, abi: eggAbi, functionName: 'ownerOf', args: [eggId] }),
    ).toBe(playerAddress);
    expect(
      await admin.readContract({ address: c.Egg, abi: eggAbi, functionName: 'eggOf', args: [eggId] }),
    ).toEqual([0, a, b, 0n]);

    // Hatching: the oracle's word and the parents' genes make the child (Drago.sol childDatas).
    const seed = await oracle.commitSeed();
    const hatch = eventsOf(
      await send(player(), { address: c.Egg, abi: eggAbi, functionName: 'hatching', args: [eggId] }),
    ).find((e) => e.eventName === 'HatchRequested');
    if (hatch?.eventName !== 'HatchRequested') throw new Error('no HatchRequested');
    const fulfilled = eventsOf(await oracle.fulfil(hatch.args.requestId, seed)).map((e) => e.eventName);
    expect(fulfilled).toContain('EggHatched');
    const child = await dragoOf(eggId);
    expect(child.datas).toEqual(childDatas(await oracle.wordOf(seed, hatch.args.requestId), datasA, datasB));
    expect(child.datas[1]).toBe(3);
    expect({ parentA: child.parentA, parentB: child.parentB, breedCount: child.breedCount }).toEqual({
      parentA: a,
      parentB: b,
      breedCount: 0,
    });
    expect(
      await admin.readContract({ address: c.Drago, abi: dragoAbi, functionName: 'ownerOf', args: [eggId] }),
    ).toBe(playerAddress);
  });

  it('refuses the same drago twice (SameDrago) and dragos the caller does not own (NotOwner)', async () => {
    const mine = await mintDrago();
    const theirs = await mintDrago({ owner: strangerAddress });
    expect(await breedRevert(mine, mine)).toEqual({ errorName: 'SameDrago', args: [] });
    expect(await breedRevert(theirs, mine)).toEqual({ errorName: 'NotOwner', args: [theirs] });
    expect(await breedRevert(mine, theirs)).toEqual({ errorName: 'NotOwner', args: [theirs] });
    expect(await breedRevert(mine, theirs, STRANGER)).toEqual({ errorName: 'NotOwner', args: [mine] });
    // An id that is no drago.
    expect(await breedRevert(mine, 99_999n)).toMatchObject({ errorName: 'ERC721NonexistentToken' });
  });

  it('refuses siblings sharing both parents (SameParents), in either order, but not half siblings', async () => {
    const p1 = await mintDrago();
    const p2 = await mintDrago();
    const p3 = await mintDrago();
    const s1 = await mintDrago({ parents: [p1, p2] });
    const s2 = await mintDrago({ parents: [p2, p1] });
    const half = await mintDrago({ parents: [p1, p3] });
    expect(await breedRevert(s1, s2)).toEqual({ errorName: 'SameParents', args: [] });
    expect(await breedRevert(s2, s1)).toEqual({ errorName: 'SameParents', args: [] });
    await send(player(), breedCall(s1, half));
  });

  it('refuses a parent with its child (ParentChild), either way round', async () => {
    const p1 = await mintDrago();
    const p2 = await mintDrago();
    const kid = await mintDrago({ parents: [p1, p2] });
    expect(await breedRevert(p1, kid)).toEqual({ errorName: 'ParentChild', args: [] });
    expect(await breedRevert(kid, p2)).toEqual({ errorName: 'ParentChild', args: [] });
  });

  it('skips both parent checks when either id is 20000 or below', async () => {
    const genesis = await mintDrago({ id: 15_101n });
    const p2 = await mintDrago();
    const kid = await mintDrago({ parents: [genesis, p2] });
    await send(player(), breedCall(genesis, kid));
    const low = await mintDrago({ id: 20_000n, parents: [p2, genesis] });
    const sibling = await mintDrago({ parents: [genesis, p2] });
    // 20000 and its sibling 3000x share both parents, and 20000 is a child of p2: all allowed.
    await send(player(), breedCall(low, sibling));
    await send(player(), breedCall(low, p2));
  });

  it('breeds a drago at 6 (to 7), then refuses it (MaxBreedCount) whichever side it is on', async () => {
    const six = await mintDrago({ breedCount: 6 });
    const other = await mintDrago();
    const another = await mintDrago();
    const receipt = await send(player(), breedCall(six, other));
    const bred = eventsOf(receipt).find((e) => e.eventName === 'DragoBred');
    expect(bred?.eventName === 'DragoBred' && bred.args.a2zPaid).toBe(price(6, 0).a2z);
    expect((await dragoOf(six)).breedCount).toBe(7);
    expect(await breedRevert(six, another)).toEqual({ errorName: 'MaxBreedCount', args: [six] });
    expect(await breedRevert(another, six)).toEqual({ errorName: 'MaxBreedCount', args: [six] });
    const seven = await mintDrago({ breedCount: 7 });
    expect(await breedRevert(another, seven)).toEqual({ errorName: 'MaxBreedCount', args: [seven] });
  });

  it('checks in the shared order: siblings before the breed count', async () => {
    const p1 = await mintDrago();
    const p2 = await mintDrago();
    const s1 = await mintDrago({ parents: [p1, p2], breedCount: 7 });
    const s2 = await mintDrago({ parents: [p1, p2] });
    expect(await breedRevert(s1, s2)).toEqual({ errorName: 'SameParents', args: [] });
  });

  it('needs both approvals: without enough A2Z or DST allowance nothing happens', async () => {
    const a = await mintDrago({ owner: strangerAddress });
    const b = await mintDrago({ owner: strangerAddress });
    const [a2zPrice] = await getPrice(a, b);
    await send(player(STRANGER), {
      address: c.A2Z,
      abi: a2zAbi,
      functionName: 'approve',
      args: [c.DragoBreeding, a2zPrice - 1n],
    });
    expect(await breedRevert(a, b, STRANGER)).toMatchObject({ errorName: 'ERC20InsufficientAllowance' });
    await send(player(STRANGER), {
      address: c.A2Z,
      abi: a2zAbi,
      functionName: 'approve',
      args: [c.DragoBreeding, a2zPrice],
    });
    await send(player(STRANGER), {
      address: c.DST,
      abi: a2zAbi,
      functionName: 'approve',
      args: [c.DragoBreeding, 0n],
    });
    expect(await breedRevert(a, b, STRANGER)).toMatchObject({ errorName: 'ERC20InsufficientAllowance' });
    expect((await dragoOf(a)).breedCount).toBe(0);
    await approveBreeding(STRANGER, maxUint256);
    await send(player(STRANGER), breedCall(a, b));
  });

  it('is the only path for players: Drago.recordBreeding and Egg.layEgg refuse them', async () => {
    const a = await mintDrago();
    const b = await mintDrago();
    expect(
      await revertOfCall(player(), {
        address: c.Drago,
        abi: abis,
        functionName: 'recordBreeding',
        args: [a],
      }),
    ).toMatchObject({ errorName: 'AccessControlUnauthorizedAccount' });
    expect(
      await revertOfCall(player(), {
        address: c.Egg,
        abi: abis,
        functionName: 'layEgg',
        args: [playerAddress, a, b],
      }),
    ).toMatchObject({ errorName: 'AccessControlUnauthorizedAccount' });
    const hasRole = (contract: Address, role: 'BREEDER_ROLE' | 'MINTER_ROLE') =>
      admin.readContract({
        address: contract,
        abi: dragoAbi,
        functionName: 'hasRole',
        args: [roleId(role), c.DragoBreeding],
      });
    expect(await hasRole(c.Drago, 'BREEDER_ROLE')).toBe(true);
    expect(await hasRole(c.Egg, 'MINTER_ROLE')).toBe(true);
  });
});

describe('DragoBreeding.breedBatch', () => {
  it('breeds pairs in order, returns their egg ids, and takes one payment of the total', async () => {
    const a = await mintDrago({ breedCount: 1 });
    const b = await mintDrago();
    const d = await mintDrago({ breedCount: 4 });
    const before = await balances(playerAddress);
    const call = {
      address: c.DragoBreeding,
      abi: dragoBreedingAbi,
      functionName: 'breedBatch',
      args: [
        [a, a],
        [b, d],
      ],
    } as const;
    const { result } = await player().simulateContract({ ...call, account: player().account });
    const receipt = await send(player(), call);
    const events = eventsOf(receipt);
    const bred = events.flatMap((e) => (e.eventName === 'DragoBred' ? [e.args] : []));
    expect(bred.map((e) => e.eggId)).toEqual([...result]);
    expect(events.filter((e) => e.eventName === 'EggLaid')).toHaveLength(2);
    // The second pair meets `a` at its next step.
    expect(bred.map((e) => [e.a2zPaid, e.dstPaid])).toEqual([
      [price(1, 0).a2z, price(1, 0).dst],
      [price(2, 4).a2z, price(2, 4).dst],
    ]);
    const total = { a2z: price(1, 0).a2z + price(2, 4).a2z, dst: price(1, 0).dst + price(2, 4).dst };
    expect(await balances(playerAddress)).toEqual({
      a2z: before.a2z - total.a2z,
      dst: before.dst - total.dst,
    });
    // One transferFrom per token for the whole batch.
    const transfers = parseEventLogs({ abi: a2zAbi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfers.map((t) => [t.address.toLowerCase(), t.args.value])).toEqual([
      [c.A2Z.toLowerCase(), total.a2z],
      [c.DST.toLowerCase(), total.dst],
    ]);
    expect((await dragoOf(a)).breedCount).toBe(3);
  });

  it('refuses mismatched or empty lists, and a refused pair undoes the whole batch', async () => {
    const a = await mintDrago();
    const b = await mintDrago();
    const batch = (as: bigint[], bs: bigint[]) =>
      revertOfCall(player(), {
        address: c.DragoBreeding,
        abi: abis,
        functionName: 'breedBatch',
        args: [as, bs],
      });
    expect(await batch([a], [])).toEqual({ errorName: 'BatchLengthMismatch', args: [1n, 0n] });
    expect(await batch([], [])).toEqual({ errorName: 'EmptyBatch', args: [] });
    expect(await batch([a, a], [b, a])).toEqual({ errorName: 'SameDrago', args: [] });
    expect((await dragoOf(a)).breedCount).toBe(0);
  });
});

describe('DragoBreeding treasury', () => {
  it('sends fees to the treasury the admin sets (admin only, never zero)', async () => {
    expect(
      await admin.readContract({ address: c.DragoBreeding, abi: dragoBreedingAbi, functionName: 'treasury' }),
    ).toBe(treasuryAddress);
    const newTreasury = devnetAccount(7).address;
    expect(
      await revertOfCall(player(), {
        address: c.DragoBreeding,
        abi: abis,
        functionName: 'setTreasury',
        args: [newTreasury],
      }),
    ).toMatchObject({ errorName: 'AccessControlUnauthorizedAccount' });
    expect(
      await revertOfCall(admin, {
        address: c.DragoBreeding,
        abi: abis,
        functionName: 'setTreasury',
        args: ['0x0000000000000000000000000000000000000000'],
      }),
    ).toEqual({ errorName: 'ZeroAddress', args: [] });
    await send(admin, {
      address: c.DragoBreeding,
      abi: dragoBreedingAbi,
      functionName: 'setTreasury',
      args: [newTreasury],
    });
    try {
      const before = await balances(newTreasury);
      const a = await mintDrago();
      const b = await mintDrago();
      await send(player(), breedCall(a, b));
      expect(await balances(newTreasury)).toEqual({
        a2z: before.a2z + price(0, 0).a2z,
        dst: before.dst + price(0, 0).dst,
      });
    } finally {
      await send(admin, {
        address: c.DragoBreeding,
        abi: dragoBreedingAbi,
        functionName: 'setTreasury',
        args: [treasuryAddress],
      });
    }
  });
});
