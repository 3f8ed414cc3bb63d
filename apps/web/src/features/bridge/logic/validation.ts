/**
 * The bridge's own validation messages (spec 3 §5 and §8): codes whose texts are `error.<code>`
 * of the bridge catalogue. Checked before anything is sent or asked.
 */
export type BridgeValidationCode =
  | 'select_dragos'
  | 'select_resources'
  | 'input_loka'
  | 'input_wloka'
  | 'input_dst'
  | 'over_balance';

/** 'Select dragos to bridge.' / 'Select resources to bridge.' when nothing is picked. */
export function selectionProblem(asset: 'drago' | 'resource', selected: number): BridgeValidationCode | null {
  if (selected > 0) return null;
  return asset === 'drago' ? 'select_dragos' : 'select_resources';
}

/** The token an amount form spends: LOKA (deposit), wLOKA (withdraw) or DST (token bridge). */
export type AmountToken = 'loka' | 'wloka' | 'dst';

const EMPTY_AMOUNT: Record<AmountToken, BridgeValidationCode> = {
  loka: 'input_loka',
  wloka: 'input_wloka',
  dst: 'input_dst',
};

/**
 * An amount in base units (already × 10^18; null when the field holds no number): 0 or empty →
 * 'Input loka amount.' / 'Input wloka amount.' (spec 3 §5; DST reads the same way), above the
 * balance → over_balance (ours: the contract would refuse it anyway, after a fee).
 */
export function amountProblem(
  token: AmountToken,
  amount: bigint | null,
  balance: bigint,
): BridgeValidationCode | null {
  if (amount === null || amount <= 0n) return EMPTY_AMOUNT[token];
  if (amount > balance) return 'over_balance';
  return null;
}
