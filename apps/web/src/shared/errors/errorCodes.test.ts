// @vitest-environment node
import { HTTP_ERROR_CODES } from '@kingdoms/shared/api/envelope';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../i18n/languages';
import { catalogueFile } from '../../i18n/sharedCatalogues';
import { CLIENT_ERROR_CODES, isKnownErrorCode } from './errorCodes';
import { DECLARED_ERROR_CODES, DECLARING_FILES } from './testing';

type ErrorTexts = { error: Record<string, string> };

/** Every file of the `errors` namespace (the same files i18n/sharedCatalogues.ts merges), by path from src/. */
const files: Record<string, ErrorTexts> = Object.fromEntries(
  Object.entries(
    import.meta.glob<ErrorTexts>(['./locales/*.json', '../../features/*/locales/errors/*.json'], {
      eager: true,
      import: 'default',
    }),
  ).map(([path, texts]) => [path.replace(/^\.\//, 'shared/errors/').replace(/^\.\.\/\.\.\//, ''), texts]),
);
const SHARED_FILE = /^shared\/errors\/locales\/\w+\.json$/;

const languageOf = (path: string) => catalogueFile(`/${path}`)?.language ?? '?';
/** shared/errors, or the feature whose folder the file is in. */
const ownerOf = (path: string) => (SHARED_FILE.test(path) ? 'shared' : (path.split('/')[1] ?? '?'));

/** One line per code that two files of one language both give a text for, naming both. */
function textsGivenTwice(catalogues: Readonly<Record<string, ErrorTexts>>): string[] {
  const givenBy = new Map<string, string>(); // `<language> <code>` → the first file giving it
  const twice: string[] = [];
  for (const [path, { error }] of Object.entries(catalogues)) {
    for (const code of Object.keys(error)) {
      const key = `${languageOf(path)} ${code}`;
      const first = givenBy.get(key);
      if (first) twice.push(`error.${code}: ${first} and ${path}`);
      else givenBy.set(key, path);
    }
  }
  return twice;
}

/** Every language's texts merged, as i18next is given them. */
function merged(language: string): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => languageOf(path) === language)
      .map(([, texts]) => texts.error),
  );
}

describe('the errors catalogue, keyed by the declared codes', () => {
  const expected = [...new Set([...DECLARED_ERROR_CODES, ...HTTP_ERROR_CODES, ...CLIENT_ERROR_CODES])].sort();

  it('finds the descriptors by file (the access guards’ codes and a module’s own among them)', () => {
    expect(DECLARED_ERROR_CODES).toEqual(
      expect.arrayContaining(['not_signed_in', 'comment_too_long', 'drago_not_found', 'invalid_token']),
    );
    expect(DECLARED_ERROR_CODES.length).toBeGreaterThan(50);
    expect(DECLARING_FILES.get('nothing_to_claim')).toEqual(['api/staking.ts', 'api/vesting.ts']);
  });

  it('finds the features’ files beside the shared ones', () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'shared/errors/locales/en.json',
        'features/pledging/locales/errors/en.json',
        'features/migration/locales/errors/ko.json',
      ]),
    );
  });

  it('has each owner’s texts in every site language, the same codes in each', () => {
    const owners = new Map<string, Map<string, string[]>>(); // owner → language → codes
    for (const [path, { error }] of Object.entries(files)) {
      const byLanguage = owners.get(ownerOf(path)) ?? new Map<string, string[]>();
      byLanguage.set(languageOf(path), Object.keys(error).sort());
      owners.set(ownerOf(path), byLanguage);
    }
    for (const [owner, byLanguage] of owners) {
      expect([...byLanguage.keys()].sort(), owner).toEqual([...SITE_LANGUAGES].sort());
      for (const [language, codes] of byLanguage)
        expect(codes, `${owner} ${language}`).toEqual(byLanguage.get('en'));
    }
  });

  it.each(SITE_LANGUAGES)('%s: a text for every declared code, and none without a code', (language) => {
    const texts = merged(language);
    const blank = Object.keys(texts).filter((code) => !texts[code]?.trim());
    expect(blank).toEqual([]);
    expect(Object.keys(texts).sort()).toEqual(expected);
  });

  it('gives each code its text in one file only', () => {
    expect(textsGivenTwice(files)).toEqual([]);
  });

  it('names both files when two give one code (the rule itself)', () => {
    const twice = textsGivenTwice({
      'shared/errors/locales/en.json': { error: { nothing_to_claim: 'a' } },
      'features/pledging/locales/errors/en.json': { error: { nothing_to_claim: 'b', comment_too_long: 'c' } },
      'features/my-reward/locales/errors/en.json': { error: { comment_too_long: 'd' } },
      'features/my-reward/locales/errors/ko.json': { error: { comment_too_long: 'e' } },
    });
    expect(twice).toEqual([
      'error.nothing_to_claim: shared/errors/locales/en.json and features/pledging/locales/errors/en.json',
      'error.comment_too_long: features/pledging/locales/errors/en.json and features/my-reward/locales/errors/en.json',
    ]);
  });

  it('leaves the platform’s codes in the shared files: a feature gives only codes one descriptor file declares', () => {
    const misplaced = Object.entries(files)
      .filter(([path]) => !SHARED_FILE.test(path))
      .flatMap(([path, { error }]) =>
        Object.keys(error)
          .filter((code) => (DECLARING_FILES.get(code)?.length ?? 0) !== 1)
          .map(
            (code) =>
              `${path}: ${code} (declared by ${DECLARING_FILES.get(code)?.join(', ') || 'no descriptor'})`,
          ),
      );
    expect(misplaced).toEqual([]);
  });

  it('knows every code with a text, and no other', () => {
    for (const code of Object.keys(merged('en'))) expect(isKnownErrorCode(code), code).toBe(true);
    for (const code of expected) expect(isKnownErrorCode(code), code).toBe(true);
    expect(isKnownErrorCode('no_such_code')).toBe(false);
    expect(isKnownErrorCode('toString')).toBe(false);
  });
});
