import { ConfigError } from '../lib/configSlice';

/** Hosts a devnet's Safe{Wallet} UI may run on over plain http (never in production). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export const SAFE_APP_ORIGIN_PROBLEM =
  'must be a comma-separated list of https origins such as https://app.safe.global (no path); http only for localhost';

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * A Safe{Wallet} UI's origin as SAFE_APP_ORIGINS takes it: scheme, host and optional port and
 * nothing else; https, or http on a loopback host (a devnet's own Safe UI).
 */
export function isSafeAppOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (value.replace(/\/+$/, '').toLowerCase() !== url.origin.toLowerCase()) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}

/** The validated list, normalised; a loopback (http) Safe UI is for a devnet, never production. */
export function safeAppOriginsOf(values: readonly string[], production: boolean): string[] {
  const origins = values.map((value) => new URL(value));
  if (production && origins.some(isLoopback)) {
    throw new ConfigError(
      'SAFE_APP_ORIGINS',
      'must list https origins in production (localhost is for a devnet)',
    );
  }
  return [...new Set(origins.map((url) => url.origin))];
}
