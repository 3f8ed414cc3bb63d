// @vitest-environment node
import { COMMENT_MAX_LENGTH } from '@kingdoms/shared/staking';
import { describe, expect, it } from 'vitest';
import { commentError, pledgeAmountError, unpledgeAmountError } from './validation';

const E18 = 10n ** 18n;

describe('pledgeAmountError (spec 3 §5)', () => {
  it.each([
    [null, 10n * E18, 'error.pledge_amount_required'],
    [0n, 10n * E18, 'error.pledge_amount_required'],
    [11n * E18, 10n * E18, 'error.pledge_over_balance'],
    [1n, 0n, 'error.pledge_over_balance'],
    [10n * E18, 10n * E18, null],
    [1n, 10n * E18, null],
  ] as const)('amount %s with balance %s → %s', (amount, balance, expected) => {
    expect(pledgeAmountError(amount, balance)).toBe(expected);
  });
});

describe('unpledgeAmountError (spec 3 §5)', () => {
  it.each([
    [null, 5n * E18, 'error.unpledge_amount_required'],
    [0n, 5n * E18, 'error.unpledge_amount_required'],
    [5n * E18 + 1n, 5n * E18, 'error.unpledge_over_pledged'],
    [1n, 0n, 'error.unpledge_over_pledged'],
    [5n * E18, 5n * E18, null],
  ] as const)('amount %s with pledged %s → %s', (amount, pledged, expected) => {
    expect(unpledgeAmountError(amount, pledged)).toBe(expected);
  });
});

describe('commentError (spec 3 §5, §9: at most 30 characters)', () => {
  it('accepts up to 30 characters and refuses 31', () => {
    expect(COMMENT_MAX_LENGTH).toBe(30);
    expect(commentError('')).toBeNull();
    expect(commentError('x'.repeat(30))).toBeNull();
    expect(commentError('x'.repeat(31))).toBe('error.comment_too_long');
  });
});
