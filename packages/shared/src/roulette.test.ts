import { encodePacked, type Hex, hexToBigInt, keccak256 } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  isEventOpen,
  parseRouletteWeights,
  periodAt,
  periodCount,
  periodWindow,
  prizeAtRotation,
  prizeForRoll,
  ROULETTE_DEFAULT_WEIGHTS,
  ROULETTE_PRIZES,
  rouletteEventPhase,
  rouletteOdds,
  roulettePrize,
  rouletteWeightsProblem,
  segmentCenterDegrees,
  WHEEL_SEGMENT_DEGREES,
  WHEEL_SPIN_MS,
  wheelRotationFor,
} from './roulette';
import {
  chiSquare,
  rouletteCommitment,
  rouletteDraw,
  rouletteRoll,
  seedMatchesCommitment,
  verifyRouletteSpin,
} from './rouletteFair';

const SEED = `0x${'42'.repeat(32)}` as Hex;
const WALLET = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

describe('prizes (spec 2 §3)', () => {
  it.each([
    [1, 'Land Lv.1'],
    [2, 'Land Lv.1'],
    [3, 'Normal Drago'],
    [4, 'Normal Drago'],
    [5, 'Wealthy Mighty Kingdom 1'],
    [6, 'Wealthy Mighty Kingdom 2'],
    [7, 'Wealthy Mighty Kingdom 3'],
    [8, 'Skin pack 1'],
    [9, 'Land Lv.6'],
    [10, 'Legendary Drago'],
  ])('prize %i is %s', (id, name) => {
    expect(roulettePrize(id).name).toBe(name);
  });

  it('has ten prizes and no others', () => {
    expect(ROULETTE_PRIZES.map((prize) => prize.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(() => roulettePrize(0)).toThrow();
    expect(() => roulettePrize(11)).toThrow();
  });
});

describe('weights', () => {
  it("defaults to the spec's 12.5 for each of the ten prizes (in tenths): 1 in 10 each", () => {
    expect(ROULETTE_DEFAULT_WEIGHTS).toEqual([125, 125, 125, 125, 125, 125, 125, 125, 125, 125]);
    expect(rouletteOdds(ROULETTE_DEFAULT_WEIGHTS)).toEqual(new Array(10).fill(0.1));
    expect(rouletteWeightsProblem(ROULETTE_DEFAULT_WEIGHTS)).toBeNull();
  });

  it("draws by default what the wheel shows: each prize's odds are its share of the wheel", () => {
    const odds = rouletteOdds(ROULETTE_DEFAULT_WEIGHTS);
    for (const prize of ROULETTE_PRIZES) {
      expect((odds[prize.id - 1] ?? 0) * 360).toBeCloseTo(WHEEL_SEGMENT_DEGREES);
    }
    // Each prize owns a tenth of the rolls: 125 consecutive roll values out of every 1,250.
    for (const prize of ROULETTE_PRIZES) {
      const first = BigInt((prize.id - 1) * 125);
      expect(prizeForRoll(first, ROULETTE_DEFAULT_WEIGHTS)).toBe(prize.id);
      expect(prizeForRoll(first + 124n, ROULETTE_DEFAULT_WEIGHTS)).toBe(prize.id);
      expect(prizeForRoll(first + 1250n, ROULETTE_DEFAULT_WEIGHTS)).toBe(prize.id);
    }
  });

  it('keeps other weights as configuration: the odds are each weight over the sum', () => {
    const weights = parseRouletteWeights('3000,2500,1500,1200,600,400,300,300,150,50');
    expect(rouletteOdds(weights)[0]).toBeCloseTo(0.3);
    expect(rouletteOdds(weights)[9]).toBeCloseTo(0.005);
  });

  it.each([
    ['1,1,1,1,1,1,1,1,1,1', null],
    ['0,0,0,0,0,0,0,0,0,1', null],
    ['1,1,1', 'needs 10 weights, one per prize'],
    ['0,0,0,0,0,0,0,0,0,0', 'at least one weight must be above 0'],
    ['1,1,1,1,1,1,1,1,1,-1', 'weights must be whole numbers of 0 or more'],
    ['1,1,1,1,1,1,1,1,1,1.5', 'weights must be whole numbers of 0 or more'],
    ['1,1,1,1,1,1,1,1,1,x', 'weights must be whole numbers of 0 or more'],
    ['1000000000,1,0,0,0,0,0,0,0,0', 'the weights may sum to at most 1000000000'],
  ])('%s → %s', (text, problem) => {
    if (problem === null) expect(() => parseRouletteWeights(text)).not.toThrow();
    else expect(() => parseRouletteWeights(text)).toThrow(problem);
  });

  it('walks the cumulative weights in prize order', () => {
    const weights = [3000, 2500, 1500, 1200, 600, 400, 300, 300, 150, 50];
    expect(prizeForRoll(0n, weights)).toBe(1);
    expect(prizeForRoll(2999n, weights)).toBe(1);
    expect(prizeForRoll(3000n, weights)).toBe(2);
    expect(prizeForRoll(9949n, weights)).toBe(9);
    expect(prizeForRoll(9950n, weights)).toBe(10);
    expect(prizeForRoll(9999n, weights)).toBe(10);
    expect(prizeForRoll(10_000n, weights)).toBe(1);
    expect(prizeForRoll(2n ** 256n - 1n, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe(10);
    expect(rouletteWeightsProblem([0, 1, 0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(prizeForRoll(5n, [0, 1, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(2);
  });
});

describe('the wheel (spec 2 §4, §9)', () => {
  it('has ten segments of 36° and spins for 6 seconds', () => {
    expect(WHEEL_SEGMENT_DEGREES).toBe(36);
    expect(WHEEL_SPIN_MS).toBe(6000);
    expect(segmentCenterDegrees(1)).toBe(18);
    expect(segmentCenterDegrees(10)).toBe(342);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('stops prize %i under the pointer, turning forwards', (id) => {
    for (const current of [0, 123, 3600 + 17, 7200]) {
      const rotation = wheelRotationFor(current, id);
      expect(rotation).toBeGreaterThanOrEqual(current + 6 * 360);
      expect(rotation).toBeLessThan(current + 7 * 360);
      expect(prizeAtRotation(rotation)).toBe(id);
      const still = wheelRotationFor(current, id, 0);
      expect(still - current).toBeGreaterThanOrEqual(0);
      expect(still - current).toBeLessThan(360);
      expect(prizeAtRotation(still)).toBe(id);
    }
  });
});

describe('event window and periods', () => {
  const schedule = { start: 1000, end: 1000 + 300, periodSeconds: 120 };

  it.each([
    [999, false, null],
    [1000, true, 0],
    [1119, true, 0],
    [1120, true, 1],
    [1299, true, 2],
    [1300, false, null],
  ])('at %i: open %s, period %s', (now, open, period) => {
    expect(isEventOpen(schedule, now)).toBe(open);
    expect(periodAt(schedule, now)).toBe(period);
  });

  it.each([
    [999, 'upcoming'],
    [1000, 'open'],
    [1999, 'open'],
    [2000, 'ended'],
    [5000, 'ended'],
  ] as const)('at %i the event is %s', (now, phase) => {
    const window = { start: 1000, end: 2000 };
    expect(rouletteEventPhase(window, now)).toBe(phase);
    expect(isEventOpen({ ...window, periodSeconds: 100 }, now)).toBe(phase === 'open');
  });

  it('cuts the last period at the end', () => {
    expect(periodCount(schedule)).toBe(3);
    expect(periodWindow(schedule, 0)).toEqual({ start: 1000, end: 1120 });
    expect(periodWindow(schedule, 2)).toEqual({ start: 1240, end: 1300 });
  });
});

describe('provably fair draw', () => {
  it('commits with keccak256 of the seed', () => {
    expect(rouletteCommitment(SEED)).toBe(keccak256(SEED));
    expect(seedMatchesCommitment(SEED, keccak256(SEED))).toBe(true);
    expect(seedMatchesCommitment(`0x${'43'.repeat(32)}`, keccak256(SEED))).toBe(false);
    expect(() => rouletteCommitment('0x12')).toThrow();
  });

  it('is a function of seed, lowercase wallet and spin number', () => {
    const roll = rouletteRoll(SEED, WALLET, 1);
    expect(rouletteRoll(SEED, WALLET.toUpperCase().replace('0X', '0x'), 1)).toBe(roll);
    expect(rouletteRoll(SEED, WALLET, 2)).not.toBe(roll);
    expect(rouletteRoll(`0x${'43'.repeat(32)}`, WALLET, 1)).not.toBe(roll);
    expect(() => rouletteRoll(SEED, WALLET, 0)).toThrow();
    expect(roll).toBe(
      hexToBigInt(keccak256(encodePacked(['bytes32', 'address', 'uint256'], [SEED, WALLET, 1n]))),
    );
    // Pinned: the page and any other implementation must derive exactly this.
    expect(roll.toString(16)).toMatchInlineSnapshot(
      `"c4d665b947978312bab2f7e57d4e0b8c4a10c42fbe40bc5bf75f70b8f0b134b8"`,
    );
  });

  it('verifies a spin from its revealed seed', () => {
    const result = rouletteDraw(SEED, WALLET, 7, ROULETTE_DEFAULT_WEIGHTS);
    const spin = {
      seed: SEED,
      commitment: rouletteCommitment(SEED),
      wallet: WALLET,
      spin: 7,
      result,
      weights: ROULETTE_DEFAULT_WEIGHTS,
    };
    expect(verifyRouletteSpin(spin)).toBe(true);
    expect(verifyRouletteSpin({ ...spin, result: (result % 10) + 1 })).toBe(false);
    expect(verifyRouletteSpin({ ...spin, seed: `0x${'43'.repeat(32)}` })).toBe(false);
  });

  const SKEWED = [3000, 2500, 1500, 1200, 600, 400, 300, 300, 150, 50];
  it.each([
    ['the default (equal) weights', ROULETTE_DEFAULT_WEIGHTS, SKEWED],
    ['configured skewed weights', SKEWED, ROULETTE_DEFAULT_WEIGHTS],
  ])(
    'over 100,000 draws with a fixed seed matches %s (chi-square, 9 degrees of freedom)',
    (_name, weights, other) => {
      const counts = new Array<number>(10).fill(0);
      const wallets = [
        WALLET,
        '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
        '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
      ];
      for (let spin = 1; spin <= 100_000; spin += 1) {
        const wallet = wallets[spin % wallets.length] ?? WALLET;
        const prize = rouletteDraw(SEED, wallet, spin, weights);
        counts[prize - 1] = (counts[prize - 1] ?? 0) + 1;
      }
      // 27.877 is the 0.999 quantile of chi-square with 9 degrees of freedom.
      expect(chiSquare(counts, weights)).toBeLessThan(27.877);
      // And the statistic does notice wrong weights.
      expect(chiSquare(counts, other)).toBeGreaterThan(1000);
    },
    60_000,
  );
});
