// @vitest-environment node
import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { anvilRpc, type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import { chainIdOf } from '@kingdoms/shared/networks';
import { type Address, encodeFunctionData, type Hash, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshChainForEachTest } from '../../../test/anvilToken';
import { createExplorerClient, type ExplorerClient } from './explorerClient';
import { readTransactionDetails } from './transactionDetails';

/** The explorer's chain door against a real anvil: the statuses the pages show come from here. */
const RECIPIENT: Address = '0x000000000000000000000000000000000000c0DE';
const player = devnetAccount(1);

let anvil: RunningAnvil;
let wallet: LocalClient;
let token: Address;
let explorer: ExplorerClient;

const rpc = (method: string, params: unknown[] = []) => anvilRpc(anvil.rpcUrl, method, params);

describe('explorer client (real anvil)', () => {
  beforeAll(async () => {
    const chainId = chainIdOf('ethereum', 'devnet');
    anvil = await startAnvil({ port: await freePort(), chainId });
    const deployer = devnetAccount(DEVNET_ROLES.deployer).privateKey;
    token = (await deployChain(['A2Z'], { rpcUrl: anvil.rpcUrl, chainId }, deployer)).contracts.A2Z;
    wallet = localClient({ rpcUrl: anvil.rpcUrl, chainId }, player.privateKey);
    explorer = createExplorerClient(anvil.rpcUrl);
  }, 60_000);

  afterAll(async () => {
    await anvil?.stop();
  });
  freshChainForEachTest(() => anvil);

  it('reads a mined transfer: sender, recipient, exact value, block, gas and time', async () => {
    const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('1.25') });
    const receipt = await confirm(wallet, hash);
    const block = await wallet.getBlock({ blockNumber: receipt.blockNumber });

    const details = await readTransactionDetails(explorer, hash);
    expect(details).toEqual({
      status: 'success',
      tx: { hash, from: player.address, to: RECIPIENT, value: parseEther('1.25') },
      receipt: {
        status: 'success',
        blockNumber: receipt.blockNumber,
        gasUsed: 21_000n,
        logCount: 0,
        contractAddress: null,
      },
      timestamp: block.timestamp,
    });
  });

  it('reads a reverted call as reverted', async () => {
    // More tokens than the player holds; a fixed gas limit skips estimation, which would refuse it.
    const hash = await wallet.sendTransaction({
      to: token,
      data: encodeFunctionData({ abi: a2zAbi, functionName: 'transfer', args: [RECIPIENT, parseEther('1')] }),
      gas: 100_000n,
    });
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 });

    const details = await readTransactionDetails(explorer, hash);
    expect(details.status).toBe('reverted');
    expect(details.status !== 'not_found' && details.tx.to).toBe(token);
  });

  it('reads a transaction in the mempool as pending, then as mined', async () => {
    await rpc('evm_setAutomine', [false]);
    let hash: Hash;
    try {
      hash = await wallet.sendTransaction({ to: RECIPIENT, value: 1n });
      expect((await readTransactionDetails(explorer, hash)).status).toBe('pending');
      await rpc('evm_mine');
    } finally {
      await rpc('evm_setAutomine', [true]);
    }
    expect((await readTransactionDetails(explorer, hash)).status).toBe('success');
  });

  it('reads an unknown hash as not found', async () => {
    expect(await readTransactionDetails(explorer, `0x${'12'.repeat(32)}`)).toEqual({ status: 'not_found' });
  });

  it('reads an account and a contract', async () => {
    const sentBefore = (await explorer.getAccount(player.address)).transactionCount;
    await confirm(wallet, await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('1.25') }));
    await confirm(wallet, await wallet.sendTransaction({ to: RECIPIENT, value: 1n }));
    const before = await explorer.getAccount(player.address);
    expect(before.isContract).toBe(false);
    expect(before.transactionCount).toBe(sentBefore + 2);
    expect(before.balance).toBe(await wallet.getBalance({ address: player.address }));

    expect(await explorer.getAccount(RECIPIENT)).toEqual({
      balance: parseEther('1.25') + 1n,
      transactionCount: 0,
      isContract: false,
    });
    expect((await explorer.getAccount(token)).isContract).toBe(true);
  });

  it('fails loudly, not as "not found", when the chain does not answer', async () => {
    const down = createExplorerClient(`http://127.0.0.1:${await freePort()}`);
    await expect(down.getTransaction(`0x${'12'.repeat(32)}`)).rejects.toThrow();
  });
});
