/**
 * Stats and bonus list of a drago, derived from its genes (spec 2 §3 "Drago stats"; the spec does
 * not show the rules, these are ours — README.md "Stats"). Deterministic: the same datas always
 * give the same stats. All values are computed in whole per-mille (1 = 0.1 %), so the percent
 * with one decimal the page shows is exact.
 *
 * 1. A part's ability code: its part's pool (abilities.ts) at index (dominant attribute − 1) mod
 *    pool size.
 * 2. Its value: min + (max − min) × t / 8 of the ability's range for the part's grade, t = the
 *    dominant attribute's type 0–8 (a unique attribute 46–50 counts as 8: the top of the range),
 *    rounded to per mille.
 * 3. Its bonus fraction: 0.05 for each other part whose dominant attribute has the same element,
 *    plus 0.10 when the recessive attribute equals the dominant one ("pure" gene).
 * 4. The bonus list: per ability code, the sum over the parts carrying it of value × (1 + bonus)
 *    (each rounded to per mille), in code order.
 */
import { formatAmount } from '../amounts';
import { abilityDefinition, PART_ABILITY_POOLS } from './abilities';
import {
  attributeElement,
  attributeType,
  type Grade,
  isAttributeCode,
  isGrade,
  type PartIndex,
} from './catalogue';
import { type DragoGenes, parseDatas } from './datas';

/** Per-mille units in one (value 1 = 100 %). */
export const PER_MILLE = 1000;
/** Bonus per other part of the same element, per mille. */
export const ELEMENT_HARMONY_BONUS = 50;
/** Bonus when the recessive attribute equals the dominant one, per mille. */
export const PURE_GENE_BONUS = 100;

export interface DragoAbility {
  code: number;
  /** A fraction: 0.015 is 1.5 %. */
  value: number;
}

/** Spec 2 §3: one entry per part, in part order (code = the part index 0–6). */
export interface DragoStat {
  grade: Grade;
  /** The part's dominant attribute 1–50. */
  attr: number;
  /** The part: 0 Horn … 6 Tail. */
  code: PartIndex;
  ability: DragoAbility;
  /** A fraction added to the ability: 0.15 is +15 %. */
  bonus: number;
}

export interface DragoBonus {
  code: number;
  /** A fraction: the summed effective value of the ability. */
  value: number;
}

/** The ability code a part carries with this dominant attribute. */
export function partAbilityCode(part: PartIndex, attribute: number): number {
  const pool = PART_ABILITY_POOLS[part];
  if (!pool || !isAttributeCode(attribute)) {
    throw new RangeError(`no ability for part ${part} with attribute ${attribute}`);
  }
  return pool[(attribute - 1) % pool.length]!;
}

/** The ability value in per mille for a part grade and dominant attribute. */
export function abilityValuePerMille(code: number, grade: Grade, attribute: number): number {
  const ability = abilityDefinition(code);
  if (!ability || !isGrade(grade)) throw new RangeError(`no value for ability ${code} at grade ${grade}`);
  const [min, max] = ability.ranges[grade];
  const type = attributeType(attribute) ?? 8;
  return Math.round(min + ((max - min) * type) / 8);
}

/** The ability of one part (code and fractional value) from its part, grade and dominant attribute. */
export function partAbility(part: PartIndex, grade: Grade, attribute: number): DragoAbility {
  const code = partAbilityCode(part, attribute);
  return { code, value: abilityValuePerMille(code, grade, attribute) / PER_MILLE };
}

function bonusPerMille(genes: DragoGenes, part: PartIndex): number {
  const own = genes.parts[part]!;
  const element = attributeElement(own.dominantAttribute);
  const sameElement = genes.parts.filter(
    (other) => other.part !== part && attributeElement(other.dominantAttribute) === element,
  ).length;
  return (
    sameElement * ELEMENT_HARMONY_BONUS +
    (own.recessiveAttribute === own.dominantAttribute ? PURE_GENE_BONUS : 0)
  );
}

/** The 7 stats of a drago, in part order. */
export function dragoStats(genes: DragoGenes): DragoStat[] {
  return genes.parts.map((part) => ({
    grade: part.grade,
    attr: part.dominantAttribute,
    code: part.part,
    ability: partAbility(part.part, part.grade, part.dominantAttribute),
    bonus: bonusPerMille(genes, part.part) / PER_MILLE,
  }));
}

/** A part's effective ability value in per mille: value × (1 + bonus), rounded. */
export function effectiveValuePerMille(stat: DragoStat): number {
  const value = Math.round(stat.ability.value * PER_MILLE);
  const bonus = Math.round(stat.bonus * PER_MILLE);
  return Math.round((value * (PER_MILLE + bonus)) / PER_MILLE);
}

/** The bonus list: effective values summed by ability code, in code order. */
export function dragoBonus(stats: readonly DragoStat[]): DragoBonus[] {
  const sums = new Map<number, number>();
  for (const stat of stats) {
    sums.set(stat.ability.code, (sums.get(stat.ability.code) ?? 0) + effectiveValuePerMille(stat));
  }
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([code, perMille]) => ({ code, value: perMille / PER_MILLE }));
}

/** Genes, stats and bonus list of a `datas` array (throws a DatasError when it is malformed). */
export function describeDrago(datas: readonly (number | bigint)[]): {
  genes: DragoGenes;
  stats: DragoStat[];
  bonus: DragoBonus[];
} {
  const genes = parseDatas(datas);
  const stats = dragoStats(genes);
  return { genes, stats, bonus: dragoBonus(stats) };
}

/** Spec 2 §9: an ability value (a fraction) as a percent with 1 decimal: 0.015 → "1.5%". */
export function formatAbilityValue(value: number): string {
  return `${formatAmount(BigInt(Math.round(value * PER_MILLE)), 1, 1)}%`;
}
