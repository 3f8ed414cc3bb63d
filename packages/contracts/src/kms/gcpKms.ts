import { KeyManagementServiceClient } from '@google-cloud/kms';
import type { LocalAccount } from 'viem';
import { addressOfSpki, digestSignerAccount, pemToDer } from './digestAccount';

/**
 * `gcp-kms:projects/…/locations/…/keyRings/…/cryptoKeys/…/cryptoKeyVersions/N`: a key version of
 * algorithm EC_SIGN_SECP256K1_SHA256 that never leaves Cloud KMS (or its HSM). `GetPublicKey` gives
 * the PEM, so the address; `AsymmetricSign` takes a precomputed 32-byte digest in its `sha256`
 * field and signs it as given, so the keccak digest Ethereum signs goes there unchanged. Loaded
 * only when such a URI is used; credentials come from the usual Google environment.
 */
export async function gcpKmsAccount(
  name: string,
  kms: KeyManagementServiceClient = new KeyManagementServiceClient(),
): Promise<LocalAccount> {
  const [publicKey] = await kms.getPublicKey({ name });
  if (!publicKey.pem) throw new Error(`KMS key ${name} returned no public key`);
  if (publicKey.algorithm && publicKey.algorithm !== 'EC_SIGN_SECP256K1_SHA256')
    throw new Error(`KMS key ${name} is ${publicKey.algorithm}, not EC_SIGN_SECP256K1_SHA256`);
  return digestSignerAccount(addressOfSpki(pemToDer(publicKey.pem), name), name, async (digest) => {
    const [response] = await kms.asymmetricSign({ name, digest: { sha256: digest } });
    if (!response.signature) throw new Error(`KMS key ${name} returned no signature`);
    return typeof response.signature === 'string'
      ? Uint8Array.from(Buffer.from(response.signature, 'base64'))
      : Uint8Array.from(response.signature);
  });
}
