import { describe, expect, it } from 'vitest';
import {
  moveCancelRequestSchema,
  moveFromReplySchema,
  moveFromRequestSchema,
  moveToReplySchema,
  parseSocialLoginPayload,
  socialLoginRequestSchema,
} from './migration';

const payload = {
  token: 'id-token',
  authType: 'google',
  fromKlay: { kingdomId: 'k-1', worldId: 5 },
};

describe('migration request schemas', () => {
  it.each([
    [{ token: 'abc' }, true],
    [{ token: '' }, false],
    [{ token: 'x'.repeat(2049) }, false],
    [{}, false],
    [{ token: 42 }, false],
  ])('moveklaytn/from body %o valid: %s', (body, valid) => {
    expect(moveFromRequestSchema.safeParse(body).success).toBe(valid);
  });

  it.each([
    // Spec 1 §7: kingdomId only; the link's token travels as Authorization: Bearer, never here.
    [{ kingdomId: 'k' }, true],
    [{ kingdomId: 'k', token: 't' }, false],
    [{ kingdomId: '' }, false],
    [{}, false],
  ])('moveklaytn/cancel body %o valid: %s', (body, valid) => {
    expect(moveCancelRequestSchema.safeParse(body).success).toBe(valid);
  });

  it('login wraps the payload in a json string', () => {
    expect(socialLoginRequestSchema.safeParse({ json: JSON.stringify(payload) }).success).toBe(true);
    expect(socialLoginRequestSchema.safeParse({ json: payload }).success).toBe(false);
  });

  it.each([
    ['a valid payload', JSON.stringify(payload), true],
    ['not JSON', '{oops', false],
    ['an unknown provider', JSON.stringify({ ...payload, authType: 'twitter' }), false],
    ['continent 0', JSON.stringify({ ...payload, fromKlay: { ...payload.fromKlay, worldId: 0 } }), false],
    ['continent 27', JSON.stringify({ ...payload, fromKlay: { ...payload.fromKlay, worldId: 27 } }), false],
    // The link's token proves the kingdom in the Authorization header, never in the body.
    [
      'a move token in the body',
      JSON.stringify({ ...payload, fromKlay: { ...payload.fromKlay, moveToken: 'move-token' } }),
      false,
    ],
  ])('parseSocialLoginPayload accepts %s: %s', (_label, json, valid) => {
    expect(parseSocialLoginPayload(json) !== undefined).toBe(valid);
  });
});

describe('migration reply schemas', () => {
  it('from: a kingdom or a failure', () => {
    expect(
      moveFromReplySchema.safeParse({ result: 1, from: { _id: 'k', name: 'N', level: 3, power: 10 } })
        .success,
    ).toBe(true);
    expect(
      moveFromReplySchema.safeParse({ result: 0, err: { code: 'invalid_token', message: 'bad' } }).success,
    ).toBe(true);
    expect(moveFromReplySchema.safeParse({ result: 1 }).success).toBe(false);
  });

  it('to: log is optional and its status is one of 0..3', () => {
    const log = { kingdomId: 'k', worldId: 3, status: 0, reasons: [], queuedAt: 'x', processedAt: null };
    expect(moveToReplySchema.safeParse({ result: 1 }).success).toBe(true);
    expect(moveToReplySchema.safeParse({ result: 1, log }).success).toBe(true);
    expect(moveToReplySchema.safeParse({ result: 1, log: { ...log, status: 4 } }).success).toBe(false);
    expect(moveToReplySchema.safeParse({ result: 1, log: { ...log, reasons: ['bogus'] } }).success).toBe(
      false,
    );
  });
});
