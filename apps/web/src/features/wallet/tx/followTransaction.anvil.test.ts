import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { RunningAnvil } from '@kingdoms/contracts/anvil';
import { localClient } from '@kingdoms/contracts/clients';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { type Address, type Hash, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startA2zAnvil } from '../../../../test/anvilToken';
import { TEST_RUNTIME_CONFIG, testNetwork } from '../../../../test/runtimeConfigFixture';
import { walletRuntime } from '../wagmiConfig';
import type { SafeMultisigTx } from './contractAccounts';
import { followTransaction } from './followTransaction';
import { type PendingTx, pendingTxStore } from './pendingTxStore';

/**
 * The follower on a real anvil chain: a contract account's hash the node never knows is followed
 * through a Safe Transaction Service (here a fetch answering its documented endpoint) and never
 * dropped, even with a drop delay of 0; an EOA's unknown hash, with the same delay, is dropped.
 */
const player = devnetAccount(1);
const SAFE_TX_HASH: Hash = `0x${'5a'.repeat(32)}`;
const SERVICE = 'http://safe-service.test';

let anvil: RunningAnvil;
let token: Address;
let runtimeConfig: RuntimeConfig;

beforeAll(async () => {
  ({ anvil, token } = await startA2zAnvil({ holder: player.address, balance: parseEther('10') }));
  runtimeConfig = {
    ...TEST_RUNTIME_CONFIG,
    networks: [{ ...testNetwork('ethereum', { rpcUrl: anvil.rpcUrl }), safeTxServiceUrl: SERVICE }],
  };
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
});

afterEach(() => {
  localStorage.clear();
  pendingTxStore.reload();
});

/** The stand-in service's answer for SAFE_TX_HASH: 404 until proposed. */
let record: SafeMultisigTx | undefined;
const asked: string[] = [];
const serviceFetch: typeof fetch = async (input) => {
  asked.push(String(input));
  return record
    ? new Response(JSON.stringify(record))
    : new Response('{"detail":"Not found."}', { status: 404 });
};

/** A real transaction on the chain (an A2Z transfer by the player), mined at once. */
function sendRealTransaction(): Promise<Hash> {
  const executor = localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, player.privateKey);
  return executor.writeContract({
    address: token,
    abi: a2zAbi,
    functionName: 'transfer',
    args: [devnetAccount(DEVNET_ROLES.deployer).address, 1n],
  });
}

const until = async (check: () => boolean) => {
  await expect.poll(check, { timeout: 10_000, interval: 20 }).toBe(true);
};

describe('followTransaction: contract accounts (issue 44 item 1, real anvil)', () => {
  it("follows a Safe's safeTxHash through the service (k of n), then its execution to the receipt; never dropped", async () => {
    const { config } = walletRuntime(runtimeConfig);
    // The A2Z token has code: a contract account, as a Safe is.
    const proposal: PendingTx = {
      hash: SAFE_TX_HASH,
      chainId: anvil.chainId,
      from: token,
      flowId: 'test.safe',
      sentAt: Date.now(),
    };
    pendingTxStore.add(proposal);
    const end = followTransaction(config, proposal, {
      droppedAfterMs: 0,
      safeTxServiceUrl: (chainId) =>
        runtimeConfig.networks.find((n) => n.chainId === chainId)?.safeTxServiceUrl,
      fetch: serviceFetch,
    });
    let settled = false;
    void end.finally(() => {
      settled = true;
    });
    const stored = () => pendingTxStore.getSnapshot().find((tx) => tx.hash === SAFE_TX_HASH);
    await until(() => stored()?.account === 'contract');
    // Not proposed yet (404), the node never knowing the hash: several polls on, still waiting.
    await until(() => asked.length >= 3);
    expect(asked[0]).toBe(`${SERVICE}/api/v1/multisig-transactions/${SAFE_TX_HASH}/`);
    expect(settled).toBe(false);

    record = {
      safeTxHash: SAFE_TX_HASH,
      confirmationsRequired: 2,
      confirmations: [{ owner: devnetAccount(1).address }],
      isExecuted: false,
      isSuccessful: null,
      transactionHash: null,
    };
    await until(() => stored()?.signers?.confirmed === 1 && stored()?.signers?.required === 2);
    record = {
      ...record,
      confirmations: [...(record.confirmations ?? []), { owner: devnetAccount(2).address }],
    };
    await until(() => stored()?.signers?.confirmed === 2);
    expect(settled).toBe(false);

    // An owner executes: a real transaction on the chain, which the service then names.
    const execution = await sendRealTransaction();
    record = { ...record, isExecuted: true, isSuccessful: true, transactionHash: execution };
    const result = await end;
    expect(result.kind).toBe('mined');
    expect(result.kind === 'mined' && result.receipt.transactionHash).toBe(execution);
    expect(result.kind === 'mined' && result.receipt.status).toBe('success');
    expect(stored()).toBeUndefined();
  }, 30_000);

  it("a Safe call that failed inside its execution (the service's isSuccessful: false) ends as reverted", async () => {
    const { config } = walletRuntime(runtimeConfig);
    const execution = await sendRealTransaction();
    const failedHash: Hash = `0x${'fa'.repeat(32)}`;
    const answers: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          safeTxHash: failedHash,
          confirmationsRequired: 2,
          confirmations: [{ owner: devnetAccount(1).address }, { owner: devnetAccount(2).address }],
          isExecuted: true,
          isSuccessful: false,
          transactionHash: execution,
        }),
      );
    const proposal: PendingTx = {
      hash: failedHash,
      chainId: anvil.chainId,
      from: token,
      flowId: 'test.safe',
      sentAt: 0,
    };
    const result = await followTransaction(config, proposal, {
      droppedAfterMs: 0,
      safeTxServiceUrl: () => SERVICE,
      fetch: answers,
    });
    expect(result.kind === 'mined' && [result.receipt.transactionHash, result.receipt.status]).toEqual([
      execution,
      'reverted',
    ]);
  }, 30_000);

  it("a contract account whose wallet sends a real transaction (a smart account) ends with that hash's receipt, no service needed", async () => {
    const { config } = walletRuntime(runtimeConfig);
    const sent = await sendRealTransaction();
    const tx: PendingTx = {
      hash: sent,
      chainId: anvil.chainId,
      from: token,
      flowId: 'test.smart',
      sentAt: 0,
    };
    const result = await followTransaction(config, tx, { droppedAfterMs: 0 });
    expect(result.kind === 'mined' && result.receipt.transactionHash).toBe(sent);
  }, 30_000);

  it("an EOA's hash the node does not know is dropped with the same delay (the contrast)", async () => {
    const { config } = walletRuntime(runtimeConfig);
    const unknown: PendingTx = {
      hash: `0x${'0d'.repeat(32)}`,
      chainId: anvil.chainId,
      from: player.address,
      flowId: 'test.eoa',
      sentAt: Date.now(),
    };
    pendingTxStore.add(unknown);
    await expect(
      followTransaction(config, unknown, { droppedAfterMs: 0, fetch: serviceFetch }),
    ).resolves.toEqual({
      kind: 'dropped',
    });
  }, 30_000);
});
