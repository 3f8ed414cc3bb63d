import { formatAmount } from '@kingdoms/shared/amounts';
import type { RuntimeNetwork } from '@kingdoms/shared/runtime-config';

/** Block time as the explorer shows it: 'YYYY-MM-DD HH:mm:ss UTC', whatever the visitor's zone. */
export function formatUtcTimestamp(unixSeconds: bigint): string {
  const iso = new Date(Number(unixSeconds) * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/**
 * A native amount in full (an explorer must not round 1 wei away): as many decimals as the value
 * needs, at least two, with thousands separators.
 */
export function formatNativeAmount(value: bigint, decimals: number): string {
  const abs = value < 0n ? -value : value;
  const fraction = (abs % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '');
  return formatAmount(value, Math.min(decimals, Math.max(2, fraction.length)), decimals);
}

/** A whole number (gas, counts, block numbers) with thousands separators. */
export function formatInteger(value: bigint | number): string {
  return formatAmount(BigInt(value), 0, 0);
}

/** The deployment's name for a contract address of this network ("Staking"), case-insensitive. */
export function contractNameOf(
  network: RuntimeNetwork,
  address: string | null | undefined,
): string | undefined {
  if (!address) return undefined;
  const wanted = address.toLowerCase();
  return Object.entries(network.contracts).find(([, deployed]) => deployed.toLowerCase() === wanted)?.[0];
}
