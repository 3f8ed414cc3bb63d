import { describe, expect, it } from 'vitest';
import { emptyBodySchema } from './endpoint';
import {
  changeCommentReplySchema,
  changeCommentRequestSchema,
  claimRewardRequestSchema,
  continentRankingRequestSchema,
  dashboardReplySchema,
  myStakingRequestSchema,
  PAYOUT_STATUS,
  stakingEndpoints,
  stakingRewardsEndpoints,
} from './staking';

const address = '0xAbCdEf0000000000000000000000000000000001';
const signed = `0x${'ab'.repeat(65)}`;
const comment = { address, comment: 'hello', signed, issuedAt: '2025-01-02T03:04:05.000Z' };

describe('staking request schemas', () => {
  it('dashboard and stake list take {} or no body at all, and refuse anything else', () => {
    for (const body of [{}, undefined, null]) expect(emptyBodySchema.safeParse(body).success).toBe(true);
    for (const body of [[], { extra: 1 }, 'x', 0])
      expect(emptyBodySchema.safeParse(body).success).toBe(false);
  });

  it('mystaking takes an address, lowercased, or "" without a wallet (spec 3 §6)', () => {
    expect(myStakingRequestSchema.parse({ address })).toEqual({ address: address.toLowerCase() });
    expect(myStakingRequestSchema.parse({ address: '' })).toEqual({ address: '' });
    expect(myStakingRequestSchema.safeParse({ address: '0x1234' }).success).toBe(false);
    expect(myStakingRequestSchema.safeParse({}).success).toBe(false);
  });

  it.each([
    [1, true],
    [26, true],
    [0, false],
    [27, false],
    [1.5, false],
    ['3', false],
  ])('continent ranking with continent %j valid: %s', (continent, valid) => {
    expect(continentRankingRequestSchema.safeParse({ continent }).success).toBe(valid);
  });

  it('accepts a 30-character comment and refuses 31 with the spec text', () => {
    expect(changeCommentRequestSchema.safeParse({ ...comment, comment: 'x'.repeat(30) }).success).toBe(true);
    const result = changeCommentRequestSchema.safeParse({ ...comment, comment: 'x'.repeat(31) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Comments can contain up to 30 characters.');
  });

  it("accepts a smart-contract wallet's signature (ERC-1271 / ERC-6492: any length)", () => {
    expect(
      changeCommentRequestSchema.safeParse({ ...comment, signed: `0x${'ab'.repeat(700)}` }).success,
    ).toBe(true);
  });

  it('accepts an empty comment (clears it) and lowercases the address', () => {
    expect(changeCommentRequestSchema.parse({ ...comment, comment: '' }).address).toBe(address.toLowerCase());
  });

  it.each([
    ['a signature of half a byte', { signed: '0x12345' }],
    ['a signature over 8 KiB', { signed: `0x${'ab'.repeat(8193)}` }],
    ['a signature without 0x', { signed: 'ab'.repeat(65) }],
    ['an issuedAt that is not an ISO time', { issuedAt: 'yesterday' }],
    ['a bad address', { address: 'nobody' }],
  ])('refuses %s', (_label, patch) => {
    expect(changeCommentRequestSchema.safeParse({ ...comment, ...patch }).success).toBe(false);
  });

  it('claim needs a real address', () => {
    expect(claimRewardRequestSchema.safeParse({ address }).success).toBe(true);
    expect(claimRewardRequestSchema.safeParse({ address: '' }).success).toBe(false);
  });
});

describe('staking reply schemas', () => {
  it('dashboard amounts are decimal strings of base units', () => {
    const reply = {
      result: 1,
      dashboard: {
        continent: [{ continent: 1, rank: 1, tier: 1, value: '1000000000000000000', holders: 1 }],
        individual: [{ rank: 1, address, value: '1', continent: 1, tier: 1, staking: { comment: 'hi' } }],
        totalValue: '1000000000000000000',
        totalHolder: 1,
        updatedAt: null,
      },
    };
    expect(dashboardReplySchema.safeParse(reply).success).toBe(true);
    const decimal = structuredClone(reply);
    decimal.dashboard.totalValue = '1.5';
    expect(dashboardReplySchema.safeParse(decimal).success).toBe(false);
  });

  it('a comment reply is the new comment or the failure envelope', () => {
    expect(changeCommentReplySchema.safeParse({ result: 1, comment: 'hi' }).success).toBe(true);
    expect(
      changeCommentReplySchema.safeParse({ result: 0, err: { code: 'signature_replayed', message: 'm' } })
        .success,
    ).toBe(true);
  });

  it('lists every error code and payout state', () => {
    const codes = [stakingEndpoints, stakingRewardsEndpoints].flatMap((group) =>
      Object.values(group).flatMap((endpoint) => Object.keys(endpoint.errors)),
    );
    expect([...new Set(codes)].sort()).toEqual([
      'comment_too_long',
      'invalid_signature',
      'nothing_to_claim',
      'payout_unavailable',
      'signature_expired',
      'signature_replayed',
    ]);
    expect(PAYOUT_STATUS).toEqual(['queued', 'sent', 'paid', 'failed', 'held']);
  });
});
