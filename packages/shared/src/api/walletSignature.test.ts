import { describe, expect, it } from 'vitest';
import { WALLET_SIGNATURE_MAX_BYTES, walletSignatureSchema } from './walletSignature';

describe('walletSignatureSchema: any wallet signature, EOA or smart-contract', () => {
  it.each([
    ['an EOA signature (65 bytes)', `0x${'ab'.repeat(65)}`],
    ['upper-case hex', `0x${'AB'.repeat(65)}`],
    ['an ERC-1271 signature of two owners (130 bytes)', `0x${'12'.repeat(130)}`],
    ['an ERC-6492 wrapped signature', `0x${'00'.repeat(600)}${'6492'.repeat(16)}`],
    ['no bytes (a hash the wallet approved on chain)', '0x'],
    ['the largest', `0x${'ff'.repeat(WALLET_SIGNATURE_MAX_BYTES)}`],
  ])('accepts %s', (_label, value) => {
    expect(walletSignatureSchema().safeParse(value).success).toBe(true);
  });

  it.each([
    ['one byte more than the largest', `0x${'ff'.repeat(WALLET_SIGNATURE_MAX_BYTES + 1)}`],
    ['half a byte', `0x${'ab'.repeat(65)}a`],
    ['no 0x', 'ab'.repeat(65)],
    ['a non-hex digit', `0x${'ab'.repeat(64)}zz`],
    ['a trailing NUL', `0x${'ab'.repeat(65)}\u0000`],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s with a message', (_label, value) => {
    const result = walletSignatureSchema().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/hex signature of at most 8192 bytes/);
  });
});
