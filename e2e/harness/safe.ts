import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { freePort } from '@kingdoms/contracts/ports';
import type { ChainDeployment } from '@kingdoms/shared/deployment';
import {
  type Abi,
  type Address,
  concatHex,
  encodeFunctionData,
  encodePacked,
  getAddress,
  type Hash,
  type Hex,
  isAddressEqual,
  recoverAddress,
  size,
  zeroAddress,
} from 'viem';
import { sign } from 'viem/accounts';

/**
 * A real Safe on an anvil chain, and a local stand-in for the Safe Transaction Service (issue 44
 * item 1). The Safe is Safe{Core} 1.4.1 from npm (`@safe-global/safe-contracts`: the singleton and
 * a proxy set up with the owners and threshold), so its nonce, owners, threshold, safeTxHash
 * (`getTransactionHash`) and execution (`execTransaction` with the owners' signatures) are the
 * chain's own. The stand-in answers the service's documented endpoints from that chain: what the
 * owners proposed and confirmed (each signature recovered and checked against the Safe's owners),
 * and the execution as the Safe's `ExecutionSuccess`/`ExecutionFailure` event reports it. E2E only.
 */

interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

const require = createRequire(import.meta.url);
const artifact = (path: string): Artifact =>
  JSON.parse(
    readFileSync(require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}`), 'utf8'),
  );
const SAFE = artifact('Safe.sol/Safe.json');
const SAFE_PROXY = artifact('proxies/SafeProxy.sol/SafeProxy.json');
const MULTI_SEND_CALL_ONLY = artifact('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json');
export const safeAbi = SAFE.abi;

/** One call of a Safe transaction (a Safe App's transaction, as the SDK's sendTransactions takes it). */
export interface SafeCall {
  to: Address;
  value?: bigint;
  data: Hex;
}

/** A Safe transaction as the Safe hashes it (no refunds: gas price 0, as the Safe UI proposes). */
export interface SafeTx {
  to: Address;
  value: bigint;
  data: Hex;
  operation: 0 | 1;
  safeTxGas: bigint;
  baseGas: bigint;
  gasPrice: bigint;
  gasToken: Address;
  refundReceiver: Address;
  nonce: bigint;
}

const safeTxArgs = (tx: SafeTx) =>
  [
    tx.to,
    tx.value,
    tx.data,
    tx.operation,
    tx.safeTxGas,
    tx.baseGas,
    tx.gasPrice,
    tx.gasToken,
    tx.refundReceiver,
  ] as const;

/** A deployed Safe: reads of its state and the owners' side of a transaction. */
export interface DeployedSafe {
  address: Address;
  chain: ChainDeployment;
  /** The MultiSendCallOnly 1.4.1 deployed with it: what the Safe UI batches several calls through. */
  multiSendCallOnly: Address;
  nonce(): Promise<bigint>;
  threshold(): Promise<bigint>;
  owners(): Promise<readonly Address[]>;
  /** The Safe's own hash of `tx` (what its owners sign, the service's safeTxHash). */
  transactionHash(tx: SafeTx): Promise<Hash>;
  /**
   * A Safe transaction with the Safe's current nonce: one call as itself, several as the Safe UI
   * sends them, one DELEGATECALL to MultiSendCallOnly with the calls packed (atomic: all or none).
   */
  transaction(calls: SafeCall | readonly SafeCall[]): Promise<SafeTx>;
  /** Executes `tx` with these owners' signatures (any order), sent by `executorKey`; the hash. */
  execute(
    tx: SafeTx,
    signatures: readonly { owner: Address; signature: Hex }[],
    executorKey: Hex,
  ): Promise<Hash>;
}

/**
 * MultiSendCallOnly's `multiSend(bytes)` of `calls`: each packed as operation (uint8, 0: call), to
 * (address), value (uint256), data length (uint256) and data, as the contract reads them.
 */
export function multiSendData(calls: readonly SafeCall[]): Hex {
  const packed = concatHex(
    calls.map((call) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, call.to, call.value ?? 0n, BigInt(size(call.data)), call.data],
      ),
    ),
  );
  return encodeFunctionData({ abi: MULTI_SEND_CALL_ONLY.abi, functionName: 'multiSend', args: [packed] });
}

/** An owner's signature of a safeTxHash (ECDSA of the hash itself, v 27/28). */
export function ownerSignature(safeTxHash: Hash, ownerKey: Hex): Promise<Hex> {
  return sign({ hash: safeTxHash, privateKey: ownerKey, to: 'hex' });
}

/** Deploys the Safe singleton and a proxy set up with `owners` and `threshold`; `deployerKey` pays. */
export async function deploySafe(
  chain: ChainDeployment,
  deployerKey: Hex,
  owners: readonly Address[],
  threshold: number,
): Promise<DeployedSafe> {
  const client = localClient(chain, deployerKey);
  const deployed = async (bytecode: Hex, abi: Abi, args: readonly unknown[]) => {
    const receipt = await confirm(client, await client.deployContract({ abi, bytecode, args }));
    if (!receipt.contractAddress) throw new Error('no contract address');
    return receipt.contractAddress;
  };
  const singleton = await deployed(SAFE.bytecode, SAFE.abi, []);
  const multiSendCallOnly = getAddress(
    await deployed(MULTI_SEND_CALL_ONLY.bytecode, MULTI_SEND_CALL_ONLY.abi, []),
  );
  const address = await deployed(SAFE_PROXY.bytecode, SAFE_PROXY.abi, [singleton]);
  await confirm(
    client,
    await client.writeContract({
      address,
      abi: SAFE.abi,
      functionName: 'setup',
      args: [owners, BigInt(threshold), zeroAddress, '0x', zeroAddress, zeroAddress, 0n, zeroAddress],
    }),
  );
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address, abi: SAFE.abi, functionName, args }) as Promise<T>;
  const safe: DeployedSafe = {
    address,
    chain,
    multiSendCallOnly,
    nonce: () => read<bigint>('nonce'),
    threshold: () => read<bigint>('getThreshold'),
    owners: () => read<readonly Address[]>('getOwners'),
    transactionHash: (tx) => read<Hash>('getTransactionHash', [...safeTxArgs(tx), tx.nonce]),
    async transaction(calls) {
      const batch = Array.isArray(calls) ? (calls as readonly SafeCall[]) : [calls as SafeCall];
      const [single] = batch;
      const call =
        batch.length === 1 && single
          ? { ...single, operation: 0 as const }
          : { to: multiSendCallOnly, value: 0n, data: multiSendData(batch), operation: 1 as const };
      return {
        to: getAddress(call.to),
        value: call.value ?? 0n,
        data: call.data,
        operation: call.operation,
        safeTxGas: 0n,
        baseGas: 0n,
        gasPrice: 0n,
        gasToken: zeroAddress,
        refundReceiver: zeroAddress,
        nonce: await safe.nonce(),
      };
    },
    async execute(tx, signatures, executorKey) {
      // The Safe wants the signatures ordered by owner address, ascending.
      const sorted = [...signatures].sort((a, b) => (BigInt(a.owner) < BigInt(b.owner) ? -1 : 1));
      const packed = `0x${sorted.map((s) => s.signature.slice(2)).join('')}` as Hex;
      const executor = localClient(chain, executorKey);
      const hash = await executor.writeContract({
        address,
        abi: SAFE.abi,
        functionName: 'execTransaction',
        args: [...safeTxArgs(tx), packed],
      });
      await confirm(executor, hash);
      return hash;
    },
  };
  return safe;
}

/** Runs `tx` from the Safe at once with the signatures of `ownerKeys` (setup: funding, an approval). */
export async function execFromSafe(
  safe: DeployedSafe,
  call: SafeCall,
  ownerKeys: readonly Hex[],
  executorKey: Hex,
): Promise<Hash> {
  const tx = await safe.transaction(call);
  const safeTxHash = await safe.transactionHash(tx);
  const signatures = await Promise.all(
    ownerKeys.map(async (key) => {
      const signature = await ownerSignature(safeTxHash, key);
      return { owner: await recoverAddress({ hash: safeTxHash, signature }), signature };
    }),
  );
  return safe.execute(tx, signatures, executorKey);
}

interface Proposal {
  tx: SafeTx;
  safeTxHash: Hash;
  confirmationsRequired: number;
  confirmations: { owner: Address; signature: Hex }[];
}

/** The stand-in Safe Transaction Service: its URL, the stored proposals, stop. */
export interface SafeTxService {
  url: string;
  /** A proposal's owners' signatures so far (what an executor passes to execTransaction). */
  confirmations(safeTxHash: Hash): { owner: Address; signature: Hex }[];
  proposal(safeTxHash: Hash): SafeTx | undefined;
  stop(): Promise<void>;
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    // The web app asks it from its own origin, as it asks Safe's service.
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, accept',
  });
  response.end(JSON.stringify(body));
}

class Refused extends Error {}

/** The stand-in Safe Transaction Service's URL on `port`. */
export function safeTxServiceUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/**
 * Starts the stand-in service for `safe` on `port` (default: a free port). Endpoints (the service's, v1):
 * GET /api/v1/safes/{address}/, POST /api/v1/safes/{address}/multisig-transactions/ (propose),
 * POST /api/v1/multisig-transactions/{safeTxHash}/confirmations/ (confirm) and
 * GET /api/v1/multisig-transactions/{safeTxHash}/.
 */
export async function startSafeTxService(
  safe: DeployedSafe,
  /** Its port, when the URL must be known before the Safe is deployed (an API started meanwhile names it). */
  port?: number,
): Promise<SafeTxService> {
  const proposals = new Map<string, Proposal>();
  const reader = localClient(safe.chain, `0x${'11'.repeat(32)}`);

  const ownerOf = async (safeTxHash: Hash, signature: Hex): Promise<Address> => {
    const owner = await recoverAddress({ hash: safeTxHash, signature });
    if (!(await safe.owners()).some((candidate) => isAddressEqual(candidate, owner)))
      throw new Refused(`${owner} is not an owner of the Safe`);
    return owner;
  };

  /** The Safe's own word on the execution: its ExecutionSuccess/ExecutionFailure event for the hash. */
  const execution = async (safeTxHash: Hash) => {
    for (const eventName of ['ExecutionSuccess', 'ExecutionFailure'] as const) {
      const [log] = await reader.getContractEvents({
        address: safe.address,
        abi: SAFE.abi,
        eventName,
        args: { txHash: safeTxHash },
        fromBlock: 0n,
      });
      if (log)
        return { transactionHash: log.transactionHash, isSuccessful: eventName === 'ExecutionSuccess' };
    }
    return undefined;
  };

  const record = async (proposal: Proposal) => {
    const executed = await execution(proposal.safeTxHash);
    return {
      safe: safe.address,
      to: proposal.tx.to,
      value: proposal.tx.value.toString(),
      data: proposal.tx.data,
      operation: proposal.tx.operation,
      safeTxGas: proposal.tx.safeTxGas.toString(),
      baseGas: proposal.tx.baseGas.toString(),
      gasPrice: proposal.tx.gasPrice.toString(),
      gasToken: proposal.tx.gasToken,
      refundReceiver: proposal.tx.refundReceiver,
      nonce: Number(proposal.tx.nonce),
      safeTxHash: proposal.safeTxHash,
      confirmationsRequired: proposal.confirmationsRequired,
      confirmations: proposal.confirmations.map((c) => ({
        owner: c.owner,
        signature: c.signature,
        signatureType: 'EOA',
      })),
      isExecuted: executed !== undefined,
      isSuccessful: executed?.isSuccessful ?? null,
      transactionHash: executed?.transactionHash ?? null,
    };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://service').pathname;
    if (request.method === 'OPTIONS') return reply(response, 204, null);
    const safePath = path.match(/^\/api\/v1\/safes\/(0x[0-9a-fA-F]{40})\/(multisig-transactions\/)?$/);
    if (safePath && !isAddressEqual(safePath[1] as Address, safe.address))
      return reply(response, 404, { detail: 'Not found.' });
    if (safePath && !safePath[2] && request.method === 'GET') {
      return reply(response, 200, {
        address: safe.address,
        nonce: Number(await safe.nonce()),
        threshold: Number(await safe.threshold()),
        owners: await safe.owners(),
        version: '1.4.1',
      });
    }
    if (safePath?.[2] && request.method === 'POST') {
      const body = await jsonBody(request);
      const tx: SafeTx = {
        to: getAddress(String(body.to)),
        value: BigInt(String(body.value)),
        data: (body.data ?? '0x') as Hex,
        operation: Number(body.operation) === 1 ? 1 : 0,
        safeTxGas: BigInt(String(body.safeTxGas)),
        baseGas: BigInt(String(body.baseGas)),
        gasPrice: BigInt(String(body.gasPrice)),
        gasToken: getAddress(String(body.gasToken)),
        refundReceiver: getAddress(String(body.refundReceiver)),
        nonce: BigInt(String(body.nonce)),
      };
      const safeTxHash = await safe.transactionHash(tx);
      if (safeTxHash !== body.contractTransactionHash)
        throw new Refused('contractTransactionHash is not the Safe’s');
      const owner = await ownerOf(safeTxHash, body.signature as Hex);
      if (!isAddressEqual(owner, getAddress(String(body.sender))))
        throw new Refused('signature is not the sender’s');
      proposals.set(safeTxHash, {
        tx,
        safeTxHash,
        confirmationsRequired: Number(await safe.threshold()),
        confirmations: [{ owner, signature: body.signature as Hex }],
      });
      return reply(response, 201, null);
    }
    const txPath = path.match(/^\/api\/v1\/multisig-transactions\/(0x[0-9a-fA-F]{64})\/(confirmations\/)?$/);
    const proposal = txPath ? proposals.get(txPath[1] as string) : undefined;
    if (!txPath || !proposal) return reply(response, 404, { detail: 'Not found.' });
    if (txPath[2] && request.method === 'POST') {
      const body = await jsonBody(request);
      const owner = await ownerOf(proposal.safeTxHash, body.signature as Hex);
      if (!proposal.confirmations.some((c) => isAddressEqual(c.owner, owner)))
        proposal.confirmations.push({ owner, signature: body.signature as Hex });
      return reply(response, 201, { signature: body.signature });
    }
    if (!txPath[2] && request.method === 'GET') return reply(response, 200, await record(proposal));
    return reply(response, 405, { detail: 'Method not allowed.' });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      reply(response, error instanceof Refused ? 422 : 500, { detail: String((error as Error).message) }),
    );
  });
  const listening = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listening, '127.0.0.1', resolve));
  return {
    url: safeTxServiceUrl(listening),
    confirmations: (safeTxHash) => [...(proposals.get(safeTxHash)?.confirmations ?? [])],
    proposal: (safeTxHash) => proposals.get(safeTxHash)?.tx,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * What the Safe{Wallet} UI does when a Safe App sends transactions (the SDK's `sendTransactions`):
 * ONE Safe transaction of the calls (several through MultiSendCallOnly), with the Safe's next
 * nonce, signed by the proposing owner and proposed to the service over its HTTP endpoint.
 * Resolves to the safeTxHash the app receives.
 */
export async function proposeToService(
  service: string,
  safe: DeployedSafe,
  calls: SafeCall | readonly SafeCall[],
  proposerKey: Hex,
): Promise<Hash> {
  const tx = await safe.transaction(calls);
  const safeTxHash = await safe.transactionHash(tx);
  const signature = await ownerSignature(safeTxHash, proposerKey);
  const sender = await recoverAddress({ hash: safeTxHash, signature });
  const response = await fetch(`${service}/api/v1/safes/${safe.address}/multisig-transactions/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      to: tx.to,
      value: tx.value.toString(),
      data: tx.data,
      operation: tx.operation,
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: tx.gasToken,
      refundReceiver: tx.refundReceiver,
      nonce: tx.nonce.toString(),
      contractTransactionHash: safeTxHash,
      sender,
      signature,
    }),
  });
  if (response.status !== 201) throw new Error(`proposal refused: ${await response.text()}`);
  return safeTxHash;
}

/** An owner's confirmation of a proposal, through the service's endpoint. */
export async function confirmAtService(service: string, safeTxHash: Hash, ownerKey: Hex): Promise<void> {
  const response = await fetch(`${service}/api/v1/multisig-transactions/${safeTxHash}/confirmations/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signature: await ownerSignature(safeTxHash, ownerKey) }),
  });
  if (response.status !== 201) throw new Error(`confirmation refused: ${await response.text()}`);
}
