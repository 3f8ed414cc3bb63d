import { z } from 'zod';

/**
 * The largest wallet signature a request may carry, in bytes. An EOA signs 65 bytes; a
 * smart-contract wallet (ERC-1271) signs whatever its `isValidSignature` reads (several owners,
 * passkey data, or nothing at all for a hash it approved on chain), and a wallet not deployed yet
 * wraps that with its factory call (ERC-6492). 8 KiB holds the wallets in use and still bounds
 * what one request makes the API send to a chain.
 */
export const WALLET_SIGNATURE_MAX_BYTES = 8192;

const WALLET_SIGNATURE_MESSAGE = `must be a 0x-prefixed hex signature of at most ${WALLET_SIGNATURE_MAX_BYTES} bytes`;

/**
 * A wallet's signature in a request (Sign-In with Ethereum, the signed actions): 0x and whole
 * bytes of hex, any length up to {@link WALLET_SIGNATURE_MAX_BYTES}, since smart-contract wallets
 * sign more (or less) than an EOA's 65 bytes. Whether it proves anything is the API's check.
 */
export function walletSignatureSchema() {
  return z
    .string(WALLET_SIGNATURE_MESSAGE)
    .max(2 + 2 * WALLET_SIGNATURE_MAX_BYTES, WALLET_SIGNATURE_MESSAGE)
    .regex(/^0x(?:[0-9a-fA-F]{2})*$/, WALLET_SIGNATURE_MESSAGE);
}
