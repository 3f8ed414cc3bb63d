import { accountFromKeyUri } from '@kingdoms/contracts/keyAccounts';
import type { LocalAccount } from 'viem';
import type { PlatformConfig } from './config';

/**
 * The accounts of the server keys (issue 41): every key variable holds a key URI of the one account
 * factory (packages/contracts/src/keyAccounts.ts: `key:0x…`, `aws-kms:…`, `gcp-kms:…`). A KMS account
 * is made asynchronously (its public key is fetched), so the composition root (app.ts) makes every
 * configured one here, once, before any module is set up; modules then get them synchronously
 * through `ctx.chains.account(...)`. With NODE_ENV=production a raw key stops the start unless
 * ALLOW_RAW_KEYS=true, which logs an alert naming the variable.
 */

/** A key URI → its account, for every configured server key. */
export type KeyAccounts = ReadonlyMap<string, LocalAccount>;

/** What the factory's raw-key rule reads, from the configuration. */
export function keyPolicyEnv(config: Pick<PlatformConfig, 'production' | 'allowRawKeys'>) {
  return {
    NODE_ENV: config.production ? 'production' : undefined,
    ALLOW_RAW_KEYS: config.allowRawKeys ? 'true' : undefined,
  };
}

export async function resolveServerKeys(
  config: Pick<PlatformConfig, 'production' | 'allowRawKeys' | 'serverKeys'>,
  logger: { warn(object: object, message: string): void },
): Promise<KeyAccounts> {
  const accounts = new Map<string, LocalAccount>();
  for (const { variable, uri } of config.serverKeys) {
    const key = uri.trim();
    if (accounts.has(key)) continue;
    accounts.set(key, await accountFromKeyUri(key, { name: variable, env: keyPolicyEnv(config), logger }));
  }
  return accounts;
}
