import { type Address, isAddress } from 'viem';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  addressSchema,
  isAddressText,
  lowerAddressSchema,
  optionalAddressSchema,
  shortenAddress,
} from './address';

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

describe('request addresses (lowerAddressSchema, optionalAddressSchema)', () => {
  const mixed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('ignores surrounding spaces and lowercases, so one wallet is one key', () => {
    expect(lowerAddressSchema().parse(` ${mixed}\n`)).toBe(mixed.toLowerCase());
    expect(optionalAddressSchema.parse(mixed)).toBe(mixed.toLowerCase());
  });

  it("takes '' as no wallet connected only where the address is optional", () => {
    expect(optionalAddressSchema.parse('')).toBe('');
    expect(lowerAddressSchema().safeParse('').success).toBe(false);
  });

  it.each([`0x${'1'.repeat(39)}`, `0x${'g'.repeat(40)}`, 42])(
    'refuses %j with the readable message',
    (value) => {
      expect(lowerAddressSchema().safeParse(value).error?.issues[0]?.message).toBe(
        'must be a 0x-prefixed 20-byte address',
      );
    },
  );

  it.each([undefined, 42, '0x12'])(
    'refuses %j where the address is optional with the readable message',
    (value) => {
      expect(optionalAddressSchema.safeParse(value).error?.issues[0]?.message).toBe(
        "must be a 0x-prefixed 20-byte address, or '' without a wallet",
      );
    },
  );

  it("carries a request's own message", () => {
    const result = lowerAddressSchema('publicKey must be a wallet address').safeParse('0x12');
    expect(result.error?.issues[0]?.message).toBe('publicKey must be a wallet address');
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

describe('isAddressText', () => {
  it("accepts what viem's non-strict isAddress accepts, in any case", () => {
    for (const value of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0x52908400098527886e0f7030069857d2e4169ee7',
      '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      '0xde709f2102306220921060314715629080e2fb77',
      '0x27b1fdb04752bbc536007a920d24acb045561c26',
      '0x0000000000000000000000000000000000000000',
    ]) {
      expect(isAddressText(value)).toBe(isAddress(value, { strict: false }));
      expect(isAddressText(value)).toBe(true);
    }
    for (const value of [
      '',
      '0x',
      '52908400098527886E0F7030069857D2E4169EE7',
      '0x5290840009852788',
      '0xZZ908400098527886E0F7030069857D2E4169EE7',
      ' 0x52908400098527886E0F7030069857D2E4169EE7',
      '0x52908400098527886E0F7030069857D2E4169EE70',
    ]) {
      expect(isAddressText(value)).toBe(isAddress(value, { strict: false }));
      expect(isAddressText(value)).toBe(false);
    }
  });
});
