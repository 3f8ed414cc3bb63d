import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import {
  bytesToHex,
  type Hex,
  hashMessage,
  hashTypedData,
  keccak256,
  type LocalAccount,
  recoverAddress,
  type Signature,
  serializeSignature,
  serializeTransaction,
  toHex,
} from 'viem';
import { privateKeyToAccount, publicKeyToAddress, toAccount } from 'viem/accounts';

/**
 * The one account factory for server keys (issue 41). A key is given by a URI:
 * - `key:0x…` — a raw private key, for the devnet and local runs (refused with NODE_ENV=production
 *   unless ALLOW_RAW_KEYS=true, which is logged);
 * - `aws-kms:<key id or ARN>` — a key that never leaves AWS KMS (ECC_SECG_P256K1): `GetPublicKey`
 *   gives the address, `Sign` (ECDSA_SHA_256 over the 32-byte digest) returns DER, turned here into
 *   r, s (low-s normalised, as Ethereum requires) and v (by recovery against the address).
 * A bare `0x…` is read as `key:0x…` so existing devnet settings keep working.
 */

export interface KeyAccountOptions {
  /** NODE_ENV and ALLOW_RAW_KEYS; process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where the use of a raw key in production is reported. */
  logger?: { warn(object: object, message: string): void };
  /** The KMS client (a test points one at a local stand-in); by default the SDK's, from the environment. */
  kms?: KMSClient;
  /** Shown in errors and logs: which key this is (`PAYOUT_PRIVATE_KEY`). */
  name?: string;
}

/** secp256k1's group order: s above half of it is flipped (EIP-2). */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The account of `uri` (see the file comment). */
export async function accountFromKeyUri(uri: string, options: KeyAccountOptions = {}): Promise<LocalAccount> {
  const name = options.name ?? 'key';
  const trimmed = uri.trim();
  if (/^0x[0-9a-fA-F]{64}$/.test(trimmed) || trimmed.startsWith('key:')) {
    const key = (trimmed.startsWith('key:') ? trimmed.slice(4) : trimmed) as Hex;
    if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`${name}: a key: URI needs 0x and 64 hex digits`);
    const env = options.env ?? process.env;
    if (env.NODE_ENV === 'production') {
      if (env.ALLOW_RAW_KEYS !== 'true') {
        throw new Error(
          `${name}: a raw key is refused in production; use aws-kms:<key id> (or set ALLOW_RAW_KEYS=true and say why)`,
        );
      }
      options.logger?.warn(
        { key: name, alert: true },
        `${name} is a raw key in production, allowed by ALLOW_RAW_KEYS=true: move it to a KMS`,
      );
    }
    return privateKeyToAccount(key);
  }
  if (trimmed.startsWith('aws-kms:')) {
    const keyId = trimmed.slice('aws-kms:'.length);
    if (!keyId) throw new Error(`${name}: aws-kms: needs a key id or ARN`);
    return awsKmsAccount(options.kms ?? new KMSClient({}), keyId);
  }
  throw new Error(`${name}: unknown key URI scheme (use key:0x… or aws-kms:<key id>)`);
}

/** A viem account whose every signature is made by AWS KMS key `keyId`. */
export async function awsKmsAccount(kms: KMSClient, keyId: string): Promise<LocalAccount> {
  const { PublicKey } = await kms.send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (!PublicKey) throw new Error(`KMS key ${keyId} returned no public key`);
  // SubjectPublicKeyInfo DER ends with the uncompressed point 04 ‖ X ‖ Y (65 bytes).
  const point = PublicKey.slice(PublicKey.length - 65);
  if (point[0] !== 0x04) throw new Error(`KMS key ${keyId} is not an uncompressed secp256k1 key`);
  const address = publicKeyToAddress(bytesToHex(point));

  async function signDigest(hash: Hex): Promise<Signature> {
    const { Signature: der } = await kms.send(
      new SignCommand({
        KeyId: keyId,
        Message: hexToBytes32(hash),
        MessageType: 'DIGEST',
        SigningAlgorithm: 'ECDSA_SHA_256',
      }),
    );
    if (!der) throw new Error(`KMS key ${keyId} returned no signature`);
    const { r, s: rawS } = parseDerSignature(der);
    const s = rawS > SECP256K1_N / 2n ? SECP256K1_N - rawS : rawS;
    for (const yParity of [0, 1] as const) {
      const signature = { r: toHex(r, { size: 32 }), s: toHex(s, { size: 32 }), yParity };
      if ((await recoverAddress({ hash, signature })) === address) return signature;
    }
    throw new Error(`KMS key ${keyId}: the signature does not recover to ${address}`);
  }

  return toAccount({
    address,
    async sign({ hash }) {
      return serializeSignature(await signDigest(hash));
    },
    async signMessage({ message }) {
      return serializeSignature(await signDigest(hashMessage(message)));
    },
    async signTypedData(typedData) {
      return serializeSignature(await signDigest(hashTypedData(typedData)));
    },
    async signTransaction(transaction, { serializer = serializeTransaction } = {}) {
      const signature = await signDigest(keccak256(await serializer(transaction)));
      return serializer(transaction, signature);
    },
  });
}

function hexToBytes32(hash: Hex): Uint8Array {
  return Uint8Array.from(Buffer.from(hash.slice(2), 'hex'));
}

/** DER `SEQUENCE { INTEGER r, INTEGER s }` (short lengths: a secp256k1 signature is at most 72 bytes). */
export function parseDerSignature(der: Uint8Array): { r: bigint; s: bigint } {
  let at = 0;
  const expect = (tag: number) => {
    if (der[at] !== tag) throw new Error(`DER signature: expected tag ${tag} at ${at}`);
    at += 1;
  };
  const length = () => {
    const value = der[at] ?? 0;
    if (value & 0x80) throw new Error('DER signature: long lengths are not used by ECDSA signatures');
    at += 1;
    return value;
  };
  const integer = () => {
    expect(0x02);
    const size = length();
    const bytes = der.slice(at, at + size);
    at += size;
    return BigInt(bytesToHex(bytes));
  };
  expect(0x30);
  length();
  const r = integer();
  const s = integer();
  return { r, s };
}
