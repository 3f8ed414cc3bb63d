import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import type { LocalAccount } from 'viem';
import { addressOfSpki, digestSignerAccount } from './digestAccount';

/**
 * `aws-kms:<key id or ARN>`: a key that never leaves AWS KMS (ECC_SECG_P256K1). `GetPublicKey`
 * gives the address; `Sign` (ECDSA_SHA_256, MessageType DIGEST: the keccak digest is signed as
 * given, KMS does not hash it again) returns DER. Loaded only when such a URI is used.
 */
export async function awsKmsAccount(
  keyId: string,
  kms: KMSClient = new KMSClient({}),
): Promise<LocalAccount> {
  const { PublicKey } = await kms.send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (!PublicKey) throw new Error(`KMS key ${keyId} returned no public key`);
  return digestSignerAccount(addressOfSpki(PublicKey, keyId), keyId, async (digest) => {
    const { Signature } = await kms.send(
      new SignCommand({
        KeyId: keyId,
        Message: digest,
        MessageType: 'DIGEST',
        SigningAlgorithm: 'ECDSA_SHA_256',
      }),
    );
    if (!Signature) throw new Error(`KMS key ${keyId} returned no signature`);
    return Signature;
  });
}
