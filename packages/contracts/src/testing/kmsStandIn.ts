import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KMSClient } from '@aws-sdk/client-kms';
import { type Hex, hexToBigInt } from 'viem';
import { sign } from 'viem/accounts';
import { rawKeyAccount } from '../keyAccounts';

/**
 * TEST ONLY: a local stand-in for the two AWS KMS calls the aws-kms: account makes (JSON 1.1
 * protocol, `X-Amz-Target: TrentService.GetPublicKey | TrentService.Sign`), holding one secp256k1
 * key. Like KMS it answers SubjectPublicKeyInfo DER and DER signatures, and half of its
 * signatures carry the high s (KMS does not normalise), so the adapter's low-s step is exercised.
 */

export const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** SubjectPublicKeyInfo header of an uncompressed secp256k1 key (id-ecPublicKey, secp256k1). */
export const SPKI_PREFIX = '3056301006072a8648ce3d020106052b8104000a034200';

export interface KmsStandIn {
  readonly keyId: string;
  /** A KMS client pointed at the stand-in. */
  readonly client: KMSClient;
  /** Sign calls answered so far. */
  signCount(): number;
  stop(): Promise<void>;
}

export function derInteger(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let bytes = Buffer.from(hex, 'hex');
  if ((bytes[0] ?? 0) & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return Buffer.concat([Buffer.from([0x02, bytes.length]), bytes]);
}

export async function startKmsStandIn(privateKey: Hex, keyId = 'test-key-1'): Promise<KmsStandIn> {
  const publicKey = rawKeyAccount(privateKey).publicKey;
  let signs = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
      const target = String(request.headers['x-amz-target'] ?? '');
      const reply = (status: number, value: object) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify(value));
      };
      if (body.KeyId !== keyId) return reply(400, { __type: 'NotFoundException', message: 'no such key' });
      if (target.endsWith('.GetPublicKey')) {
        const der = Buffer.from(`${SPKI_PREFIX}${publicKey.slice(2)}`, 'hex');
        return reply(200, {
          KeyId: keyId,
          PublicKey: der.toString('base64'),
          KeySpec: 'ECC_SECG_P256K1',
          KeyUsage: 'SIGN_VERIFY',
          SigningAlgorithms: ['ECDSA_SHA_256'],
        });
      }
      if (target.endsWith('.Sign')) {
        if (body.MessageType !== 'DIGEST' || body.SigningAlgorithm !== 'ECDSA_SHA_256') {
          return reply(400, { __type: 'ValidationException', message: 'DIGEST and ECDSA_SHA_256 only' });
        }
        const digest = `0x${Buffer.from(body.Message ?? '', 'base64').toString('hex')}` as Hex;
        const signature = await sign({ hash: digest, privateKey });
        signs += 1;
        const low = hexToBigInt(signature.s);
        const s = signs % 2 === 0 ? SECP256K1_N - low : low;
        const integers = Buffer.concat([derInteger(hexToBigInt(signature.r)), derInteger(s)]);
        const der = Buffer.concat([Buffer.from([0x30, integers.length]), integers]);
        return reply(200, {
          KeyId: keyId,
          Signature: der.toString('base64'),
          SigningAlgorithm: 'ECDSA_SHA_256',
        });
      }
      return reply(400, { __type: 'UnknownOperationException', message: target });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new KMSClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'stand-in', secretAccessKey: 'stand-in' },
  });
  return {
    keyId,
    client,
    signCount: () => signs,
    stop: () =>
      new Promise<void>((resolve) => {
        client.destroy();
        server.close(() => resolve());
      }),
  };
}
