/** A transaction hash: 0x and 64 hexadecimal digits (spec 2 §4, the manual hash popup). */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

export type TxHashInput =
  | { ok: true; hash: `0x${string}` }
  | { ok: false; code: 'tx_hash_required' | 'invalid_tx_hash' };

/** The manual hash popup's field: surrounding spaces are ignored; the hash is kept lowercase. */
export function parseTxHash(input: string): TxHashInput {
  const value = input.trim();
  if (value === '') return { ok: false, code: 'tx_hash_required' };
  if (!TX_HASH_PATTERN.test(value)) return { ok: false, code: 'invalid_tx_hash' };
  return { ok: true, hash: value.toLowerCase() as `0x${string}` };
}
