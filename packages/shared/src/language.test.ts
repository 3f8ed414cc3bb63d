import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  detectLanguage,
  languageCookie,
  languageOfRequest,
  preferredAcceptLanguage,
} from './language';

describe('detectLanguage', () => {
  it.each([
    ['ko-KR', 'ko'],
    ['ko', 'ko'],
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
    ['fr-FR', 'en'],
    [undefined, 'en'],
    ['zh-CN', 'en'], // Chinese is chosen from the menu only (spec 1 §1)
  ])('browser language %s gives %s', (browser, expected) => {
    expect(detectLanguage(null, browser)).toBe(expected);
  });

  it('prefers a chosen site language, Chinese included, and ignores other values', () => {
    expect(detectLanguage('zh', 'ko-KR')).toBe('zh');
    expect(detectLanguage('fr', 'ko-KR')).toBe('ko');
  });
});

describe('preferredAcceptLanguage', () => {
  it.each([
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko-KR'],
    ['en;q=0.5, ja;q=0.9', 'ja'],
    ['*, ko;q=0.1', 'ko'],
    ['ko;q=0, en;q=0.2', 'en'],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredAcceptLanguage(header)).toBe(expected);
  });
});

describe('languageOfRequest (the server picks the prerendered copy)', () => {
  it('uses the language cookie first, then Accept-Language, with the client rules', () => {
    expect(languageOfRequest({ acceptLanguage: 'ko-KR,ko;q=0.9' })).toBe('ko');
    expect(languageOfRequest({ cookie: 'a=1; lang=ja', acceptLanguage: 'ko-KR' })).toBe('ja');
    expect(languageOfRequest({ cookie: 'lang=zh' })).toBe('zh');
    expect(languageOfRequest({ cookie: 'lang=xx', acceptLanguage: 'zh-CN' })).toBe('en');
    expect(languageOfRequest({})).toBe('en');
  });

  it('reads the cookie the language menu writes', () => {
    expect(cookieValue(languageCookie('ko'), 'lang')).toBe('ko');
  });
});
