import {
  type Address,
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
import { publicKeyToAddress, toAccount } from 'viem/accounts';

/**
 * What every KMS adapter of the account factory (keyAccounts.ts) shares: a KMS signs a 32-byte
 * digest and answers a DER `ECDSA-Sig-Value`; Ethereum wants r, s with the low s (EIP-2) and the
 * recovery bit v, which no KMS returns, so it is found by recovering against the key's address.
 */

/** secp256k1's group order: s above half of it is flipped (EIP-2). */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** Signs a 32-byte digest in the KMS and answers the DER signature. */
export type DigestSigner = (digest: Uint8Array) => Promise<Uint8Array>;

/** The address of a SubjectPublicKeyInfo DER, which ends with the uncompressed point 04 ‖ X ‖ Y. */
export function addressOfSpki(spki: Uint8Array, keyName: string): Address {
  const point = spki.slice(spki.length - 65);
  if (point.length !== 65 || point[0] !== 0x04)
    throw new Error(`KMS key ${keyName} is not an uncompressed secp256k1 key`);
  return publicKeyToAddress(bytesToHex(point));
}

/** The DER of a PEM block (`-----BEGIN PUBLIC KEY-----`). */
export function pemToDer(pem: string): Uint8Array {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(Buffer.from(body, 'base64'));
}

/** A viem account at `address` whose every signature is a digest signed by `signDer`. */
export function digestSignerAccount(address: Address, keyName: string, signDer: DigestSigner): LocalAccount {
  async function signDigest(hash: Hex): Promise<Signature> {
    const { r, s: rawS } = parseDerSignature(
      await signDer(Uint8Array.from(Buffer.from(hash.slice(2), 'hex'))),
    );
    const s = rawS > SECP256K1_N / 2n ? SECP256K1_N - rawS : rawS;
    for (const yParity of [0, 1] as const) {
      const signature = { r: toHex(r, { size: 32 }), s: toHex(s, { size: 32 }), yParity };
      if ((await recoverAddress({ hash, signature })) === address) return signature;
    }
    throw new Error(`KMS key ${keyName}: the signature does not recover to ${address}`);
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
