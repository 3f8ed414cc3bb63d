import { describe, expect, it } from 'vitest';
import { emailKey, isValidEmail, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'player.one+news@example.com',
    '  padded@example.org  ',
    "o'brien@mail.example.ie",
    'UPPER@EXAMPLE.COM',
    'x@sub-domain.example.travel',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'abc',
    'no-at-sign.example.com',
    '@example.com',
    'user@',
    'user@localhost',
    'user@example.c',
    'user@example.123',
    'two@@example.com',
    'a b@example.com',
    '.lead@example.com',
    'trail.@example.com',
    'dou..ble@example.com',
    'user@-bad.example.com',
    'user@bad-.example.com',
    'user@exa_mple.com',
    `${'l'.repeat(65)}@example.com`,
    `u@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(63)}.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('normalizeEmail and emailKey', () => {
  it('trims but keeps case for storage', () => {
    expect(normalizeEmail('  Player@Example.com \n')).toBe('Player@Example.com');
  });

  it('compares addresses regardless of case', () => {
    expect(emailKey(' Player@Example.COM')).toBe(emailKey('player@example.com'));
  });
});
