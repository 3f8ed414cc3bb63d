// @vitest-environment node
import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { RunningAnvil } from '@kingdoms/contracts/anvil';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2zBalanceOf, freshChainForEachTest, startA2zAnvil } from '../../../../test/anvilToken';
import { createDevWalletProvider } from './devWalletProvider';

/** EIP-5792 of the Dev wallet against a real anvil with a deployed ERC-20: no doubles. */
const SPENDER: Address = '0x000000000000000000000000000000000000bEEF';
const RECIPIENT: Address = '0x000000000000000000000000000000000000c0DE';
const player = devnetAccount(1);

let anvil: RunningAnvil;
let token: Address;

const devChain = () =>
  defineChain({
    id: anvil.chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  });
const otherChain = defineChain({
  id: 31999,
  name: 'other',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const wallet = () =>
  createDevWalletProvider([privateKeyToAccount(player.privateKey)], [devChain(), otherChain]);

const approveCall = (amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: a2zAbi, functionName: 'approve', args: [SPENDER, amount] }),
});
const transferCall = (amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: a2zAbi, functionName: 'transfer', args: [RECIPIENT, amount] }),
});
const allowance = () =>
  createPublicClient({ chain: devChain(), transport: http() }).readContract({
    address: token,
    abi: a2zAbi,
    functionName: 'allowance',
    args: [player.address, SPENDER],
  });

interface CallsStatus {
  status: number;
  atomic: boolean;
  chainId: Hex;
  receipts: { status: Hex; transactionHash: Hex }[];
}

describe('dev wallet EIP-5792 (real anvil)', () => {
  beforeAll(async () => {
    ({ anvil, token } = await startA2zAnvil({ holder: player.address, balance: parseEther('10') }));
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });
  freshChainForEachTest(() => anvil);

  it('reports atomic batching on the devnet chains it is asked about, none when turned off', async () => {
    const provider = wallet();
    const devId = numberToHex(anvil.chainId);
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [player.address, [devId]] }),
    ).toEqual({ [devId]: { atomic: { status: 'supported' } } });
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [player.address] })).toEqual({
      [devId]: { atomic: { status: 'supported' } },
      [numberToHex(otherChain.id)]: { atomic: { status: 'supported' } },
    });
    provider.setAtomicBatching(false);
    await expect(
      provider.request({ method: 'wallet_getCapabilities', params: [player.address, [devId]] }),
    ).rejects.toMatchObject({ code: 4200 });
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] }),
    ).rejects.toMatchObject({ code: 4200 });
    expect(provider.prompts).toEqual([]);
  });

  it('sends an approval and the transfer that needs it in order, as one prompt; 200 with both receipts', async () => {
    const provider = wallet();
    const amount = parseEther('1');
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: numberToHex(anvil.chainId),
          from: player.address,
          atomicRequired: true,
          // transferFrom by the spender is not what runs here: the approval then a transfer of the
          // account's own, each checked on chain after.
          calls: [approveCall(amount), transferCall(amount)],
        },
      ],
    })) as { id: Hex };
    expect(provider.prompts).toEqual(['wallet_sendCalls']);
    // sendCalls answers once both are sent; anvil mines each a moment later (100 until then, which
    // a loaded machine shows): the status is read once it has left pending.
    const statusNow = async () =>
      (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus;
    await expect.poll(async () => (await statusNow()).status).not.toBe(100);
    const status = await statusNow();
    expect(status.status).toBe(200);
    expect(status.chainId).toBe(numberToHex(anvil.chainId));
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1']);
    expect(await allowance()).toBe(amount);
    expect(await a2zBalanceOf(anvil, token, RECIPIENT, player.privateKey)).toBe(amount);
  });

  it('refuses a batch that would fail before sending any of it', async () => {
    const provider = wallet();
    const before = await allowance();
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', calls: [approveCall(7n), transferCall(parseEther('1000'))] }],
      }),
    ).rejects.toThrow(/Call 1 of the batch would fail/);
    expect(await allowance()).toBe(before);
  });

  it('answers 100 while a call is not mined, then 200; 5730 for an unknown id; 5710 for another chain', async () => {
    const provider = wallet();
    const rpc = createPublicClient({ chain: devChain(), transport: http() });
    const test = rpc.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
    await test({ method: 'evm_setAutomine', params: [false] });
    try {
      const { id } = (await provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', calls: [approveCall(3n), approveCall(4n)] }],
      })) as { id: Hex };
      const pending = (await provider.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as CallsStatus;
      expect(pending.status).toBe(100);
      expect(pending.receipts).toEqual([]);
      await test({ method: 'evm_mine', params: [] });
      const confirmed = (await provider.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as CallsStatus;
      expect(confirmed.status).toBe(200);
      expect(confirmed.receipts).toHaveLength(2);
      // Both in the one block, in order: the last approval stands.
      expect(await allowance()).toBe(4n);

      // Not atomic on chain: a state change between the simulation and the block can fail a part.
      const balance = await a2zBalanceOf(anvil, token, player.address, player.privateKey);
      const send = async (calls: { to: Address; data: Hex }[]) =>
        (
          (await provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls }] })) as {
            id: Hex;
          }
        ).id;
      const takesAll = await send([transferCall(balance)]);
      const partly = await send([approveCall(5n), transferCall(balance)]);
      const wholly = await send([transferCall(balance)]);
      await test({ method: 'evm_mine', params: [] });
      const statusOf = async (id: Hex) =>
        ((await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus).status;
      expect(await statusOf(takesAll)).toBe(200);
      expect(await statusOf(partly)).toBe(600);
      expect(await statusOf(wholly)).toBe(500);
      expect(await allowance()).toBe(5n);
    } finally {
      await test({ method: 'evm_setAutomine', params: [true] });
    }
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({
      code: 5730,
    });
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: numberToHex(otherChain.id), calls: [approveCall(1n)] }],
      }),
    ).rejects.toMatchObject({ code: 5710 });
  });
});
