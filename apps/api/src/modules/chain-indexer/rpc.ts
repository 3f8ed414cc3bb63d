import { type Address, createPublicClient, type Hex, hexToBigInt, hexToNumber, toHex } from 'viem';
import { type RpcLogger, rpcTransport } from '../../lib/rpcTransport';
import type { RawLog } from './decode';

export interface ChainBlock {
  readonly hash: Hex;
  /** Seconds. */
  readonly timestamp: number;
}

/** The chain reads the indexer needs; every call is outside any database transaction. */
export interface ChainReader {
  chainId(): Promise<number>;
  headNumber(): Promise<bigint>;
  /** The head block's number and hash (one request): what the polling loop compares to skip a pass. */
  head(): Promise<{ number: bigint; hash: Hex }>;
  /** The blocks at these numbers on the chain now; null for a number past the head. */
  blocks(numbers: readonly bigint[]): Promise<Map<bigint, ChainBlock | null>>;
  /** The logs of these contracts with one of these topic0s in [from, to] (one eth_getLogs call). */
  logs(addresses: readonly Address[], selectors: readonly Hex[], from: bigint, to: bigint): Promise<RawLog[]>;
}

/**
 * The largest JSON-RPC answer read (viem's default is 10 MiB): eth_getLogs over a full batch of
 * busy blocks answers more (20,000 pledges are ~14 MB), and a refused answer costs a wasted read
 * before the batch is halved. Still bounded, so a runaway answer fails rather than exhausting memory.
 */
export const MAX_RPC_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * Over JSON-RPC/HTTP (lib/rpcTransport.ts: every URL of the chain, retries, failing providers
 * skipped); concurrent block reads go out as one batched request.
 */
export function createChainReader(
  rpcUrls: string | readonly string[],
  logger?: RpcLogger,
  stopping?: () => boolean,
  chainId?: number,
): ChainReader {
  const client = createPublicClient({
    transport: rpcTransport(rpcUrls, {
      batch: { batchSize: 100, wait: 0 },
      // A failed read is tried again, not the whole pass (issue 37): eight tries of one provider,
      // the first retry after 25–50 ms (a dropped connection is usually that connection's fault),
      // take at most ~5 s of its backoff, so a provider failing half the time almost never fails a pass.
      retryCount: 7,
      baseDelayMs: 50,
      timeoutMs: 20_000,
      maxResponseBodySize: MAX_RPC_RESPONSE_BYTES,
      logger,
      stopping,
      chainId,
    }),
  });
  return {
    async chainId() {
      return hexToNumber(await client.request({ method: 'eth_chainId' }));
    },
    async headNumber() {
      return hexToBigInt(await client.request({ method: 'eth_blockNumber' }));
    },
    async head() {
      const block = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
      if (!block?.hash || !block.number) throw new Error('eth_getBlockByNumber latest answered no block');
      return { number: hexToBigInt(block.number), hash: block.hash.toLowerCase() as Hex };
    },
    async blocks(numbers) {
      const unique = [...new Set(numbers)];
      const answers = await Promise.all(
        unique.map((number) =>
          client.request({ method: 'eth_getBlockByNumber', params: [toHex(number), false] }),
        ),
      );
      const blocks = new Map<bigint, ChainBlock | null>();
      unique.forEach((number, i) => {
        const block = answers[i];
        blocks.set(
          number,
          block?.hash
            ? { hash: block.hash.toLowerCase() as Hex, timestamp: hexToNumber(block.timestamp) }
            : null,
        );
      });
      return blocks;
    },
    async logs(addresses, selectors, from, to) {
      const logs = await client.request({
        method: 'eth_getLogs',
        params: [
          {
            address: [...addresses],
            topics: [[...selectors]],
            fromBlock: toHex(from),
            toBlock: toHex(to),
          },
        ],
      });
      // request() returns the raw JSON (hex quantities); viem's schema types it as its formatted Log.
      return logs as unknown as RawLog[];
    },
  };
}
