import { type Address, isAddress, verifyMessage } from 'viem';

export interface SignedAction {
  /** Who claims to have signed. */
  address: string;
  /** The exact text the wallet signed with personal_sign (e.g. rentalSignatureMessage()). */
  message: string;
  signature: string;
}

/**
 * The specs' per-action signatures (comment, rental): personal_sign of a known message. True only
 * when `signature` is `address`'s signature of `message`; the address alone proves nothing.
 */
export async function verifyActionSignature({ address, message, signature }: SignedAction): Promise<boolean> {
  if (!isAddress(address, { strict: false }) || !/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  try {
    return await verifyMessage({
      address: address as Address,
      message,
      signature: signature as `0x${string}`,
    });
  } catch {
    return false; // malformed signature bytes (bad v/r/s) are simply not a valid proof
  }
}
