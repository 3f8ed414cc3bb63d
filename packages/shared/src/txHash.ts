/**
 * A transaction hash as people type or paste it into a popup (spec 2 §4 manual hash, spec 3 §5
 * bridge hash popup): 0x and exactly 64 hexadecimal digits.
 */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

export type TxHash = `0x${string}`;

/** Why a typed hash was refused: nothing typed, or not 0x and 64 hex digits. */
export type TxHashProblem = 'tx_hash_required' | 'invalid_tx_hash';

/**
 * A hash typed into a popup: surrounding spaces (a paste) are ignored, the hash kept lowercase.
 * Each popup words the problems its own way (the bridge says 'Invalid transaction hash format.'
 * for both).
 */
export function parseTxHashInput(input: string): { hash: TxHash } | { problem: TxHashProblem } {
  const value = input.trim();
  if (value === '') return { problem: 'tx_hash_required' };
  if (!TX_HASH_PATTERN.test(value)) return { problem: 'invalid_tx_hash' };
  return { hash: value.toLowerCase() as TxHash };
}
