import {
  type Abi,
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import pledgingEn from '../../features/pledging/locales/errors/en.json';
import subscribeEn from '../../features/subscribe/locales/errors/en.json';
import { ApiHttpError, ApiNetworkError, ApiReplyError } from '../api/client';
import { describeError, isUserRejection, UserFacingError } from './describeError';
import { CLIENT_ERROR_CODES, errorKey } from './errorCodes';
import en from './locales/en.json';
import { DECLARED_ERROR_CODES } from './testing';

const abi = [
  { type: 'function', name: 'merge', inputs: [], outputs: [], stateMutability: 'nonpayable' },
  { type: 'error', name: 'NotStickerOwner', inputs: [{ name: 'tokenId', type: 'uint256' }] },
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
] as const satisfies Abi;

function reverted(data: `0x${string}`) {
  const cause = new ContractFunctionRevertedError({ abi, data, functionName: 'merge' });
  return new ContractFunctionExecutionError(cause, { abi, functionName: 'merge' });
}

const rejection = new UserRejectedRequestError(new Error('denied'));
const envelope = (code: string) => ({ result: 0, err: { code, message: 'server text' } });

describe('the errors catalogue', () => {
  it('keeps the specs’ exact English texts', () => {
    expect(en.error).toMatchObject({
      canceled: 'Transaction canceled by user.',
      no_provider: 'No provider found',
    });
    // The features' own codes, in their folders (merged into the same `errors` namespace).
    expect(subscribeEn.error).toMatchObject({ already_subscribed: "You're already subscribed." });
    expect(pledgingEn.error).toMatchObject({ comment_too_long: 'Comments can contain up to 30 characters.' });
  });

  it('names each key error.<code>', () => {
    expect(errorKey('canceled')).toBe('error.canceled');
  });
});

describe('describeError: API failures', () => {
  it.each(DECLARED_ERROR_CODES)('the reply code %s maps to its own text', (code) => {
    expect(describeError(envelope(code))).toEqual({ code, logLevel: 'info', rejected: false });
  });

  it.each(DECLARED_ERROR_CODES)('a 4xx carrying %s maps to its own text too', (code) => {
    expect(describeError(new ApiHttpError('/game/x', 400, envelope(code))).code).toBe(code);
  });

  it("keeps the server's own text only where a page asks for it (spec 3 §8, vesting register/stop)", () => {
    const reply = { result: 0, err: { code: 'invalid_vesting', message: 'count must be at least 1.' } };
    expect(describeError(reply).serverText).toBeUndefined();
    expect(describeError(reply, { serverText: true })).toMatchObject({
      code: 'invalid_vesting',
      serverText: 'count must be at least 1.',
    });
    const thrown = new ApiHttpError('/game/vesting/register', 400, reply);
    expect(describeError(thrown, { serverText: true }).serverText).toBe('count must be at least 1.');
  });

  it('an unknown code falls back to the generic text and is logged as an error', () => {
    expect(describeError(envelope('mystery'))).toEqual({
      code: 'request_failed',
      reason: 'mystery',
      logLevel: 'error',
      rejected: false,
    });
  });
});

describe('describeError: HTTP and transport failures', () => {
  it.each([
    [
      'unreachable API',
      new ApiNetworkError('/stat/x', { cause: new TypeError('Failed to fetch') }),
      'network_error',
    ],
    ['5xx without envelope', new ApiHttpError('/game/x', 502, '<html>'), 'request_failed'],
    ['429 without envelope', new ApiHttpError('/game/x', 429, undefined), 'rate_limited'],
    ['reply not matching its schema', new ApiReplyError('/game/x', 'bad'), 'request_failed'],
    ['anything else', new Error('boom'), 'request_failed'],
    ['not even an error', 'boom', 'request_failed'],
    ['nothing', undefined, 'request_failed'],
  ])('%s → %s', (_name, failure, code) => {
    expect(describeError(failure).code).toBe(code);
  });
});

describe('describeError: wallet and contract failures', () => {
  it.each([
    ['a viem rejection', rejection],
    ['a bare EIP-1193 4001', { code: 4001, message: 'User rejected' }],
    ['a rejection deep in the cause chain', new TransactionExecutionError(rejection, {} as never)],
    ['a rejection inside a coded error', new UserFacingError('switch_failed', { cause: rejection })],
  ])("%s says 'Transaction canceled by user.' and is not an error", (_name, failure) => {
    expect(isUserRejection(failure)).toBe(true);
    expect(describeError(failure)).toEqual({ code: 'canceled', logLevel: 'debug', rejected: true });
  });

  it('names a refused signature as such', () => {
    expect(describeError(rejection, { walletRequest: 'signature' }).code).toBe('signature_canceled');
  });

  it('decodes a custom error and a require() reason', () => {
    const custom = encodeErrorResult({ abi, errorName: 'NotStickerOwner', args: [1001n] });
    expect(describeError(reverted(custom))).toMatchObject({
      code: 'reverted',
      reason: 'NotStickerOwner(1001)',
    });
    const message = encodeErrorResult({ abi, errorName: 'Error', args: ['Not enough stickers'] });
    expect(describeError(reverted(message))).toMatchObject({
      code: 'reverted',
      reason: 'Not enough stickers',
    });
  });

  it('recognises insufficient funds, and keeps the short message of any other wallet error', () => {
    expect(describeError(new InsufficientFundsError()).code).toBe('insufficient_funds');
    expect(describeError(new BaseError('socket hang up'))).toMatchObject({
      code: 'tx_failed',
      reason: 'socket hang up',
      logLevel: 'error',
    });
  });

  it('reads a coded error, the innermost one first, with its reason', () => {
    expect(describeError(new UserFacingError('no_provider'))).toEqual({
      code: 'no_provider',
      logLevel: 'info',
      rejected: false,
    });
    const inner = new UserFacingError('sdk_unreachable', { cause: new Error('offline') });
    expect(describeError(new UserFacingError('connect_failed', { cause: inner }))).toMatchObject({
      code: 'sdk_unreachable',
      logLevel: 'warn',
    });
    expect(describeError(new UserFacingError('reverted', { reason: '0xabc' }))).toMatchObject({
      code: 'reverted',
      reason: '0xabc',
    });
  });

  it('maps every client code a module may throw', () => {
    for (const code of CLIENT_ERROR_CODES) expect(describeError(new UserFacingError(code)).code).toBe(code);
  });
});
