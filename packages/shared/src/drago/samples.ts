/**
 * Sample gene arrays for tests, stories and seeds (valid by parseDatas): one drago per grade.
 * Made with `datasOf`, which lays seven parts out as datas.ts documents.
 */
import type { ColourIndex, Grade } from './catalogue';
import { GENE_VERSION } from './datas';

/** One part: [grade, dominant attribute, dominant colour, recessive attribute, recessive colour]. */
export type PartTuple = readonly [Grade, number, ColourIndex, number, ColourIndex];

/** A datas array from its grade, generation and seven part tuples (Horn … Tail). */
export function datasOf(grade: Grade, generation: number, parts: readonly PartTuple[]): number[] {
  return [grade, generation, GENE_VERSION, ...parts.flat()];
}

/** Grade 1, generation 0: mixed elements, all normal parts. */
export const SAMPLE_NORMAL_DATAS: readonly number[] = datasOf(1, 0, [
  [1, 1, 0, 10, 1],
  [1, 11, 1, 11, 1],
  [1, 20, 2, 3, 0],
  [1, 29, 3, 30, 3],
  [1, 38, 4, 2, 0],
  [1, 5, 0, 14, 1],
  [1, 14, 1, 23, 2],
]);

/** Grade 2, generation 1: epic horn, wing and tail, mostly Aqua. */
export const SAMPLE_EPIC_DATAS: readonly number[] = datasOf(2, 1, [
  [2, 12, 1, 12, 1],
  [1, 13, 1, 40, 4],
  [1, 15, 2, 15, 2],
  [1, 28, 3, 10, 1],
  [2, 17, 1, 47, 1],
  [1, 9, 0, 9, 0],
  [2, 18, 4, 27, 2],
]);

/** Grade 3, generation 0: legend parts, Dark with the unique attribute Ahriman (50). */
export const SAMPLE_LEGEND_DATAS: readonly number[] = datasOf(3, 0, [
  [3, 50, 4, 50, 4],
  [3, 45, 4, 44, 0],
  [2, 37, 4, 46, 0],
  [3, 41, 4, 41, 4],
  [3, 50, 4, 19, 2],
  [2, 43, 3, 43, 3],
  [3, 44, 0, 36, 3],
]);
