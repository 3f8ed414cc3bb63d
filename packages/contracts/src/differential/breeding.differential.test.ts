import {
  BREED_RESULT,
  type BreedCandidate,
  type BreedResult,
  breedFee,
  breedPriceBaseUnits,
  checkBreed,
  MAX_BREED_COUNT,
} from '@kingdoms/shared/drago/breed';
import fc from 'fast-check';
import { type Address, maxUint256, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from '../accounts';
import { type RunningAnvil, startAnvil } from '../anvil';
import { type ChainEndpoint, type LocalClient, localClient } from '../clients';
import { deployChain } from '../deploy';
import { asDragoDatas, uniformDatas } from '../dragoGenes';
import { a2zAbi, dragoAbi, dragoBreedingAbi } from '../generated/abis';
import { freePort } from '../ports';
import { revertOfCall, sendCall } from '../testing/chainCalls';
import { DIFFERENTIAL_RUNS } from './runs';

/**
 * Breeding's rules live twice: packages/shared/src/drago/breed.ts (the page checks and prices a pair
 * with it) and DragoBreeding.sol (deployed with the shared fee table by the deploy recipe). Random
 * pairs out of a family of dragos go through both, and the answers must be equal: the same refusal
 * (or none), the same price, and after real breeds the same counts.
 */

const PLAYER = 1;
const playerAddress = devnetAccount(PLAYER).address;

/** The refusal a contract error stands for (ownership is checked too, but is no shared rule). */
const RESULT_OF_ERROR: Record<string, BreedResult> = {
  SameDrago: BREED_RESULT.incomplete,
  SameParents: BREED_RESULT.sameParents,
  ParentChild: BREED_RESULT.parentChild,
  MaxBreedCount: BREED_RESULT.maxBreedCount,
};

/**
 * Founders on both sides of id 20000, their children (two full siblings, a half sibling), a
 * grandchild, and every breed count from 0 to the maximum; all the player's.
 */
const FAMILY: readonly BreedCandidate[] = [
  { tokenId: 101, breedCount: 0, parents: [0, 0] },
  { tokenId: 102, breedCount: 6, parents: [0, 0] },
  { tokenId: 15000, breedCount: 3, parents: [30001, 30002] },
  { tokenId: 30001, breedCount: 1, parents: [0, 0] },
  { tokenId: 30002, breedCount: 7, parents: [0, 0] },
  { tokenId: 30003, breedCount: 2, parents: [30001, 30002] },
  { tokenId: 30004, breedCount: 5, parents: [30002, 30001] },
  { tokenId: 30005, breedCount: 4, parents: [30003, 101] },
  { tokenId: 30006, breedCount: 0, parents: [30001, 30005] },
  { tokenId: 30007, breedCount: 6, parents: [30001, 102] },
];

let anvil: RunningAnvil;
let endpoint: ChainEndpoint;
let admin: LocalClient;
let player: LocalClient;
let c: { A2Z: Address; DST: Address; Drago: Address; DragoBreeding: Address };

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31351 });
  endpoint = { rpcUrl: anvil.rpcUrl, chainId: 31351 };
  const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  c = (
    await deployChain(
      ['A2Z', 'DST', 'DevRandomnessOracle', 'Drago', 'Egg', 'DragoBreeding'],
      endpoint,
      deployerKey,
    )
  ).contracts;
  admin = localClient(endpoint, deployerKey);
  player = localClient(endpoint, devnetAccount(PLAYER).privateKey);
  for (const [index, drago] of FAMILY.entries()) {
    await sendCall(admin, {
      address: c.Drago,
      abi: dragoAbi,
      functionName: 'mint',
      args: [
        playerAddress,
        BigInt(drago.tokenId),
        asDragoDatas(uniformDatas(1, index)),
        BigInt(drago.parents[0]),
        BigInt(drago.parents[1]),
        drago.breedCount,
        1,
      ],
    });
  }
  for (const token of [c.A2Z, c.DST]) {
    await sendCall(admin, {
      address: token,
      abi: a2zAbi,
      functionName: 'mint',
      args: [playerAddress, parseEther('1000000000')],
    });
    await sendCall(player, {
      address: token,
      abi: a2zAbi,
      functionName: 'approve',
      args: [c.DragoBreeding, maxUint256],
    });
  }
});

afterAll(async () => {
  await anvil?.stop();
});

const pairIndex = fc.integer({ min: 0, max: FAMILY.length - 1 });

/** What the contract answers for breeding `a` with `b` now: 0 for a breed that would go through. */
async function contractResult(a: BreedCandidate, b: BreedCandidate): Promise<BreedResult> {
  const call = {
    address: c.DragoBreeding,
    abi: dragoBreedingAbi,
    functionName: 'breed',
    args: [BigInt(a.tokenId), BigInt(b.tokenId)],
  };
  try {
    await player.simulateContract({ ...call, account: player.account } as Parameters<
      LocalClient['simulateContract']
    >[0]);
    return BREED_RESULT.ok;
  } catch {
    const { errorName } = await revertOfCall(player, call);
    const result = errorName === undefined ? undefined : RESULT_OF_ERROR[errorName];
    if (result === undefined) throw new Error(`breed(${a.tokenId}, ${b.tokenId}) failed with ${errorName}`);
    return result;
  }
}

async function contractPrice(a: BreedCandidate, b: BreedCandidate): Promise<{ a2z: bigint; dst: bigint }> {
  const [a2z, dst] = await player.readContract({
    address: c.DragoBreeding,
    abi: dragoBreedingAbi,
    functionName: 'getPrice',
    args: [BigInt(a.tokenId), BigInt(b.tokenId)],
  });
  return { a2z, dst };
}

describe('breeding: packages/shared and DragoBreeding agree', () => {
  it('on the refusal and the price of any pair of the family', async () => {
    await fc.assert(
      fc.asyncProperty(pairIndex, pairIndex, async (i, j) => {
        const a = FAMILY[i]!;
        const b = FAMILY[j]!;
        const result = await contractResult(a, b);
        expect(result).toBe(checkBreed(a, b));
        if (result === BREED_RESULT.ok) expect(await contractPrice(a, b)).toEqual(breedPriceBaseUnits(a, b));
      }),
      { numRuns: DIFFERENTIAL_RUNS },
    );
  });

  it("on one drago's fee at any breed count (the step caps at 6)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 255 }), async (breedCount) => {
        const [a2z, dst] = await player.readContract({
          address: c.DragoBreeding,
          abi: dragoBreedingAbi,
          functionName: 'feeOf',
          args: [breedCount],
        });
        const fee = breedFee(breedCount);
        expect({ a2z, dst }).toEqual({
          a2z: parseUnits(String(fee.a2z), 18),
          dst: parseUnits(String(fee.dst), 18),
        });
      }),
      { numRuns: DIFFERENTIAL_RUNS },
    );
  });

  /** Real breeds (a transaction each, so fewer runs): each from a snapshot of the family. */
  it('on the counts and the fees paid over a sequence of breeds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(pairIndex, pairIndex), { minLength: 1, maxLength: 6 }),
        async (pairs) => {
          const snapshot = await admin.request({ method: 'evm_snapshot' } as never);
          try {
            const family = FAMILY.map((drago) => ({ ...drago }));
            for (const [i, j] of pairs) {
              const a = family[i]!;
              const b = family[j]!;
              if (checkBreed(a, b) !== BREED_RESULT.ok) continue;
              const price = breedPriceBaseUnits(a, b);
              const before = await balance(c.A2Z);
              await sendCall(player, {
                address: c.DragoBreeding,
                abi: dragoBreedingAbi,
                functionName: 'breed',
                args: [BigInt(a.tokenId), BigInt(b.tokenId)],
              });
              expect(before - (await balance(c.A2Z))).toBe(price.a2z);
              a.breedCount += 1;
              b.breedCount += 1;
            }
            for (const drago of family) {
              const [, breedCount] = await player.readContract({
                address: c.Drago,
                abi: dragoAbi,
                functionName: 'dragoOf',
                args: [BigInt(drago.tokenId)],
              });
              expect(breedCount).toBe(drago.breedCount);
              expect(breedCount).toBeLessThanOrEqual(MAX_BREED_COUNT);
            }
          } finally {
            await admin.request({ method: 'evm_revert', params: [snapshot] } as never);
          }
        },
      ),
      { numRuns: Math.ceil(DIFFERENTIAL_RUNS / 10) },
    );
  });
});

function balance(token: Address): Promise<bigint> {
  return player.readContract({
    address: token,
    abi: a2zAbi,
    functionName: 'balanceOf',
    args: [playerAddress],
  });
}
