import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABILITIES } from './abilities';
import { ATTRIBUTE_CODES, BREED_MESSAGE_KEYS, COLOURS, ELEMENTS, GRADE_NAMES, PARTS } from './catalogue';
import { buildDragoCatalogue, DRAGO_CATALOGUE_LANGUAGES } from './catalogueText';
import { englishNames } from './names';

const files = Object.fromEntries(
  DRAGO_CATALOGUE_LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`./locales/${language}.json`, import.meta.url), 'utf8')),
  ]),
);

describe('dragoCatalogue locales', () => {
  it.each(DRAGO_CATALOGUE_LANGUAGES)(
    '%s.json is what catalogueText.ts builds (run scripts/writeDragoCatalogues.ts)',
    (language) => {
      expect(files[language]).toEqual(buildDragoCatalogue(language));
    },
  );

  it.each(DRAGO_CATALOGUE_LANGUAGES)(
    '%s names every code: parts, grades, colours, elements, 50 attributes, every ability, the breed messages',
    (language) => {
      const catalogue = buildDragoCatalogue(language);
      const named = (table: Record<string, string>, keys: readonly (string | number)[]) => {
        for (const key of keys) expect(table[String(key)]?.trim(), `${language} ${key}`).toBeTruthy();
        expect(Object.keys(table)).toHaveLength(keys.length);
      };
      named(catalogue.part, PARTS);
      named(catalogue.grade, Object.values(GRADE_NAMES));
      named(catalogue.colour, COLOURS);
      named(catalogue.element, ELEMENTS);
      named(catalogue.attribute, ATTRIBUTE_CODES);
      named(
        catalogue.ability,
        ABILITIES.map((ability) => ability.code),
      );
      named(catalogue.breed, BREED_MESSAGE_KEYS);
    },
  );

  it.each(DRAGO_CATALOGUE_LANGUAGES)('%s gives every attribute and ability a distinct name', (language) => {
    const catalogue = buildDragoCatalogue(language);
    for (const table of [catalogue.attribute, catalogue.ability]) {
      const names = Object.values(table);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each(['ko', 'ja', 'zh'] as const)('%s is a translation, not a copy of English', (language) => {
    const english = buildDragoCatalogue('en');
    const translated = buildDragoCatalogue(language);
    for (const group of ['part', 'grade', 'colour', 'element', 'attribute', 'ability', 'breed'] as const) {
      const table = translated[group] as Record<string, string>;
      const copies = Object.entries(english[group]).filter(([key, text]) => table[key] === text);
      expect(copies, `${language} ${group}`).toEqual([]);
    }
  });

  it('holds the spec 2 §5 breed messages word for word in English', () => {
    expect(buildDragoCatalogue('en').breed).toEqual({
      incomplete: 'Please select two dragos.',
      sameParents: 'Breeding is not possible for Dragos from the same parent',
      parentChild: 'Breeding is not possible between a Drago and its parent.',
      maxBreedCount: 'The Drago exceeded its max breeding count',
    });
  });

  it.each([
    ['en', 1, 'Troop Attack'],
    ['en', 7, 'Infantry Attack when Attacking'],
    ['ko', 7, '공격 시 보병 공격력'],
    ['ja', 7, '攻撃時の歩兵攻撃力'],
    ['zh', 7, '进攻时步兵攻击力'],
  ] as const)('%s ability %i reads "%s"', (language, code, name) => {
    expect(buildDragoCatalogue(language).ability[String(code)]).toBe(name);
  });

  it.each([
    ['en', 1, 'Fire Fang'],
    ['ko', 1, '화염의 송곳니'],
    ['ja', 10, '水の牙'],
    ['zh', 45, '暗之王冠'],
    ['en', 46, 'Ferona'],
    ['en', 47, 'Khionne'],
    ['en', 48, 'Orko'],
    ['en', 49, 'Gaya'],
    ['en', 50, 'Ahriman'],
  ] as const)('%s attribute %i reads "%s"', (language, code, name) => {
    expect(buildDragoCatalogue(language).attribute[String(code)]).toBe(name);
  });
});

describe('englishNames (API metadata)', () => {
  it('reads the English catalogue', () => {
    expect(englishNames.part(4)).toBe('Wing');
    expect(englishNames.grade(2)).toBe('Epic');
    expect(englishNames.colour(0)).toBe('Red');
    expect(englishNames.element(3)).toBe('Terra');
    expect(englishNames.attribute(50)).toBe('Ahriman');
    expect(englishNames.ability(1)).toBe('Troop Attack');
  });

  it('falls back to a plain label for an unknown code', () => {
    expect(englishNames.ability(999)).toBe('ability 999');
    expect(englishNames.part(9)).toBe('part 9');
  });
});
