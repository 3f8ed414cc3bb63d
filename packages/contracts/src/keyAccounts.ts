import type { KMSClient } from '@aws-sdk/client-kms';
import type { KeyManagementServiceClient } from '@google-cloud/kms';
import type { Hex, LocalAccount, PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * THE account factory for server keys (issue 41), and the only place a private key becomes an
 * account. A key is given by a URI:
 * - `key:0x…` — a raw private key, for the devnet and local runs (refused with NODE_ENV=production
 *   unless ALLOW_RAW_KEYS=true, which is logged as an alert). A bare `0x…` is the same (the form the
 *   variables had before URIs), under the same rule;
 * - `aws-kms:<key id or ARN>` — a key that never leaves AWS KMS (kms/awsKms.ts);
 * - `gcp-kms:<key version resource name>` — a key that never leaves Google Cloud KMS (kms/gcpKms.ts).
 * The KMS adapters (and their SDKs) are loaded only when such a URI is used, so nothing that imports
 * this file for a raw key (the devnet, tests) pulls a cloud SDK in. The web never imports it.
 */

export interface KeyAccountOptions {
  /** NODE_ENV and ALLOW_RAW_KEYS; process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where the use of a raw key in production is reported. */
  logger?: { warn(object: object, message: string): void };
  /** The AWS KMS client (a test points one at a local stand-in); by default the SDK's, from the environment. */
  kms?: KMSClient;
  /** The Cloud KMS client (a test points one at a local stand-in); by default the SDK's, from the environment. */
  gcpKms?: KeyManagementServiceClient;
  /** Shown in errors and logs: which key this is (`PAYOUT_PRIVATE_KEY`). */
  name?: string;
}

const RAW_KEY = /^0x[0-9a-fA-F]{64}$/;
const SCHEMES = ['key:', 'aws-kms:', 'gcp-kms:'] as const;

/** Why `uri` is not a key URI the factory takes, or undefined when it is one (config validation). */
export function keyUriProblem(uri: string): string | undefined {
  const trimmed = uri.trim();
  if (RAW_KEY.test(trimmed)) return undefined;
  const scheme = SCHEMES.find((prefix) => trimmed.startsWith(prefix));
  if (!scheme) return 'must be a key URI: key:0x…, aws-kms:<key id or ARN> or gcp-kms:<key version name>';
  const rest = trimmed.slice(scheme.length);
  if (scheme === 'key:' && !RAW_KEY.test(rest)) return 'must be key: followed by 0x and 64 hex digits';
  if (rest.length === 0) return `must name a key after ${scheme}`;
  return undefined;
}

/** The account of a raw key: devnet keys and tests' keys, which are never server secrets. */
export function rawKeyAccount(privateKey: Hex): PrivateKeyAccount {
  return privateKeyToAccount(privateKey);
}

/** The `key:` URI of a raw key (the devnet's public keys, given to the factory like any other). */
export function rawKeyUri(privateKey: Hex): string {
  return `key:${privateKey}`;
}

/**
 * The account of a raw-key URI (`key:0x…` or a bare `0x…`) under the production rule, made at once;
 * undefined for a KMS URI (accountFromKeyUri makes those, asynchronously). Throws on a bad URI.
 */
export function rawAccountFromKeyUri(uri: string, options: KeyAccountOptions = {}): LocalAccount | undefined {
  const name = options.name ?? 'key';
  const trimmed = uri.trim();
  const problem = keyUriProblem(trimmed);
  if (problem) throw new Error(`${name} ${problem}`);
  if (!RAW_KEY.test(trimmed) && !trimmed.startsWith('key:')) return undefined;
  const env = options.env ?? process.env;
  if (env.NODE_ENV === 'production') {
    if (env.ALLOW_RAW_KEYS !== 'true') {
      throw new Error(
        `${name}: a raw key is refused in production; use aws-kms:<key id> or gcp-kms:<key version> (or set ALLOW_RAW_KEYS=true and say why)`,
      );
    }
    options.logger?.warn(
      { key: name, alert: true },
      `${name} is a raw key in production, allowed by ALLOW_RAW_KEYS=true: move it to a KMS`,
    );
  }
  return rawKeyAccount((trimmed.startsWith('key:') ? trimmed.slice(4) : trimmed) as Hex);
}

/** The account of `uri` (see the file comment). */
export async function accountFromKeyUri(uri: string, options: KeyAccountOptions = {}): Promise<LocalAccount> {
  const raw = rawAccountFromKeyUri(uri, options);
  if (raw) return raw;
  const trimmed = uri.trim();
  if (trimmed.startsWith('aws-kms:')) {
    const { awsKmsAccount } = await import('./kms/awsKms');
    return awsKmsAccount(trimmed.slice('aws-kms:'.length), options.kms);
  }
  const { gcpKmsAccount } = await import('./kms/gcpKms');
  return gcpKmsAccount(trimmed.slice('gcp-kms:'.length), options.gcpKms);
}
