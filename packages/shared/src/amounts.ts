/** Token base unit: 10^18 (spec 3 §9). */
export const TOKEN_DECIMALS = 18;
/** Spec 1 §5: amounts are cut to their first 16 characters before conversion to base units. */
export const AMOUNT_MAX_CHARS = 16;

/**
 * Converts a user-typed decimal amount to base units, after truncating it to 16 characters.
 * Returns null for input that is not a non-negative decimal number.
 */
export function toBaseUnits(amount: string, decimals: number = TOKEN_DECIMALS): bigint | null {
  let text = amount.trim().slice(0, AMOUNT_MAX_CHARS);
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\.\d+$/.test(text)) return null;
  if (text.startsWith('.')) text = `0${text}`;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
}

/**
 * The text an amount field shows for `value` (a MAX button): full precision cut by the same
 * 16-character rule as toBaseUnits, so what the field shows is exactly what will be sent, never
 * more than `value`.
 */
export function toAmountText(value: bigint, decimals: number = TOKEN_DECIMALS): string {
  const text = formatUnits(value < 0n ? 0n : value, decimals).slice(0, AMOUNT_MAX_CHARS);
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/**
 * Formats base units for display with a fixed number of decimals (rounded down) and thousands
 * separators: 2 decimals on pledging and reward pages, 4 on the bridge (spec 3 §9).
 */
export function formatAmount(value: bigint, fractionDigits = 2, decimals: number = TOKEN_DECIMALS): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const [whole = '0', fraction = ''] = formatUnits(abs, decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shownFraction =
    fractionDigits > 0 ? `.${fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits)}` : '';
  return `${negative ? '-' : ''}${grouped}${shownFraction}`;
}

/**
 * `value` base units as a plain decimal (viem's formatUnits: no trailing zeros, no '.' when
 * whole). Our own, not viem's: the amount rules load on every app page before a wallet is used,
 * and viem's unit helpers would bring its shared chunk along (issue 26).
 */
function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
