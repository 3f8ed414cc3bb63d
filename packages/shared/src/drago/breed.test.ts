import { describe, expect, it } from 'vitest';
import {
  A2Z_BREED_FEES,
  areParentAndChild,
  areSiblings,
  BREED_RESULT,
  BREED_RESULT_MESSAGES,
  type BreedCandidate,
  type BreedResult,
  breedFee,
  breedFeeTablesBaseUnits,
  breedPrice,
  breedPriceBaseUnits,
  breedResultMessageKey,
  breedStep,
  checkBreed,
  DST_BREED_FEES,
  expectedProbabilities,
  formatProbability,
  MAX_BREED_COUNT,
  MAX_BREED_STEP,
  PARENT_CHECK_MIN_EXCLUSIVE_ID,
} from './breed';
import { buildDragoCatalogue } from './catalogueText';
import { parseDatas } from './datas';
import { datasOf, SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS } from './samples';

const drago = (tokenId: number, parents: [number, number] = [0, 0], breedCount = 0): BreedCandidate => ({
  tokenId,
  breedCount,
  parents,
});

describe('breed constants (spec 2 §3, §9)', () => {
  it('has the result codes, the limits and the fee tables', () => {
    expect(BREED_RESULT).toEqual({ ok: 0, incomplete: -1, sameParents: 1, parentChild: 2, maxBreedCount: 3 });
    expect(MAX_BREED_COUNT).toBe(7);
    expect(MAX_BREED_STEP).toBe(6);
    expect(PARENT_CHECK_MIN_EXCLUSIVE_ID).toBe(20000);
    expect(A2Z_BREED_FEES).toEqual([2000, 2600, 3400, 4400, 5600, 7400, 10000]);
    expect(DST_BREED_FEES).toEqual([5000, 6500, 8500, 11000, 14500, 18500, 25000]);
  });

  it('gives the fee tables in base units for the contract (18 decimals)', () => {
    const tables = breedFeeTablesBaseUnits();
    expect(tables.a2z).toHaveLength(7);
    expect(tables.a2z[0]).toBe(2000n * 10n ** 18n);
    expect(tables.dst[6]).toBe(25000n * 10n ** 18n);
    expect(tables.dst.map((fee) => fee / 10n ** 18n)).toEqual(DST_BREED_FEES.map(BigInt));
    expect(breedFeeTablesBaseUnits(6).a2z[1]).toBe(2600n * 10n ** 6n);
  });
});

describe('checkBreed', () => {
  it.each<[string, BreedCandidate | null | undefined, BreedCandidate | null | undefined, BreedResult]>([
    ['nothing selected', undefined, undefined, -1],
    ['one selected', drago(20001), null, -1],
    ['only the second selected', undefined, drago(20001), -1],
    ['the same drago twice', drago(20001), drago(20001), -1],
    ['two unrelated dragos', drago(20001, [20010, 20011]), drago(20002, [20012, 20013]), 0],
    ['two seeded dragos without parents', drago(20001), drago(20002), 0],
    ['siblings (same two parents)', drago(20101, [20001, 20002]), drago(20102, [20001, 20002]), 1],
    ['siblings, parents in the other order', drago(20101, [20001, 20002]), drago(20102, [20002, 20001]), 1],
    ['half siblings (one parent shared)', drago(20101, [20001, 20002]), drago(20102, [20001, 20003]), 0],
    ['parent with its child', drago(20001), drago(20101, [20001, 20002]), 2],
    ['child with its parent', drago(20101, [20001, 20002]), drago(20002), 2],
    ['a drago at 7 breeds', drago(20001, [0, 0], 7), drago(20002), 3],
    ['the second at 7 breeds', drago(20001), drago(20002, [0, 0], 7), 3],
    ['a drago at 6 breeds', drago(20001, [0, 0], 6), drago(20002, [0, 0], 6), 0],
    [
      'siblings, one at 7 breeds: siblings first',
      drago(20101, [20001, 20002], 7),
      drago(20102, [20001, 20002]),
      1,
    ],
    ['siblings with id 20000: checks skipped', drago(20000, [20001, 20002]), drago(20102, [20001, 20002]), 0],
    ['siblings with ids ≤ 20000: checks skipped', drago(15000, [1, 2]), drago(15001, [1, 2]), 0],
    ['parent 20000 with its child: checks skipped', drago(20000), drago(20101, [20000, 20002]), 0],
    ['parent with its child 20000: checks skipped', drago(20101), drago(20000, [20101, 20002]), 0],
    ['skipped checks still count breeds', drago(20000, [0, 0], 7), drago(20101), 3],
  ])('%s → %i', (_name, a, b, result) => {
    expect(checkBreed(a, b)).toBe(result);
    expect(checkBreed(b, a)).toBe(result);
  });

  it('takes bigint ids as a contract read returns them', () => {
    const a: BreedCandidate = { tokenId: 20101n, breedCount: 0, parents: [20001n, 20002n] };
    const b: BreedCandidate = { tokenId: 20102n, breedCount: 0, parents: [20002n, 20001n] };
    expect(checkBreed(a, b)).toBe(1);
    expect(checkBreed(a, { tokenId: 20001n, breedCount: 0, parents: [0n, 0n] })).toBe(2);
  });

  it('areSiblings needs two real parents; areParentAndChild ignores parent 0', () => {
    expect(areSiblings(drago(20001), drago(20002))).toBe(false);
    expect(areSiblings(drago(20001, [20005, 0]), drago(20002, [20005, 0]))).toBe(false);
    expect(areParentAndChild(drago(0), drago(20002))).toBe(false);
  });
});

describe('breed messages (spec 2 §5)', () => {
  const english = buildDragoCatalogue('en');
  it.each([
    [-1, 'breed.incomplete', 'Please select two dragos.'],
    [1, 'breed.sameParents', 'Breeding is not possible for Dragos from the same parent'],
    [2, 'breed.parentChild', 'Breeding is not possible between a Drago and its parent.'],
    [3, 'breed.maxBreedCount', 'The Drago exceeded its max breeding count'],
  ] as const)('result %i → dragoCatalogue:%s "%s"', (result, key, text) => {
    expect(breedResultMessageKey(result)).toBe(key);
    expect(english.breed[BREED_RESULT_MESSAGES[result]]).toBe(text);
    for (const language of ['ko', 'ja', 'zh'] as const) {
      expect(buildDragoCatalogue(language).breed[BREED_RESULT_MESSAGES[result]]).not.toBe(text);
    }
  });

  it('has no message for 0 (ok)', () => {
    expect(breedResultMessageKey(0)).toBeUndefined();
  });
});

describe('fees (spec 2 §3)', () => {
  it.each([
    [0, 0, 2000, 5000],
    [1, 1, 2600, 6500],
    [2, 2, 3400, 8500],
    [3, 3, 4400, 11000],
    [4, 4, 5600, 14500],
    [5, 5, 7400, 18500],
    [6, 6, 10000, 25000],
    [7, 6, 10000, 25000],
    [12, 6, 10000, 25000],
  ])('breed count %i → step %i: %i A2Z, %i DST', (count, step, a2z, dst) => {
    expect(breedStep(count)).toBe(step);
    expect(breedFee(count)).toEqual({ a2z, dst });
  });

  it.each([-1, 1.5, Number.NaN])('refuses breed count %s', (count) => {
    expect(() => breedStep(count)).toThrow(RangeError);
  });

  it.each([
    [0, 0, 4000, 10000],
    [0, 1, 4600, 11500],
    [2, 5, 10800, 27000],
    [6, 6, 20000, 50000],
    [3, 7, 14400, 36000],
  ])('a pair at breed counts %i and %i costs %i A2Z and %i DST (the sum)', (countA, countB, a2z, dst) => {
    expect(breedPrice({ breedCount: countA }, { breedCount: countB })).toEqual({ a2z, dst });
    expect(breedPrice({ breedCount: countB }, { breedCount: countA })).toEqual({ a2z, dst });
    expect(breedPriceBaseUnits({ breedCount: countA }, { breedCount: countB })).toEqual({
      a2z: BigInt(a2z) * 10n ** 18n,
      dst: BigInt(dst) * 10n ** 18n,
    });
  });

  it('converts with other decimals when asked', () => {
    expect(breedPriceBaseUnits({ breedCount: 0 }, { breedCount: 0 }, 6)).toEqual({
      a2z: 4000_000000n,
      dst: 10000_000000n,
    });
  });
});

describe('expectedProbabilities (spec 2 §5: dominant 40 %, recessive 10 %, summed by attribute)', () => {
  const part = (dominant: number, recessive: number) => [1, dominant, 0, recessive, 1] as const;
  const genes = (...parts: (readonly [1, number, 0, number, 1])[]) =>
    parseDatas(datasOf(1, 0, [...parts, ...Array.from({ length: 7 - parts.length }, () => part(1, 2))]));

  it.each([
    [
      'four different genes',
      part(1, 2),
      part(3, 4),
      [
        [1, 0.4],
        [3, 0.4],
        [2, 0.1],
        [4, 0.1],
      ],
    ],
    [
      'the same dominant attribute',
      part(5, 2),
      part(5, 4),
      [
        [5, 0.8],
        [2, 0.1],
        [4, 0.1],
      ],
    ],
    [
      'a dominant equal to the other recessive',
      part(5, 2),
      part(3, 5),
      [
        [5, 0.5],
        [3, 0.4],
        [2, 0.1],
      ],
    ],
    [
      'the same recessive attribute',
      part(1, 9),
      part(3, 9),
      [
        [1, 0.4],
        [3, 0.4],
        [9, 0.2],
      ],
    ],
    [
      'pure parents (dominant = recessive)',
      part(7, 7),
      part(8, 8),
      [
        [7, 0.5],
        [8, 0.5],
      ],
    ],
    ['identical pure parents', part(50, 50), part(50, 50), [[50, 1]]],
  ] as const)('%s', (_name, partA, partB, expected) => {
    const [first] = expectedProbabilities(genes(partA), genes(partB));
    expect(first!.part).toBe(0);
    expect(first!.attributes.map((chance) => [chance.value, chance.probability])).toEqual(expected);
    expect(first!.attributes.reduce((sum, chance) => sum + chance.probability, 0)).toBeCloseTo(1, 10);
  });

  it('gives 7 parts in order and applies the same rule to colours', () => {
    const result = expectedProbabilities(parseDatas(SAMPLE_EPIC_DATAS), parseDatas(SAMPLE_LEGEND_DATAS));
    expect(result.map((entry) => entry.part)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Horn: epic [2, 12, 1, 12, 1] × legend [3, 50, 4, 50, 4]
    expect(result[0]!.attributes).toEqual([
      { value: 12, probability: 0.5 },
      { value: 50, probability: 0.5 },
    ]);
    expect(result[0]!.colours).toEqual([
      { value: 1, probability: 0.5 },
      { value: 4, probability: 0.5 },
    ]);
    // Tail: epic [2, 18, 4, 27, 2] × legend [3, 44, 0, 36, 3]
    expect(result[6]!.colours).toEqual([
      { value: 0, probability: 0.4 },
      { value: 4, probability: 0.4 },
      { value: 2, probability: 0.1 },
      { value: 3, probability: 0.1 },
    ]);
  });

  it.each([
    [0.4, '40%'],
    [0.1, '10%'],
    [0.5, '50%'],
    [0.8, '80%'],
    [1, '100%'],
  ])('formatProbability(%f) → %s', (probability, text) => {
    expect(formatProbability(probability)).toBe(text);
  });
});
