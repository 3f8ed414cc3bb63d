import { describe, expect, it } from 'vitest';
import { parseTxHashInput, TX_HASH_PATTERN } from './txHash';

const HASH = `0x${'aB'.repeat(32)}`;

describe('transaction hash input (spec 3 §5, spec 2 §4)', () => {
  it.each([
    [HASH, { hash: HASH.toLowerCase() }],
    [`  ${HASH}\n`, { hash: HASH.toLowerCase() }],
    ['', { problem: 'tx_hash_required' }],
    ['   ', { problem: 'tx_hash_required' }],
    [HASH.slice(0, -1), { problem: 'invalid_tx_hash' }],
    [`${HASH}0`, { problem: 'invalid_tx_hash' }],
    [HASH.replace('0x', ''), { problem: 'invalid_tx_hash' }],
    [`0X${'ab'.repeat(32)}`, { problem: 'invalid_tx_hash' }],
    [`0x${'g'.repeat(64)}`, { problem: 'invalid_tx_hash' }],
    ['0x', { problem: 'invalid_tx_hash' }],
  ])('%j → %j', (input, expected) => {
    expect(parseTxHashInput(input)).toEqual(expected);
  });

  it('is 0x plus exactly 64 hex digits', () => {
    expect(TX_HASH_PATTERN.test(`0x${'0'.repeat(64)}`)).toBe(true);
    expect(TX_HASH_PATTERN.test(`0x${'0'.repeat(63)}`)).toBe(false);
  });
});
