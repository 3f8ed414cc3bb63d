import type { RuntimeConfig, RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { type Address, getAddress, type Hash, isAddress } from 'viem';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The network of an explorer URL: only networks of the runtime config, by their key. */
export function networkOfParam(config: RuntimeConfig, key: string | undefined): RuntimeNetwork | undefined {
  return key === undefined ? undefined : config.networks.find((network) => network.key === key);
}

/** A 32-byte transaction hash in any hex case, lower-cased so one hash is one cache entry. */
export function parseTxHash(value: string | undefined): Hash | null {
  return value !== undefined && TX_HASH.test(value) ? (value.toLowerCase() as Hash) : null;
}

/**
 * A 20-byte address, checksummed for display. Lower- or upper-case input is accepted as wallets
 * copy it either way; a mixed-case address must carry a valid checksum (a typo guard).
 */
export function parseAddress(value: string | undefined): Address | null {
  return value !== undefined && isAddress(value) ? getAddress(value) : null;
}
