import type { Address } from 'viem';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { addressSchema, shortenAddress } from './address';

describe('addressSchema', () => {
  it('accepts 0x and 40 hex digits in any case, unchanged', () => {
    for (const address of [
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF',
    ]) {
      expect(addressSchema.parse(address)).toBe(address);
    }
  });

  it.each([
    ['too short', `0x${'1'.repeat(39)}`],
    ['too long', `0x${'1'.repeat(41)}`],
    ['not hex', `0x${'g'.repeat(40)}`],
    ['no prefix', '1'.repeat(42)],
    ['an upper-case prefix', `0X${'1'.repeat(40)}`],
    ['empty', ''],
  ])('rejects %s with a readable message', (_case, value) => {
    const result = addressSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a 0x-prefixed 20-byte address');
  });

  it("parses to viem's Address type and stays representable in JSON Schema", () => {
    expectTypeOf<z.output<typeof addressSchema>>().toEqualTypeOf<Address>();
    expect(z.toJSONSchema(addressSchema)).toMatchObject({ type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' });
  });
});

describe('shortenAddress', () => {
  it('keeps the first 5 characters, "..." and the last 3 (spec 3 §9)', () => {
    expect(shortenAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x709...9c8');
  });
  it('leaves short strings alone', () => {
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});
