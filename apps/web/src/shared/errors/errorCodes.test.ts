import { HTTP_ERROR_CODES } from '@kingdoms/shared/api/envelope';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../i18n/languages';
import { CLIENT_ERROR_CODES, isKnownErrorCode } from './errorCodes';
import { DECLARED_ERROR_CODES } from './testing';

const catalogues = import.meta.glob<{ error: Record<string, string> }>('./locales/*.json', {
  eager: true,
  import: 'default',
});

describe('the errors catalogue, keyed by the declared codes', () => {
  const expected = [...new Set([...DECLARED_ERROR_CODES, ...HTTP_ERROR_CODES, ...CLIENT_ERROR_CODES])].sort();

  it('finds the descriptors by file (the access guards’ codes and a module’s own among them)', () => {
    expect(DECLARED_ERROR_CODES).toEqual(
      expect.arrayContaining(['not_signed_in', 'comment_too_long', 'drago_not_found', 'invalid_token']),
    );
    expect(DECLARED_ERROR_CODES.length).toBeGreaterThan(50);
  });

  it('has a catalogue for every site language', () => {
    const languages = Object.keys(catalogues).map((path) => path.replace(/^.*\/(\w+)\.json$/, '$1'));
    expect(languages.sort()).toEqual([...SITE_LANGUAGES].sort());
  });

  it.each(Object.entries(catalogues))(
    '%s: a text for every declared code, and none without a code',
    (_path, catalogue) => {
      const texts = catalogue.error;
      const blank = Object.keys(texts).filter((code) => !texts[code]?.trim());
      expect(blank).toEqual([]);
      expect(Object.keys(texts).sort()).toEqual(expected);
    },
  );

  it('knows a declared code, and no other', () => {
    for (const code of DECLARED_ERROR_CODES) expect(isKnownErrorCode(code), code).toBe(true);
    expect(isKnownErrorCode('no_such_code')).toBe(false);
    expect(isKnownErrorCode('toString')).toBe(false);
  });
});
