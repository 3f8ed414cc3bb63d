import { describe, expect, it } from 'vitest';
import { isSecretVariable, secretCensor, secretValues } from './secrets';

describe('secret configuration values', () => {
  it('knows which variables are secret', () => {
    for (const name of [
      'SESSION_SECRET',
      'PAYOUT_PRIVATE_KEY',
      'DATABASE_URL',
      'RPC_URL_POLYGON',
      'METRICS_TOKEN',
    ])
      expect(isSecretVariable(name), name).toBe(true);
    for (const name of ['PORT', 'LOG_LEVEL', 'MEDIA_TOKEN_VIDEO_DESKTOP', 'PUBLIC_ORIGINS', 'ALLOW_RAW_KEYS'])
      expect(isSecretVariable(name), name).toBe(false);
  });

  it('lists each form a secret could be logged in, and skips short and public values', () => {
    const key = `0x${'ab'.repeat(32)}`;
    const forms = secretValues(
      {
        PAYOUT_PRIVATE_KEY: `key:${key}`,
        DATABASE_URL: 'postgres://app:hunter2-long@db.internal:5432/kingdoms',
        RPC_URL_POLYGON: 'https://rpc.example/v2/abcdefghijkl,https://other.example/?apikey=zyxwvutsrq',
        LOG_LEVEL: 'info-level-text',
        SESSION_SECRET: 'short',
      },
      ['PAYOUT_PRIVATE_KEY', 'DATABASE_URL', 'RPC_URL_POLYGON', 'LOG_LEVEL', 'SESSION_SECRET'],
    );
    expect(forms).toEqual(
      expect.arrayContaining([
        `key:${key}`,
        key,
        key.slice(2),
        'hunter2-long',
        '/v2/abcdefghijkl',
        'abcdefghijkl',
        'zyxwvutsrq',
      ]),
    );
    expect(forms).not.toContain('info-level-text');
    expect(forms).not.toContain('short');
    // Longest first, so a key is censored whole before its 0x-less form is looked for.
    expect([...forms].sort((a, b) => b.length - a.length)).toEqual(forms);
  });

  it('censors every occurrence, hex keys in any letter case', () => {
    const key = `0x${'cd'.repeat(32)}`;
    const censor = secretCensor(
      secretValues({ SIGNER_PRIVATE_KEY: key, SESSION_SECRET: 's3cret-session-value' }, [
        'SIGNER_PRIVATE_KEY',
        'SESSION_SECRET',
      ]),
    );
    expect(
      censor(`a ${key} b ${key.slice(2).toUpperCase()} c s3cret-session-value s3cret-session-value`),
    ).toBe('a [redacted] b [redacted] c [redacted] [redacted]');
    expect(secretCensor([])('nothing to hide')).toBe('nothing to hide');
  });
});
