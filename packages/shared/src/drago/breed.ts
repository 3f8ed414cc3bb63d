/**
 * Breeding rules (spec 2 §2 "Breed page", §3 fee tables, §4 Breed, §5, §9; issue 16 item 2). Pure:
 * the page checks and prices a pair with these, the API and the contract tests use the same tables.
 */
import { TOKEN_DECIMALS } from '../amounts';
import { type BreedMessageKey, type ColourIndex, dragoKeys, PART_INDEXES, type PartIndex } from './catalogue';
import type { DragoGenes } from './datas';

/** Spec 2 §4: the result codes of the pair check. */
export const BREED_RESULT = {
  ok: 0,
  incomplete: -1,
  sameParents: 1,
  parentChild: 2,
  maxBreedCount: 3,
} as const;
export type BreedResult = (typeof BREED_RESULT)[keyof typeof BREED_RESULT];
export type BreedRefusal = Exclude<BreedResult, 0>;

/** The catalogue message (`dragoCatalogue:breed.<key>`) of each refusal (spec 2 §5 texts). */
export const BREED_RESULT_MESSAGES: Readonly<Record<BreedRefusal, BreedMessageKey>> = {
  [-1]: 'incomplete',
  1: 'sameParents',
  2: 'parentChild',
  3: 'maxBreedCount',
};

/** The key in the `dragoCatalogue` namespace of a result's message, or undefined for 0 (ok). */
export function breedResultMessageKey(result: BreedResult): string | undefined {
  return result === BREED_RESULT.ok ? undefined : dragoKeys.breed(BREED_RESULT_MESSAGES[result]);
}

/** Spec 2 §3, §9: a drago breeds at most 7 times. */
export const MAX_BREED_COUNT = 7;
/** Spec 2 §3: the fee step is the breed count capped at 6. */
export const MAX_BREED_STEP = 6;
/** Spec 2 §5: the sibling and parent checks are skipped when either token id is 20000 or below. */
export const PARENT_CHECK_MIN_EXCLUSIVE_ID = 20000;
/** Spec 2 §2: at most two dragos are selected. */
export const BREED_SELECTION_SIZE = 2;

/** Spec 2 §3: fees per breed step 0–6, in whole tokens. */
export const A2Z_BREED_FEES: readonly number[] = [2000, 2600, 3400, 4400, 5600, 7400, 10000];
export const DST_BREED_FEES: readonly number[] = [5000, 6500, 8500, 11000, 14500, 18500, 25000];

/** What the pair check needs of a drago. Parent id 0 means "no parent" (seeded, genesis). */
export interface BreedCandidate {
  tokenId: number | bigint;
  breedCount: number;
  parents: readonly [number | bigint, number | bigint];
}

const NO_PARENT = 0n;

function parentsOf(drago: BreedCandidate): bigint[] {
  return drago.parents.map((id) => BigInt(id)).filter((id) => id !== NO_PARENT);
}

function skipsParentChecks(a: BreedCandidate, b: BreedCandidate): boolean {
  const limit = BigInt(PARENT_CHECK_MIN_EXCLUSIVE_ID);
  return BigInt(a.tokenId) <= limit || BigInt(b.tokenId) <= limit;
}

/** Siblings: both have two parents, and the same two (in any order). */
export function areSiblings(a: BreedCandidate, b: BreedCandidate): boolean {
  const [a1, a2] = parentsOf(a);
  const [b1, b2] = parentsOf(b);
  if (a1 === undefined || a2 === undefined || b1 === undefined || b2 === undefined) return false;
  return (a1 === b1 && a2 === b2) || (a1 === b2 && a2 === b1);
}

/** One is a parent of the other. */
export function areParentAndChild(a: BreedCandidate, b: BreedCandidate): boolean {
  const aId = BigInt(a.tokenId);
  const bId = BigInt(b.tokenId);
  return parentsOf(a).includes(bId) || parentsOf(b).includes(aId);
}

/**
 * Spec 2 §4/§5: the pair check. In this order: −1 when fewer than two different dragos are chosen;
 * 1 siblings (same two parents) and 2 parent with child, both skipped when either id ≤ 20000;
 * 3 when either has bred 7 times; else 0.
 */
export function checkBreed(
  a: BreedCandidate | null | undefined,
  b: BreedCandidate | null | undefined,
): BreedResult {
  if (!a || !b || BigInt(a.tokenId) === BigInt(b.tokenId)) return BREED_RESULT.incomplete;
  if (!skipsParentChecks(a, b)) {
    if (areSiblings(a, b)) return BREED_RESULT.sameParents;
    if (areParentAndChild(a, b)) return BREED_RESULT.parentChild;
  }
  if (a.breedCount >= MAX_BREED_COUNT || b.breedCount >= MAX_BREED_COUNT) return BREED_RESULT.maxBreedCount;
  return BREED_RESULT.ok;
}

/** Spec 2 §3: a drago's fee step, its breed count capped at 6. */
export function breedStep(breedCount: number): number {
  if (!Number.isInteger(breedCount) || breedCount < 0) {
    throw new RangeError(`breed count ${breedCount} is not a whole number ≥ 0`);
  }
  return Math.min(breedCount, MAX_BREED_STEP);
}

export interface BreedFee {
  /** Whole A2Z. */
  a2z: number;
  /** Whole DST. */
  dst: number;
}

/** One drago's fee at its breed count. */
export function breedFee(breedCount: number): BreedFee {
  const step = breedStep(breedCount);
  return { a2z: A2Z_BREED_FEES[step]!, dst: DST_BREED_FEES[step]! };
}

/** Spec 2 §3: the price of a pair is the sum of both dragos' fees. */
export function breedPrice(a: { breedCount: number }, b: { breedCount: number }): BreedFee {
  const feeA = breedFee(a.breedCount);
  const feeB = breedFee(b.breedCount);
  return { a2z: feeA.a2z + feeB.a2z, dst: feeA.dst + feeB.dst };
}

/** The pair's price in token base units (what the contract charges and the page approves). */
export function breedPriceBaseUnits(
  a: { breedCount: number },
  b: { breedCount: number },
  decimals: number = TOKEN_DECIMALS,
): { a2z: bigint; dst: bigint } {
  const price = breedPrice(a, b);
  const unit = 10n ** BigInt(decimals);
  return { a2z: BigInt(price.a2z) * unit, dst: BigInt(price.dst) * unit };
}

/**
 * Both fee tables, steps 0–6, in token base units: what DragoBreeding is deployed with, so the
 * contract's table and this one are one source (packages/contracts deploy recipe).
 */
export function breedFeeTablesBaseUnits(decimals: number = TOKEN_DECIMALS): {
  a2z: readonly bigint[];
  dst: readonly bigint[];
} {
  const unit = 10n ** BigInt(decimals);
  return {
    a2z: A2Z_BREED_FEES.map((fee) => BigInt(fee) * unit),
    dst: DST_BREED_FEES.map((fee) => BigInt(fee) * unit),
  };
}

/** Spec 2 §5: each parent's dominant gene counts 40 %, its recessive gene 10 %. */
export const DOMINANT_GENE_PERCENT = 40;
export const RECESSIVE_GENE_PERCENT = 10;

export interface GeneChance<T extends number> {
  value: T;
  /** A fraction: 0.5 is 50 %. */
  probability: number;
}

export interface PartExpectation {
  part: PartIndex;
  /** Attributes the child's part may get, most likely first (ties: lower code first). */
  attributes: GeneChance<number>[];
  /** The same rule applied to colours (our addition for the Genes tab). */
  colours: GeneChance<ColourIndex>[];
}

function chances<T extends number>(entries: readonly [T, number][]): GeneChance<T>[] {
  const percents = new Map<T, number>();
  for (const [value, percent] of entries) percents.set(value, (percents.get(value) ?? 0) + percent);
  return [...percents]
    .sort(([valueA, a], [valueB, b]) => b - a || valueA - valueB)
    .map(([value, percent]) => ({ value, probability: percent / 100 }));
}

/**
 * Spec 2 §2/§5: the expected genes of a child, per part: each parent's dominant attribute 40 %
 * and recessive attribute 10 %, summed by attribute (the four add up to 100 %).
 */
export function expectedProbabilities(a: DragoGenes, b: DragoGenes): PartExpectation[] {
  return PART_INDEXES.map((part) => {
    const pa = a.parts[part]!;
    const pb = b.parts[part]!;
    return {
      part,
      attributes: chances([
        [pa.dominantAttribute, DOMINANT_GENE_PERCENT],
        [pa.recessiveAttribute, RECESSIVE_GENE_PERCENT],
        [pb.dominantAttribute, DOMINANT_GENE_PERCENT],
        [pb.recessiveAttribute, RECESSIVE_GENE_PERCENT],
      ]),
      colours: chances<ColourIndex>([
        [pa.dominantColour, DOMINANT_GENE_PERCENT],
        [pa.recessiveColour, RECESSIVE_GENE_PERCENT],
        [pb.dominantColour, DOMINANT_GENE_PERCENT],
        [pb.recessiveColour, RECESSIVE_GENE_PERCENT],
      ]),
    };
  });
}

/** A probability (fraction) as a whole percent: 0.5 → "50%". */
export function formatProbability(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}
