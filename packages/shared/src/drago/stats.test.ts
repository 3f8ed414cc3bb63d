import { describe, expect, it } from 'vitest';
import { abilityDefinition } from './abilities';
import type { Grade, PartIndex } from './catalogue';
import { parseDatas } from './datas';
import { englishNames } from './names';
import { datasOf, SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS, SAMPLE_NORMAL_DATAS } from './samples';
import {
  abilityValuePerMille,
  type DragoStat,
  describeDrago,
  dragoBonus,
  dragoStats,
  effectiveValuePerMille,
  formatAbilityValue,
  partAbility,
  partAbilityCode,
} from './stats';

describe('partAbility: code from the part pool, value from grade and attribute type', () => {
  it.each([
    // part, grade, attribute, code, English name, value
    [0, 1, 1, 1, 'Troop Attack', 0.005],
    [0, 3, 9, 9, 'Archer Attack when Attacking', 0.05],
    [0, 2, 30, 30, 'Hero Skill Damage', 0.038],
    [0, 1, 31, 1, 'Troop Attack', 0.009], // Terra type 3: 5 + 10 × 3/8 = 8.75
    [1, 1, 1, 31, 'Damage to Monsters', 0.02],
    [2, 1, 3, 62, 'Building Power', 0.015],
    [4, 3, 50, 138, 'Siege Training Speed', 0.12],
    [5, 1, 19, 170, 'Wood Plunder', 0.02],
    [6, 2, 46, 181, 'Gold Storage', 0.12],
  ] as const)(
    'part %i grade %i attribute %i → ability %i (%s) %f',
    (part, grade, attribute, code, name, value) => {
      expect(partAbilityCode(part, attribute)).toBe(code);
      expect(englishNames.ability(code)).toBe(name);
      expect(abilityDefinition(code)?.part).toBe(part);
      expect(partAbility(part, grade, attribute)).toEqual({ code, value });
    },
  );

  it('spans the grade range from type 0 (min) to type 8 and the unique attributes (max)', () => {
    // ability 1 is a troop stat: 5–15 ‰ normal, 15–30 epic, 30–50 legend
    expect([1, 2, 3].map((grade) => abilityValuePerMille(1, grade as Grade, 1))).toEqual([5, 15, 30]);
    expect([1, 2, 3].map((grade) => abilityValuePerMille(1, grade as Grade, 9))).toEqual([15, 30, 50]);
    expect([46, 47, 48, 49, 50].map((attribute) => abilityValuePerMille(1, 3, attribute))).toEqual([
      50, 50, 50, 50, 50,
    ]);
    expect(abilityValuePerMille(1, 1, 5)).toBe(10); // type 4: the middle
  });

  it('every part, grade and attribute gives an ability of that part within its grade range', () => {
    for (const part of [0, 1, 2, 3, 4, 5, 6] as PartIndex[]) {
      for (const grade of [1, 2, 3] as Grade[]) {
        for (let attribute = 1; attribute <= 50; attribute += 1) {
          const ability = partAbility(part, grade, attribute);
          const definition = abilityDefinition(ability.code)!;
          expect(definition.part).toBe(part);
          const [min, max] = definition.ranges[grade];
          expect(ability.value * 1000).toBeGreaterThanOrEqual(min);
          expect(ability.value * 1000).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it('refuses codes outside the catalogue', () => {
    expect(() => partAbilityCode(7 as PartIndex, 1)).toThrow(RangeError);
    expect(() => partAbilityCode(0, 51)).toThrow(RangeError);
    expect(() => abilityValuePerMille(999, 1, 1)).toThrow(RangeError);
  });
});

describe('dragoStats', () => {
  it('gives 7 entries in part order with grade, attr, code = part, ability and bonus', () => {
    const stats = dragoStats(parseDatas(SAMPLE_NORMAL_DATAS));
    expect(stats.map((stat) => stat.code)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(stats.map((stat) => stat.attr)).toEqual([1, 11, 20, 29, 38, 5, 14]);
    expect(stats.map((stat) => stat.grade)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(stats[0]).toEqual({ grade: 1, attr: 1, code: 0, ability: partAbility(0, 1, 1), bonus: 0.05 });
  });

  it.each([
    // Normal sample: Fire horn+leg, Aqua eye+tail, Light head, Terra body, Dark wing; eye pure (11/11)
    ['normal', SAMPLE_NORMAL_DATAS, [0.05, 0.15, 0, 0, 0, 0.05, 0.05]],
    // Epic: Aqua horn, eye, head, wing, tail (4 others each), Terra body, Fire leg; pure horn, head, leg
    ['epic', SAMPLE_EPIC_DATAS, [0.3, 0.2, 0.3, 0, 0.2, 0.1, 0.2]],
    // Legend: all Dark (6 others), pure horn, body, leg
    ['legend', SAMPLE_LEGEND_DATAS, [0.4, 0.3, 0.3, 0.4, 0.3, 0.4, 0.3]],
  ])(
    'bonus fractions of the %s sample: 0.05 per other part of the element, 0.10 for a pure gene',
    (_name, datas, bonuses) => {
      expect(dragoStats(parseDatas(datas)).map((stat) => stat.bonus)).toEqual(bonuses);
    },
  );

  it('is deterministic', () => {
    expect(describeDrago(SAMPLE_LEGEND_DATAS)).toEqual(describeDrago([...SAMPLE_LEGEND_DATAS]));
  });
});

describe('dragoBonus', () => {
  const stat = (code: number, value: number, bonus: number): DragoStat => ({
    grade: 1,
    attr: 1,
    code: 0,
    ability: { code, value },
    bonus,
  });

  it.each([
    [stat(1, 0.02, 0), 20],
    [stat(1, 0.02, 0.3), 26],
    [stat(1, 0.015, 0.05), 16], // 15.75 rounds to 16
    [stat(1, 0.12, 0.4), 168],
  ])('effective value of %o is %i ‰', (entry, perMille) => {
    expect(effectiveValuePerMille(entry)).toBe(perMille);
  });

  it('sums effective values by ability code, in code order', () => {
    expect(
      dragoBonus([stat(30, 0.05, 0.1), stat(2, 0.01, 0), stat(30, 0.02, 0.5), stat(7, 0.005, 0)]),
    ).toEqual([
      { code: 2, value: 0.01 },
      { code: 7, value: 0.005 },
      { code: 30, value: 0.085 },
    ]);
    expect(dragoBonus([])).toEqual([]);
  });

  it('lists the legend sample with every value raised by its bonus', () => {
    const { stats, bonus } = describeDrago(SAMPLE_LEGEND_DATAS);
    expect(bonus.map((entry) => entry.code)).toEqual(stats.map((s) => s.ability.code).sort((a, b) => a - b));
    for (const entry of bonus) {
      const source = stats.find((s) => s.ability.code === entry.code)!;
      expect(entry.value).toBeCloseTo(source.ability.value * (1 + source.bonus), 3);
    }
  });

  it('describeDrago refuses malformed datas', () => {
    expect(() => describeDrago(datasOf(1, 0, []))).toThrow('datas must hold 38 numbers, not 3');
  });
});

describe('formatAbilityValue (spec 2 §9: percent with 1 decimal)', () => {
  it.each([
    [0, '0.0%'],
    [0.001, '0.1%'],
    [0.005, '0.5%'],
    [0.015, '1.5%'],
    [0.038, '3.8%'],
    [0.1, '10.0%'],
    [0.12, '12.0%'],
    [0.168, '16.8%'],
    [1, '100.0%'],
    [12.3456, '1,234.6%'],
  ])('%f → %s', (value, text) => {
    expect(formatAbilityValue(value)).toBe(text);
  });
});
