import { z } from 'zod';

/**
 * An EVM address as data arrives with it (deployment files, /config.json): `0x` and 40 hex digits,
 * any case. Its output type is viem's `Address` (`0x${string}`), so an address that passed this
 * schema needs no `as Address` afterwards: validate once where the data enters, then use it.
 * A template literal (not a transform) keeps the schema representable in JSON Schema / OpenAPI.
 */
const ADDRESS_MESSAGE = 'must be a 0x-prefixed 20-byte address';

export const addressSchema = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{40}$/)], {
  error: ADDRESS_MESSAGE,
});

/** `0x` and 40 hex digits, any case. */
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/**
 * Whether `value` is an address in any case (viem's `isAddress` with `strict: false`), for forms
 * that check one as it is typed: without viem, which app pages load only once a wallet is used.
 */
export function isAddressText(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/**
 * A wallet address in an API request: surrounding spaces ignored, any case in, lowercase out
 * (one address is one database key). `message` is the reply's text for anything else.
 */
export function lowerAddressSchema(message = ADDRESS_MESSAGE) {
  return z
    .string(message)
    .trim()
    .regex(ADDRESS_PATTERN, message)
    .transform((value) => value.toLowerCase());
}

/** A request's wallet address, sent as '' when no wallet is connected (specs 2 and 3 §6). */
export const optionalAddressSchema = z.union([z.literal(''), lowerAddressSchema()], {
  error: `${ADDRESS_MESSAGE}, or '' without a wallet`,
});

/** Spec 3 §9: the first 5 characters, '...', and the last 3. */
export function shortenAddress(address: string): string {
  if (address.length <= 8) return address;
  return `${address.slice(0, 5)}...${address.slice(-3)}`;
}
