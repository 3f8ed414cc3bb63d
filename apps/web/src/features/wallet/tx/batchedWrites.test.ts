import { SafeAppProvider } from '@safe-global/safe-apps-provider';
import type SafeAppsSDK from '@safe-global/safe-apps-sdk';
import { type Address, defineChain, erc20Abi, type Hash, maxUint256, numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { createConfig, http, injected } from 'wagmi';
import { connect } from 'wagmi/actions';
import { atomicBatching, batchEnded, followBatch, sendBatch } from './batchedWrites';

const chain = defineChain({
  id: 31337,
  name: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(...args: unknown[]): unknown;
  removeListener(...args: unknown[]): unknown;
}

/** A config connected to `provider` (the injected connector around it), polling fast. */
async function connectedTo(provider: Eip1193) {
  const config = createConfig({
    chains: [chain],
    connectors: [
      // biome-ignore lint/suspicious/noExplicitAny: wagmi types the target provider as its own EIP-1193 shape
      injected({ target: () => ({ id: 'double', name: 'double', provider: provider as any }) }),
    ],
    transports: { [chain.id]: http() },
  });
  await connect(config, { connector: config.connectors[0]! });
  return config;
}

/** A wallet double answering `wallet_getCapabilities` with `answer` (a unit test of the rule alone). */
function walletAnswering(answer: () => unknown) {
  return connectedTo({
    request: async ({ method }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ACCOUNT];
      if (method === 'eth_chainId') return numberToHex(chain.id);
      if (method === 'wallet_getCapabilities') return answer();
      throw Object.assign(new Error(`${method} unsupported`), { code: 4200 });
    },
    on: () => {},
    removeListener: () => {},
  });
}

describe('atomicBatching (wallet_getCapabilities)', () => {
  it("batches when the chain's atomic status is 'supported' or 'ready', not when 'unsupported' or absent", async () => {
    const on = (status: string | undefined) => async () =>
      atomicBatching(
        await walletAnswering(() => ({
          [numberToHex(chain.id)]: status === undefined ? {} : { atomic: { status } },
        })),
        chain.id,
        ACCOUNT,
      );
    expect(await on('supported')()).toBe(true);
    expect(await on('ready')()).toBe(true);
    expect(await on('unsupported')()).toBe(false);
    expect(await on(undefined)()).toBe(false);
  });

  it("batches on the older draft's `atomicBatch.supported: true` (the Safe Apps provider), not when false or absent", async () => {
    const on = (atomicBatch: unknown) => async () =>
      atomicBatching(
        await walletAnswering(() => ({
          [numberToHex(chain.id)]: atomicBatch === undefined ? {} : { atomicBatch },
        })),
        chain.id,
        ACCOUNT,
      );
    expect(await on({ supported: true })()).toBe(true);
    expect(await on({ supported: false })()).toBe(false);
    expect(await on({ supported: 'true' })()).toBe(false);
    expect(await on({})()).toBe(false);
    expect(await on(undefined)()).toBe(false);
  });

  it('a wallet without the method, or another chain only, does not batch', async () => {
    const without = await walletAnswering(() => {
      throw Object.assign(new Error('Method not found'), { code: -32601 });
    });
    expect(await atomicBatching(without, chain.id, ACCOUNT)).toBe(false);
    const elsewhere = await walletAnswering(() => ({ '0x1': { atomic: { status: 'supported' } } }));
    expect(await atomicBatching(elsewhere, chain.id, ACCOUNT)).toBe(false);
    const olderElsewhere = await walletAnswering(() => ({ '0x1': { atomicBatch: { supported: true } } }));
    expect(await atomicBatching(olderElsewhere, chain.id, ACCOUNT)).toBe(false);
  });
});

describe('batchEnded (EIP-5792 status codes)', () => {
  it('waits on 1xx, and on a 200 that has no receipts yet; ends on 200 with receipts or a failure', () => {
    expect(batchEnded({ statusCode: 100, receipts: [] })).toBe(false);
    expect(batchEnded({ statusCode: 200, receipts: [] })).toBe(false);
    expect(batchEnded({ statusCode: 200 })).toBe(false);
    expect(batchEnded({ statusCode: 200, receipts: [{}] })).toBe(true);
    expect(batchEnded({ statusCode: 400, receipts: [] })).toBe(true);
    expect(batchEnded({ statusCode: 500, receipts: [] })).toBe(true);
  });
});

describe('the Safe Apps provider (0.18.6) through wagmi: one Safe transaction for the batch', () => {
  const SAFE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const SAFE_TX_HASH: Hash = `0x${'5a'.repeat(32)}`;
  const EXECUTION: Hash = `0x${'e1'.repeat(32)}`;
  const TOKEN: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

  /**
   * The real provider, over a double of the Safe UI's side of the SDK: the proposal waits for its
   * owners, then is executed; the node has the execution's receipt one poll after the Safe UI
   * reports it (the provider's 200 without receipts).
   */
  function safeUi() {
    const sent: { to: string; data: string; value: string }[][] = [];
    const statuses = ['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION', 'SUCCESS', 'SUCCESS', 'SUCCESS'];
    let polls = 0;
    let receiptAsked = 0;
    const sdk = {
      txs: {
        send: async ({ txs }: { txs: { to: string; data: string; value: string }[] }) => {
          sent.push(txs);
          return { safeTxHash: SAFE_TX_HASH };
        },
        getBySafeTxHash: async (hash: string) => {
          expect(hash).toBe(SAFE_TX_HASH);
          const txStatus = statuses[Math.min(polls++, statuses.length - 1)];
          return {
            txStatus,
            txHash: txStatus === 'SUCCESS' ? EXECUTION : null,
            txData: {
              dataDecoded: { method: 'multiSend', parameters: [{ valueDecoded: sent[0] ?? [] }] },
            },
          };
        },
      },
      eth: {
        getTransactionReceipt: async ([hash]: [string]) => {
          expect(hash).toBe(EXECUTION);
          if (receiptAsked++ === 0) return null;
          return { blockHash: `0x${'b'.repeat(64)}`, blockNumber: '0x10', gasUsed: '0x5208', logs: [] };
        },
      },
    } as unknown as SafeAppsSDK;
    const provider = new SafeAppProvider({ safeAddress: SAFE, chainId: chain.id } as never, sdk);
    return { provider, sent, polls: () => polls };
  }

  it('reports atomic batching, takes the calls as ONE Safe transaction (forceAtomic), and follows 100 → 200 to the execution', async () => {
    const { provider, sent, polls } = safeUi();
    const config = await connectedTo(
      Object.assign(provider, {
        // The connector asks for accounts by the EIP-1102 method the Safe provider has no case for.
        request: ((request) =>
          request.method === 'eth_requestAccounts'
            ? Promise.resolve([SAFE])
            : SafeAppProvider.prototype.request.call(provider, request)) as SafeAppProvider['request'],
      }),
    );
    expect(await atomicBatching(config, chain.id, SAFE)).toBe(true);
    const approve = {
      address: TOKEN,
      abi: erc20Abi,
      functionName: 'approve',
      args: [SAFE, maxUint256],
    } as const;
    const id = await sendBatch(config, {
      chainId: chain.id,
      account: SAFE,
      calls: [approve, { ...approve, functionName: 'transfer', args: [SAFE, 1n] }],
    });
    expect(id).toBe(SAFE_TX_HASH);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(2);
    expect(sent[0]?.[0]).toMatchObject({ to: TOKEN, value: '0x0' });

    const end = await followBatch(config, id, 10);
    expect(end).toEqual({ succeeded: true, hashes: [EXECUTION, EXECUTION] });
    // Two polls awaiting the owners, one executed without the node's receipt yet, one with it.
    expect(polls()).toBe(4);
  });
});
