import { createRequire } from 'node:module';
import { KeyManagementServiceClient } from '@google-cloud/kms';
import * as grpc from '@grpc/grpc-js';
import { fromJSON } from '@grpc/proto-loader';
import { type Hex, hexToBigInt } from 'viem';
import { sign } from 'viem/accounts';
import { rawKeyAccount } from '../keyAccounts';
import { derInteger, SECP256K1_N, SPKI_PREFIX } from './kmsStandIn';

/**
 * TEST ONLY: a local stand-in for the two Cloud KMS calls the gcp-kms: account makes
 * (`google.cloud.kms.v1.KeyManagementService` over gRPC, from the client library's own service
 * definition: GetPublicKey and AsymmetricSign), holding one secp256k1 key version. Like Cloud KMS
 * it answers a PEM SubjectPublicKeyInfo and DER signatures over the 32-byte `digest.sha256` as
 * given, and half of its signatures carry the high s, so the adapter's low-s step is exercised.
 */

export interface GcpKmsStandIn {
  /** The key version's resource name (what follows `gcp-kms:`). */
  readonly keyName: string;
  /** A Cloud KMS client pointed at the stand-in (plain gRPC on loopback, no Google credentials). */
  readonly client: KeyManagementServiceClient;
  /** AsymmetricSign calls answered so far. */
  signCount(): number;
  stop(): Promise<void>;
}

interface ServiceDefinition {
  google: { cloud: { kms: { v1: { KeyManagementService: { service: grpc.ServiceDefinition } } } } };
}

export async function startGcpKmsStandIn(
  privateKey: Hex,
  keyName = 'projects/test/locations/global/keyRings/ring/cryptoKeys/payer/cryptoKeyVersions/1',
): Promise<GcpKmsStandIn> {
  const require = createRequire(import.meta.url);
  const definition = fromJSON(require('@google-cloud/kms/build/protos/protos.json'), {
    keepCase: false,
    longs: String,
    enums: String,
    defaults: false,
  });
  const { service } = (grpc.loadPackageDefinition(definition) as unknown as ServiceDefinition).google.cloud
    .kms.v1.KeyManagementService;
  const publicKey = rawKeyAccount(privateKey).publicKey;
  const spki = Buffer.from(`${SPKI_PREFIX}${publicKey.slice(2)}`, 'hex').toString('base64');
  const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  let signs = 0;
  const notFound = { code: grpc.status.NOT_FOUND, details: 'no such key version' };

  const server = new grpc.Server();
  server.addService(service, {
    getPublicKey(call: grpc.ServerUnaryCall<{ name: string }, object>, callback: grpc.sendUnaryData<object>) {
      if (call.request.name !== keyName) return callback(notFound);
      callback(null, { pem, algorithm: 'EC_SIGN_SECP256K1_SHA256', name: keyName });
    },
    async asymmetricSign(
      call: grpc.ServerUnaryCall<{ name: string; digest?: { sha256?: Buffer } }, object>,
      callback: grpc.sendUnaryData<object>,
    ) {
      if (call.request.name !== keyName) return callback(notFound);
      const digest = call.request.digest?.sha256;
      if (digest?.length !== 32) {
        return callback({ code: grpc.status.INVALID_ARGUMENT, details: 'digest.sha256 must be 32 bytes' });
      }
      const signature = await sign({ hash: `0x${digest.toString('hex')}`, privateKey });
      signs += 1;
      const low = hexToBigInt(signature.s);
      const s = signs % 2 === 0 ? SECP256K1_N - low : low;
      const integers = Buffer.concat([derInteger(hexToBigInt(signature.r)), derInteger(s)]);
      callback(null, {
        signature: Buffer.concat([Buffer.from([0x30, integers.length]), integers]),
        name: keyName,
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  const client = new KeyManagementServiceClient({
    apiEndpoint: '127.0.0.1',
    port,
    sslCreds: grpc.credentials.createInsecure(),
    // Named, so the auth library never asks a cloud metadata server for it: nothing leaves loopback.
    universeDomain: 'googleapis.com',
  });
  return {
    keyName,
    client,
    signCount: () => signs,
    stop: async () => {
      await client.close();
      await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
    },
  };
}
