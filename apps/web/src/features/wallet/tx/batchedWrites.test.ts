import { type Address, defineChain, numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { createConfig, http, injected } from 'wagmi';
import { connect } from 'wagmi/actions';
import { atomicBatching } from './batchedWrites';

const chain = defineChain({
  id: 31337,
  name: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A wallet double answering `wallet_getCapabilities` with `answer` (a unit test of the rule alone). */
async function walletAnswering(answer: () => unknown) {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ACCOUNT];
      if (method === 'eth_chainId') return numberToHex(chain.id);
      if (method === 'wallet_getCapabilities') return answer();
      throw Object.assign(new Error(`${method} unsupported`), { code: 4200 });
    },
    on: () => {},
    removeListener: () => {},
  };
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

  it('a wallet without the method, or another chain only, does not batch', async () => {
    const without = await walletAnswering(() => {
      throw Object.assign(new Error('Method not found'), { code: -32601 });
    });
    expect(await atomicBatching(without, chain.id, ACCOUNT)).toBe(false);
    const elsewhere = await walletAnswering(() => ({ '0x1': { atomic: { status: 'supported' } } }));
    expect(await atomicBatching(elsewhere, chain.id, ACCOUNT)).toBe(false);
  });
});
