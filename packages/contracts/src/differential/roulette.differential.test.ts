import { ROULETTE_PRIZE_COUNT, ROULETTE_WEIGHT_SUM_MAX } from '@kingdoms/shared/roulette';
import { rouletteDraw, rouletteRoll } from '@kingdoms/shared/rouletteFair';
import fc from 'fast-check';
import { type Address, getAddress, type Hex } from 'viem';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from '../accounts';
import { type RunningAnvil, startAnvil } from '../anvil';
import { deployBytecode, type LocalClient, localClient } from '../clients';
import { rouletteDrawAbi } from '../generated/abis';
import { rouletteDrawBytecode } from '../generated/bytecode';
import { freePort } from '../ports';
import { DIFFERENTIAL_RUNS } from './runs';

/**
 * The roulette's odds: the provably fair draw of packages/shared (what the API records and the page
 * re-checks) against its Solidity statement, contracts/test/RouletteDraw.sol, for random seeds,
 * wallets, spin numbers and weight lists. Equal rolls mean the documented abi.encodePacked formula
 * is what TypeScript computes; equal prizes mean the cumulative-weight walk (and so every prize's
 * odds) is the same.
 */

let anvil: RunningAnvil;
let client: LocalClient;
let draw: Address;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31350 });
  client = localClient(
    { rpcUrl: anvil.rpcUrl, chainId: 31350 },
    devnetAccount(DEVNET_ROLES.deployer).privateKey,
  );
  ({ address: draw } = await deployBytecode(client, rouletteDrawAbi, rouletteDrawBytecode, []));
});

afterAll(async () => {
  await anvil?.stop();
});

const seed = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as Hex);
const wallet = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`));
const spin = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
/** Ten whole weights ≥ 0 with a sum in 1..ROULETTE_WEIGHT_SUM_MAX (rouletteWeightsProblem's rule). */
const weights = fc
  .array(fc.integer({ min: 0, max: Math.floor(ROULETTE_WEIGHT_SUM_MAX / ROULETTE_PRIZE_COUNT) }), {
    minLength: ROULETTE_PRIZE_COUNT,
    maxLength: ROULETTE_PRIZE_COUNT,
  })
  .filter((list) => list.some((weight) => weight > 0));

describe('roulette draw: packages/shared and Solidity agree', () => {
  it('on the roll and the prize of any spin', async () => {
    await fc.assert(
      fc.asyncProperty(seed, wallet, spin, weights, async (periodSeed, player, spinNumber, prizeWeights) => {
        const expectedRoll = rouletteRoll(periodSeed, player.toLowerCase(), spinNumber);
        const expectedPrize = rouletteDraw(periodSeed, player.toLowerCase(), spinNumber, prizeWeights);
        const [roll, prize] = await Promise.all([
          client.readContract({
            address: draw,
            abi: rouletteDrawAbi,
            functionName: 'roll',
            args: [periodSeed, player, BigInt(spinNumber)],
          }),
          client.readContract({
            address: draw,
            abi: rouletteDrawAbi,
            functionName: 'draw',
            args: [periodSeed, player, BigInt(spinNumber), prizeWeights.map(BigInt)],
          }),
        ]);
        return roll === expectedRoll && Number(prize) === expectedPrize;
      }),
      { numRuns: DIFFERENTIAL_RUNS },
    );
  });
});
