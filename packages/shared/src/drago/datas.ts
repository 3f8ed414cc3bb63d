/**
 * The `datas` gene array of a drago (spec 2 §3; TEAM "Drago datas"): 38 whole numbers.
 *
 * | index        | meaning                                                     |
 * |--------------|-------------------------------------------------------------|
 * | 0            | drago grade 1 normal, 2 epic, 3 legend                      |
 * | 1            | generation (0 seeded/genesis; a child is max(parents) + 1)  |
 * | 2            | gene version (1)                                            |
 * | 3 + 5p       | part p's grade 1–3 (the "rarity class")                     |
 * | 3 + 5p + 1   | part p's dominant attribute 1–50                            |
 * | 3 + 5p + 2   | part p's dominant colour 0–4 (the colour drawn)             |
 * | 3 + 5p + 3   | part p's recessive attribute 1–50                           |
 * | 3 + 5p + 4   | part p's recessive colour 0–4                               |
 *
 * for p = 0..6 (Horn, Eye, Head, Body, Wing, Leg, Tail). The contract stores only this array;
 * abilities and stats are derived off chain (stats.ts).
 */
import {
  type ColourIndex,
  type Grade,
  isAttributeCode,
  isColourIndex,
  isGrade,
  PART_COUNT,
  PART_INDEXES,
  type PartIndex,
} from './catalogue';

export const DATAS_HEADER_LENGTH = 3;
export const NUMBERS_PER_PART = 5;
export const DATAS_LENGTH = DATAS_HEADER_LENGTH + NUMBERS_PER_PART * PART_COUNT; // 38
/** Gene versions this code understands. */
export const GENE_VERSION = 1;
export const SUPPORTED_GENE_VERSIONS: readonly number[] = [GENE_VERSION];

/** The index in `datas` of part p's field (0 grade … 4 recessive colour). */
export function datasIndex(part: number, field: number): number {
  return DATAS_HEADER_LENGTH + NUMBERS_PER_PART * part + field;
}
/** Spec 2 §3: index 3+5p holds part p's rarity class (its grade). */
export const rarityIndex = (part: number) => datasIndex(part, 0);
/** Spec 2 §3: index 3+5p+2 holds part p's colour (its dominant colour). */
export const colourIndex = (part: number) => datasIndex(part, 2);

export interface PartGenes {
  part: PartIndex;
  grade: Grade;
  dominantAttribute: number;
  dominantColour: ColourIndex;
  recessiveAttribute: number;
  recessiveColour: ColourIndex;
}

export interface DragoGenes {
  grade: Grade;
  generation: number;
  version: number;
  /** Seven entries, index = part. */
  parts: readonly PartGenes[];
}

/** A malformed `datas` array or genes object; the message names the index and the rule. */
export class DatasError extends Error {
  override readonly name = 'DatasError';
}

const FIELD_NAMES = [
  'grade',
  'dominant attribute',
  'dominant colour',
  'recessive attribute',
  'recessive colour',
];

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'bigint') {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : undefined;
  }
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

/** Why `datas` is not a valid gene array, or undefined when it is. */
export function datasProblem(datas: unknown): string | undefined {
  if (!Array.isArray(datas)) return 'datas must be an array';
  if (datas.length !== DATAS_LENGTH) {
    return `datas must hold ${DATAS_LENGTH} numbers, not ${datas.length}`;
  }
  for (let index = 0; index < datas.length; index += 1) {
    if (toNumber(datas[index]) === undefined) return `datas[${index}] is not a whole number`;
  }
  const at = (index: number) => toNumber(datas[index]) as number;
  if (!isGrade(at(0))) return `datas[0] (drago grade) must be 1, 2 or 3, not ${at(0)}`;
  if (at(1) < 0) return `datas[1] (generation) must not be negative, not ${at(1)}`;
  if (!SUPPORTED_GENE_VERSIONS.includes(at(2))) {
    return `datas[2] (gene version) must be one of ${SUPPORTED_GENE_VERSIONS.join(', ')}, not ${at(2)}`;
  }
  for (const part of PART_INDEXES) {
    const checks: [number, (value: number) => boolean, string][] = [
      [0, isGrade, '1, 2 or 3'],
      [1, isAttributeCode, 'from 1 to 50'],
      [2, isColourIndex, 'from 0 to 4'],
      [3, isAttributeCode, 'from 1 to 50'],
      [4, isColourIndex, 'from 0 to 4'],
    ];
    for (const [field, valid, expected] of checks) {
      const index = datasIndex(part, field);
      if (!valid(at(index))) {
        return `datas[${index}] (part ${part} ${FIELD_NAMES[field]}) must be ${expected}, not ${at(index)}`;
      }
    }
  }
  return undefined;
}

/**
 * The genes in `datas` (numbers, or bigints as a contract read returns them). Throws a DatasError
 * naming the first bad index when the array is malformed.
 */
export function parseDatas(datas: readonly (number | bigint)[]): DragoGenes {
  const problem = datasProblem(datas);
  if (problem) throw new DatasError(problem);
  const at = (index: number) => toNumber(datas[index]) as number;
  return {
    grade: at(0) as Grade,
    generation: at(1),
    version: at(2),
    parts: PART_INDEXES.map((part) => ({
      part,
      grade: at(datasIndex(part, 0)) as Grade,
      dominantAttribute: at(datasIndex(part, 1)),
      dominantColour: at(datasIndex(part, 2)) as ColourIndex,
      recessiveAttribute: at(datasIndex(part, 3)),
      recessiveColour: at(datasIndex(part, 4)) as ColourIndex,
    })),
  };
}

/** The `datas` array of `genes` (the inverse of parseDatas). Throws a DatasError on invalid genes. */
export function encodeDatas(genes: DragoGenes): number[] {
  if (genes.parts.length !== PART_COUNT) {
    throw new DatasError(`genes must have ${PART_COUNT} parts, not ${genes.parts.length}`);
  }
  const datas = [genes.grade, genes.generation, genes.version];
  genes.parts.forEach((part, index) => {
    if (part.part !== index) throw new DatasError(`genes.parts[${index}] is part ${part.part}`);
    datas.push(
      part.grade,
      part.dominantAttribute,
      part.dominantColour,
      part.recessiveAttribute,
      part.recessiveColour,
    );
  });
  const problem = datasProblem(datas);
  if (problem) throw new DatasError(problem);
  return datas;
}
