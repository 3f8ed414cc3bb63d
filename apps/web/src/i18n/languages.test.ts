// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectLanguage, isChineseLocale } from './languages';

describe('detectLanguage', () => {
  it.each([
    ['ko-KR', 'ko'],
    ['ko', 'ko'],
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
    ['fr-FR', 'en'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('browser language %s gives %s', (browser, expected) => {
    expect(detectLanguage(null, browser)).toBe(expected);
  });

  it('never picks Chinese from the browser language (menu only, spec 1 §1)', () => {
    expect(detectLanguage(null, 'zh-CN')).toBe('en');
    expect(detectLanguage(null, 'zh-TW')).toBe('en');
    expect(detectLanguage(null, 'zh')).toBe('en');
  });

  it('prefers a stored choice, including Chinese chosen from the menu', () => {
    expect(detectLanguage('zh', 'ko-KR')).toBe('zh');
    expect(detectLanguage('ja', 'en-US')).toBe('ja');
  });

  it('ignores a stored value that is not a site language', () => {
    expect(detectLanguage('fr', 'ko-KR')).toBe('ko');
  });
});

describe('isChineseLocale', () => {
  it('recognises the Chinese locale under its site and spec labels', () => {
    expect(isChineseLocale('zh')).toBe(true);
    expect(isChineseLocale('zh-CN')).toBe(true);
    expect(isChineseLocale('ch-zn')).toBe(true);
    expect(isChineseLocale('ko')).toBe(false);
    expect(isChineseLocale('en')).toBe(false);
    expect(isChineseLocale(undefined)).toBe(false);
  });
});
