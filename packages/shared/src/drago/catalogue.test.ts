import { describe, expect, it } from 'vitest';
import { ABILITIES, ABILITY_COUNT, ABILITY_FAMILIES, FAMILY_RANGES, PART_ABILITY_POOLS } from './abilities';
import {
  ATTRIBUTE_CODES,
  attributeCode,
  attributeElement,
  attributeType,
  COLOURS,
  DRAGO_CATALOGUE_NAMESPACE,
  dragoKeys,
  ELEMENTS,
  GRADES,
  isAttributeCode,
  isUniqueAttribute,
  PARTS,
} from './catalogue';

describe('catalogue constants (spec 2 §3, §9)', () => {
  it('names the 7 parts, 3 grades, 5 colours and 5 elements in spec order', () => {
    expect(PARTS).toEqual(['horn', 'eye', 'head', 'body', 'wing', 'leg', 'tail']);
    expect(GRADES).toEqual({ normal: 1, epic: 2, legend: 3 });
    expect(COLOURS).toEqual(['red', 'blue', 'yellow', 'green', 'purple']);
    expect(ELEMENTS).toEqual(['fire', 'aqua', 'light', 'terra', 'dark']);
    expect(ATTRIBUTE_CODES).toHaveLength(50);
    expect(DRAGO_CATALOGUE_NAMESPACE).toBe('dragoCatalogue');
  });
});

describe('attribute codes', () => {
  it.each([
    [1, 0, 0],
    [9, 0, 8],
    [10, 1, 0],
    [18, 1, 8],
    [19, 2, 0],
    [27, 2, 8],
    [28, 3, 0],
    [36, 3, 8],
    [37, 4, 0],
    [45, 4, 8],
  ])('%i is element %i type %i', (code, element, type) => {
    expect(attributeElement(code)).toBe(element);
    expect(attributeType(code)).toBe(type);
    expect(attributeCode(element as 0, type)).toBe(code);
    expect(isUniqueAttribute(code)).toBe(false);
  });

  it.each([
    [46, 0, 'Ferona (Fire)'],
    [47, 1, 'Khionne (Aqua)'],
    [48, 2, 'Orko (Light)'],
    [49, 3, 'Gaya (Terra)'],
    [50, 4, 'Ahriman (Dark)'],
  ])('%i is the unique attribute of element %i, %s', (code, element) => {
    expect(attributeElement(code)).toBe(element);
    expect(attributeType(code)).toBeUndefined();
    expect(attributeCode(element as 0, 'unique')).toBe(code);
    expect(isUniqueAttribute(code)).toBe(true);
  });

  it.each([0, 51, -1, 1.5, Number.NaN])('refuses %s', (code) => {
    expect(isAttributeCode(code)).toBe(false);
    expect(() => attributeElement(code)).toThrow(RangeError);
  });

  it('refuses a type outside 0–8', () => {
    expect(() => attributeCode(0, 9)).toThrow(RangeError);
  });
});

describe('ability catalogue', () => {
  it('has about 215 abilities numbered 1..n, each in a spec family with a range per grade', () => {
    expect(ABILITY_COUNT).toBe(215);
    ABILITIES.forEach((ability, index) => {
      expect(ability.code).toBe(index + 1);
      expect(ABILITY_FAMILIES).toContain(ability.family);
    });
    expect(new Set(ABILITIES.map((ability) => ability.family))).toEqual(new Set(ABILITY_FAMILIES));
  });

  it('ranges grow with the grade and never overlap downwards', () => {
    for (const family of ABILITY_FAMILIES) {
      const ranges = FAMILY_RANGES[family];
      for (const grade of [1, 2, 3] as const) {
        const [min, max] = ranges[grade];
        expect(min).toBeGreaterThan(0);
        expect(max).toBeGreaterThan(min);
        if (grade > 1) expect(min).toBeGreaterThanOrEqual(ranges[(grade - 1) as 1][1]);
      }
    }
  });

  it('splits the abilities into 7 part pools of at most 45, so attributes 1–45 reach all of them', () => {
    expect(PART_ABILITY_POOLS).toHaveLength(7);
    expect(PART_ABILITY_POOLS.flat().sort((a, b) => a - b)).toEqual(ABILITIES.map((a) => a.code));
    for (const pool of PART_ABILITY_POOLS) {
      expect(pool.length).toBeGreaterThan(0);
      expect(pool.length).toBeLessThanOrEqual(45);
    }
    expect(PART_ABILITY_POOLS.map((pool) => pool.length)).toEqual([30, 29, 34, 37, 21, 24, 40]);
    // README: Horn 1–30, Eye 31–59, Head 60–93, Body 94–130, Wing 131–151, Leg 152–175, Tail 176–215
    expect(PART_ABILITY_POOLS.map((pool) => [pool[0], pool.at(-1)])).toEqual([
      [1, 30],
      [31, 59],
      [60, 93],
      [94, 130],
      [131, 151],
      [152, 175],
      [176, 215],
    ]);
  });

  it('covers the spec families: power, production, storage, protection, troop stats, speedups, teleports, monsters, drago slots', () => {
    const count = (family: string) => ABILITIES.filter((ability) => ability.family === family).length;
    expect(count('power')).toBe(6);
    expect(count('production')).toBe(8);
    expect(count('storage')).toBe(6);
    expect(count('protection')).toBe(6);
    expect(count('troopStats')).toBe(75);
    expect(count('speedup')).toBe(13);
    expect(count('teleport')).toBe(5);
    expect(count('monster')).toBe(12);
    expect(count('dragoSlot')).toBe(9);
  });
});

describe('catalogue keys', () => {
  it.each([
    [dragoKeys.part(0), 'part.horn'],
    [dragoKeys.part(6), 'part.tail'],
    [dragoKeys.grade(3), 'grade.legend'],
    [dragoKeys.colour(4), 'colour.purple'],
    [dragoKeys.element(2), 'element.light'],
    [dragoKeys.attribute(46), 'attribute.46'],
    [dragoKeys.ability(215), 'ability.215'],
    [dragoKeys.breed('sameParents'), 'breed.sameParents'],
  ])('%s', (key, expected) => {
    expect(key).toBe(expected);
  });
});
