import { describe, expect, it } from 'vitest';
import {
  colourIndex,
  DATAS_LENGTH,
  DatasError,
  datasIndex,
  datasProblem,
  encodeDatas,
  parseDatas,
  rarityIndex,
} from './datas';
import { datasOf, SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS, SAMPLE_NORMAL_DATAS } from './samples';

describe('datas layout (spec 2 §3, TEAM "Drago datas")', () => {
  it('holds 38 numbers: 3 header numbers and 5 per part', () => {
    expect(DATAS_LENGTH).toBe(38);
  });

  it.each([
    [0, 3, 5],
    [1, 8, 10],
    [2, 13, 15],
    [3, 18, 20],
    [4, 23, 25],
    [5, 28, 30],
    [6, 33, 35],
  ])('part %i: rarity class at index %i (3+5p), colour at %i (3+5p+2)', (part, rarity, colour) => {
    expect(rarityIndex(part)).toBe(rarity);
    expect(colourIndex(part)).toBe(colour);
    expect(datasIndex(part, 0)).toBe(rarity);
    expect(datasIndex(part, 4)).toBe(rarity + 4);
  });

  it('parses every field into its place', () => {
    const datas = Array.from({ length: 38 }, () => 1);
    datas[0] = 3;
    datas[1] = 4;
    // part 2 (Head): grade 2, dominant 46 purple, recessive 9 green
    datas.splice(13, 5, 2, 46, 4, 9, 3);
    const genes = parseDatas(datas);
    expect(genes.grade).toBe(3);
    expect(genes.generation).toBe(4);
    expect(genes.version).toBe(1);
    expect(genes.parts).toHaveLength(7);
    expect(genes.parts[2]).toEqual({
      part: 2,
      grade: 2,
      dominantAttribute: 46,
      dominantColour: 4,
      recessiveAttribute: 9,
      recessiveColour: 3,
    });
    expect(genes.parts[6]).toEqual({
      part: 6,
      grade: 1,
      dominantAttribute: 1,
      dominantColour: 1,
      recessiveAttribute: 1,
      recessiveColour: 1,
    });
  });

  it.each([
    ['normal', SAMPLE_NORMAL_DATAS],
    ['epic', SAMPLE_EPIC_DATAS],
    ['legend', SAMPLE_LEGEND_DATAS],
  ])('round-trips the %s sample: encodeDatas(parseDatas(d)) = d', (_name, datas) => {
    expect(encodeDatas(parseDatas(datas))).toEqual(datas);
  });

  it('accepts bigints, as a contract read returns uint256[]', () => {
    expect(parseDatas(SAMPLE_EPIC_DATAS.map(BigInt))).toEqual(parseDatas(SAMPLE_EPIC_DATAS));
  });
});

describe('malformed datas', () => {
  const valid = [...SAMPLE_NORMAL_DATAS];
  const withValue = (index: number, value: unknown) => {
    const copy: unknown[] = [...valid];
    copy[index] = value;
    return copy;
  };

  it.each([
    ['not an array', 'abc', 'datas must be an array'],
    ['too short', valid.slice(0, 37), 'datas must hold 38 numbers, not 37'],
    ['too long', [...valid, 1], 'datas must hold 38 numbers, not 39'],
    ['empty', [], 'datas must hold 38 numbers, not 0'],
    ['a fraction', withValue(7, 1.5), 'datas[7] is not a whole number'],
    ['a string', withValue(7, '1'), 'datas[7] is not a whole number'],
    ['a huge bigint', withValue(7, 2n ** 80n), 'datas[7] is not a whole number'],
    ['drago grade 0', withValue(0, 0), 'datas[0] (drago grade) must be 1, 2 or 3, not 0'],
    ['drago grade 4', withValue(0, 4), 'datas[0] (drago grade) must be 1, 2 or 3, not 4'],
    ['a negative generation', withValue(1, -1), 'datas[1] (generation) must not be negative, not -1'],
    ['gene version 2', withValue(2, 2), 'datas[2] (gene version) must be one of 1, not 2'],
    ['part grade 0', withValue(3, 0), 'datas[3] (part 0 grade) must be 1, 2 or 3, not 0'],
    [
      'dominant attribute 0',
      withValue(4, 0),
      'datas[4] (part 0 dominant attribute) must be from 1 to 50, not 0',
    ],
    [
      'dominant attribute 51',
      withValue(9, 51),
      'datas[9] (part 1 dominant attribute) must be from 1 to 50, not 51',
    ],
    ['dominant colour 5', withValue(5, 5), 'datas[5] (part 0 dominant colour) must be from 0 to 4, not 5'],
    [
      'recessive attribute 0',
      withValue(36, 0),
      'datas[36] (part 6 recessive attribute) must be from 1 to 50, not 0',
    ],
    [
      'recessive colour -1',
      withValue(37, -1),
      'datas[37] (part 6 recessive colour) must be from 0 to 4, not -1',
    ],
  ])('%s: %s', (_name, datas, message) => {
    expect(datasProblem(datas)).toBe(message);
    expect(() => parseDatas(datas as number[])).toThrow(new DatasError(message));
  });

  it('encodeDatas refuses genes that do not make valid datas', () => {
    const genes = parseDatas(valid);
    expect(() => encodeDatas({ ...genes, parts: genes.parts.slice(0, 6) })).toThrow(
      'genes must have 7 parts, not 6',
    );
    expect(() => encodeDatas({ ...genes, parts: [...genes.parts].reverse() })).toThrow(
      'genes.parts[0] is part 6',
    );
    expect(() => encodeDatas({ ...genes, grade: 5 as 1 })).toThrow(DatasError);
  });

  it('datasOf lays out parts in order', () => {
    expect(
      datasOf(
        2,
        3,
        Array.from({ length: 7 }, () => [3, 50, 4, 1, 0] as const),
      ),
    ).toEqual([2, 3, 1, ...Array.from({ length: 7 }, () => [3, 50, 4, 1, 0]).flat()]);
  });
});
