import { describe, expect, it } from 'vitest';
import { cleanText, hasControlCharacter, isWellFormed, text } from './text';

describe('text(): the string schema of every request field', () => {
  it.each([
    'plain',
    '',
    'ünïcödé 한국어 日本語 中文',
    'emoji 🐉 (a surrogate pair)',
    'tab-free punctuation !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  ])('accepts %j', (value) => {
    expect(text().safeParse(value).success).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['NUL alone', '\u0000'],
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone high surrogate at the end', 'a\ud83d'],
    ['a lone low surrogate', '\udc00'],
    ['reversed surrogates', '\ude00\ud83d'],
  ])('refuses %s with a message', (_label, value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/control characters|lone surrogate/);
  });

  it('lets multi-line text keep tab and line breaks, never NUL', () => {
    const multiline = text({ multiline: true });
    expect(multiline.safeParse('line one\r\nline\ttwo\n').success).toBe(true);
    expect(multiline.safeParse('a\u0000b').success).toBe(false);
    expect(multiline.safeParse('a\u000bb').success).toBe(false);
  });

  it('composes with the usual checks', () => {
    const bounded = text().min(1).max(3);
    expect(bounded.safeParse('abc').success).toBe(true);
    expect(bounded.safeParse('abcd').success).toBe(false);
    expect(bounded.safeParse('').success).toBe(false);
  });
});

describe('the character rules', () => {
  it('hasControlCharacter and isWellFormed', () => {
    expect(hasControlCharacter('ok')).toBe(false);
    expect(hasControlCharacter('\u009f')).toBe(true);
    expect(hasControlCharacter('\n', new Set([0x0a]))).toBe(false);
    expect(isWellFormed('🐉')).toBe(true);
    expect(isWellFormed('\ud83d')).toBe(false);
  });

  it('cleanText drops exactly what text() refuses', () => {
    expect(cleanText('a\u0000b\nc\ud800d🐉\udc00')).toBe('abcd🐉');
    for (const value of ['a\u0000', '\ud800x', 'x\u001by']) {
      expect(text().safeParse(cleanText(value)).success).toBe(true);
    }
  });
});
