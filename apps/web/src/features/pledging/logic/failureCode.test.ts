import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiHttpError, ApiNetworkError, ApiReplyError } from '../../../shared/api/client';
import { failureCodeOf } from './failureCode';

describe('failureCodeOf', () => {
  it("reads the API's err.code from a 4xx answer", () => {
    const body = { result: 0, err: { code: 'not_signed_in', message: 'Sign in with your wallet first.' } };
    expect(failureCodeOf(new ApiHttpError('/game/staking/claim/myreward', 401, body))).toBe('not_signed_in');
  });

  it('names a wallet refusal, an unreachable API and anything else', () => {
    expect(failureCodeOf(new UserRejectedRequestError(new Error('no')))).toBe('canceled');
    expect(failureCodeOf({ code: 4001 })).toBe('canceled');
    expect(failureCodeOf(new ApiNetworkError('/game', { cause: new TypeError('offline') }))).toBe(
      'network_error',
    );
    expect(failureCodeOf(new ApiHttpError('/game', 502, '<html>'))).toBe('request_failed');
    expect(failureCodeOf(new ApiReplyError('/game', 'bad'))).toBe('request_failed');
    expect(failureCodeOf(new Error('Sign-in refused: expired'))).toBe('request_failed');
  });
});
