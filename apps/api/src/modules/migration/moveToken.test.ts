import { describe, expect, it } from 'vitest';
import { devnetMoveTokenSecret, issueMoveToken, verifyMoveToken } from './moveToken';

const secret = devnetMoveTokenSecret();

describe('migration tokens', () => {
  it('round-trips the kingdom id', async () => {
    const token = await issueMoveToken(secret, 'kingdom-7');
    expect(await verifyMoveToken(secret, token)).toEqual({ valid: true, kingdomId: 'kingdom-7' });
  });

  it('derives the same devnet secret every time, so links survive restarts', () => {
    expect(devnetMoveTokenSecret()).toBe(secret);
    expect(secret).toHaveLength(64);
  });

  it('expires after its ttl', async () => {
    const now = new Date('2024-01-01T00:00:00Z');
    const token = await issueMoveToken(secret, 'k', { ttlSeconds: 60, now });
    expect((await verifyMoveToken(secret, token, new Date('2024-01-01T00:00:59Z'))).valid).toBe(true);
    expect(await verifyMoveToken(secret, token, new Date('2024-01-01T00:01:01Z'))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another key', async () => {
    const forged = await issueMoveToken('x'.repeat(40), 'k');
    expect(await verifyMoveToken(secret, forged)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses a token whose payload was edited', async () => {
    const token = await issueMoveToken(secret, 'k');
    const [header, , signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ sub: 'other', exp: 9e9 })).toString('base64url');
    expect((await verifyMoveToken(secret, `${header}.${edited}.${signature}`)).valid).toBe(false);
  });

  it.each(['', 'garbage', 'a.b.c'])('refuses %j without throwing', async (token) => {
    expect((await verifyMoveToken(secret, token)).valid).toBe(false);
  });

  it('refuses a secret shorter than 32 bytes', async () => {
    await expect(issueMoveToken('short', 'k')).rejects.toThrow(/at least 32 bytes/);
  });
});
