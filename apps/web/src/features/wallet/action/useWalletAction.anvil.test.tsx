import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { RunningAnvil } from '@kingdoms/contracts/anvil';
import { localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { a2zAbi, dragoAbi } from '@kingdoms/contracts/generated/abis';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { APPROVAL_AMOUNT } from '@kingdoms/shared/wallet/approval';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect } from 'react';
import { type Address, encodeFunctionData, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  a2zBalanceOf,
  freshChainForEachTest,
  startA2zAnvil,
  stubConfigFetch,
} from '../../../../test/anvilToken';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG, testNetwork } from '../../../../test/runtimeConfigFixture';
import { loadRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useOverlays } from '../../../shared/overlays';
import { AlertDialog } from '../../../shared/overlays/AlertDialog';
import { connectWallet } from '../connection';
import { walletOptions } from '../connectors/walletOptions';
import { loadWalletStack } from '../stack/walletStack';
import { ApprovalDialog } from '../tx/ApprovalDialog';
import { pendingBatchStore } from '../tx/pendingTxStore';
import { WalletBoundary } from '../WalletBoundary';
import { walletRuntime } from '../wagmiConfig';
import { type TxRequest, write } from './steps';
import { useWalletAction } from './useWalletAction';

/**
 * The approval step against a real anvil chain with a deployed ERC-20, signed by the Dev wallet:
 * no doubles. The approval-wait dialog must open only when the allowance does not cover the amount.
 */
const SPENDER: Address = '0x000000000000000000000000000000000000bEEF';
const RECIPIENT: Address = '0x000000000000000000000000000000000000c0DE';
const player = devnetAccount(1); // the Dev wallet's first demo account

let anvil: RunningAnvil;
let token: Address;
/** An ERC-721 collection for the approval-for-all step. */
let collection: Address;
const approvalOpenings: boolean[] = [];

function FlowHarness({ request }: { request: () => TxRequest<typeof a2zAbi, 'transfer'> }) {
  const { flow, run } = useWalletAction({
    id: 'test.transfer',
    network: 'ethereum',
    steps: () => [write(request())],
  });
  const overlays = useOverlays();
  const approvalOpen = overlays.isOpen('approval');
  useEffect(() => {
    if (approvalOpen) approvalOpenings.push(true);
  }, [approvalOpen]);
  return (
    <>
      <output data-testid="phase">{flow.phase}</output>
      <output data-testid="error">{flow.error?.code ?? ''}</output>
      <output data-testid="hash">{flow.hash ?? ''}</output>
      <button type="button" onClick={() => void run()}>
        run
      </button>
      <ApprovalDialog open={approvalOpen} onClose={() => overlays.close('approval')} />
    </>
  );
}

async function allowance(): Promise<bigint> {
  return localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, player.privateKey).readContract({
    address: token,
    abi: a2zAbi,
    functionName: 'allowance',
    args: [player.address, SPENDER],
  });
}

async function approvedForAll(): Promise<boolean> {
  return localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, player.privateKey).readContract({
    address: collection,
    abi: dragoAbi,
    functionName: 'isApprovedForAll',
    args: [player.address, SPENDER],
  });
}

const recipientBalance = () => a2zBalanceOf(anvil, token, RECIPIENT, player.privateKey);

// The wallet stack these hooks run on, loaded as on a page where a wallet is used.
beforeAll(() => loadWalletStack());

/** The action harness for `request` inside the app's providers and wallet boundary. */
function renderFlow(request: Parameters<typeof FlowHarness>[0]['request']) {
  return render(
    <Providers>
      <Suspense fallback={null}>
        <WalletBoundary>
          <FlowHarness request={request} />
        </WalletBoundary>
      </Suspense>
    </Providers>,
  );
}

/** The Dev wallet's picker entry. */
function devWalletOption(runtime: ReturnType<typeof walletRuntime>) {
  const option = walletOptions(runtime.config.connectors, runtime.runtimeConfig).find(
    (candidate) => candidate.id === 'devWallet',
  );
  if (!option) throw new Error('the devnet runtime config offers the Dev wallet');
  return option;
}

describe('useWalletAction approval step (real anvil)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
    ({ anvil, token } = await startA2zAnvil({ holder: player.address, balance: parseEther('100') }));
    const chainId = anvil.chainId;
    const deployer = devnetAccount(DEVNET_ROLES.deployer).privateKey;
    collection = (
      await deployChain(['DevRandomnessOracle', 'Drago'], { rpcUrl: anvil.rpcUrl, chainId }, deployer)
    ).contracts.Drago;

    const config: RuntimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      networks: [
        testNetwork('ethereum', {
          name: 'Ethereum',
          chainId,
          rpcUrl: anvil.rpcUrl,
          contracts: { A2Z: token },
        }),
      ],
    };
    stubConfigFetch(config);
  }, 60_000);

  afterAll(async () => {
    vi.unstubAllGlobals();
    await anvil?.stop();
  });
  freshChainForEachTest(() => anvil);

  it('without EIP-5792: approves 1e12 tokens with the approval dialog the first time, and skips both the second time', async () => {
    const runtime = walletRuntime(await loadRuntimeConfig());
    const request = (): TxRequest<typeof a2zAbi, 'transfer'> => ({
      address: token,
      abi: a2zAbi,
      functionName: 'transfer',
      args: [RECIPIENT, parseEther('1')],
      approval: { token, spender: SPENDER, amount: parseEther('5') },
    });
    renderFlow(request);
    const dev = devWalletOption(runtime);
    // The fallback: a wallet without EIP-5792 gets the approval and the write one by one.
    (await runtime.devWallet!.load()).setAtomicBatching(false);
    await act(() => connectWallet(runtime, dev, 0));
    expect(await allowance()).toBe(0n);
    const openingsBefore = approvalOpenings.length;

    await userEvent.click(await screen.findByRole('button', { name: 'run' }));
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('success'), {
      timeout: 20_000,
    });
    expect(approvalOpenings.length - openingsBefore).toBe(1);
    expect(await allowance()).toBe(APPROVAL_AMOUNT);
    expect(screen.queryByText(/This approval process is required only once/)).toBeNull();

    expect(await recipientBalance()).toBe(parseEther('1'));

    await userEvent.click(screen.getByRole('button', { name: 'run' }));
    await waitFor(async () => expect(await recipientBalance()).toBe(parseEther('2')), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('success'));
    expect(approvalOpenings.length - openingsBefore).toBe(1);
    expect(await allowance()).toBe(APPROVAL_AMOUNT);
    expect(screen.getByTestId('error')).toHaveTextContent('');
  }, 60_000);

  it('grants an ERC-721 approval-for-all with the approval dialog the first time, and skips it the second time', async () => {
    const runtime = walletRuntime(await loadRuntimeConfig());
    const request = (): TxRequest<typeof a2zAbi, 'transfer'> => ({
      address: token,
      abi: a2zAbi,
      functionName: 'transfer',
      args: [RECIPIENT, 1n],
      approval: { collection, operator: SPENDER },
    });
    renderFlow(request);
    const dev = devWalletOption(runtime);
    (await runtime.devWallet!.load()).setAtomicBatching(false);
    await act(() => connectWallet(runtime, dev, 0));
    expect(await approvedForAll()).toBe(false);
    const openingsBefore = approvalOpenings.length;
    const balanceBefore = await recipientBalance();

    await userEvent.click(await screen.findByRole('button', { name: 'run' }));
    await waitFor(async () => expect(await recipientBalance()).toBe(balanceBefore + 1n), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('success'));
    expect(await approvedForAll()).toBe(true);
    expect(approvalOpenings.length - openingsBefore).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'run' }));
    await waitFor(async () => expect(await recipientBalance()).toBe(balanceBefore + 2n), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('success'));
    expect(approvalOpenings.length - openingsBefore).toBe(1);
    expect(screen.getByTestId('error')).toHaveTextContent('');
  }, 60_000);

  it('with EIP-5792: the approval and the transfer in one wallet_sendCalls, no approval dialog; a granted approval is left out', async () => {
    const runtime = walletRuntime(await loadRuntimeConfig());
    const fresh = devnetAccount(2); // the Dev wallet's second demo account: no allowance yet
    const fund = await localClient(
      { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId },
      player.privateKey,
    ).writeContract({
      address: token,
      abi: a2zAbi,
      functionName: 'transfer',
      args: [fresh.address, parseEther('10')],
    });
    await localClient(
      { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId },
      player.privateKey,
    ).waitForTransactionReceipt({
      hash: fund,
      pollingInterval: 20,
    });
    const freshAllowance = () =>
      localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, player.privateKey).readContract({
        address: token,
        abi: a2zAbi,
        functionName: 'allowance',
        args: [fresh.address, SPENDER],
      });
    const request = (): TxRequest<typeof a2zAbi, 'transfer'> => ({
      address: token,
      abi: a2zAbi,
      functionName: 'transfer',
      args: [RECIPIENT, parseEther('1')],
      approval: { token, spender: SPENDER, amount: parseEther('5') },
    });
    renderFlow(request);
    const dev = devWalletOption(runtime);
    const provider = await runtime.devWallet!.load();
    provider.setAtomicBatching(true);
    await act(() => connectWallet(runtime, dev, 1));
    expect(await freshAllowance()).toBe(0n);
    const openingsBefore = approvalOpenings.length;
    const balanceBefore = await recipientBalance();
    const promptsBefore = provider.prompts.length;

    await userEvent.click(await screen.findByRole('button', { name: 'run' }));
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('success'), {
      timeout: 20_000,
    });
    expect(provider.prompts.slice(promptsBefore)).toEqual(['wallet_sendCalls']);
    expect(await freshAllowance()).toBe(APPROVAL_AMOUNT);
    expect(await recipientBalance()).toBe(balanceBefore + parseEther('1'));
    expect(approvalOpenings.length - openingsBefore).toBe(0);
    expect(localStorage.getItem('wallet.pendingBatches')).toBe('[]');

    // Granted now: nothing to batch with, the write alone (simulated, one eth_sendTransaction).
    await userEvent.click(screen.getByRole('button', { name: 'run' }));
    await waitFor(async () => expect(await recipientBalance()).toBe(balanceBefore + parseEther('2')), {
      timeout: 20_000,
    });
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('success'));
    expect(provider.prompts.slice(promptsBefore)).toEqual(['wallet_sendCalls', 'eth_sendTransaction']);
    expect(screen.getByTestId('error')).toHaveTextContent('');
  }, 60_000);

  it('with EIP-5792: a rejected batch says canceled by user; a batch sent before a reload is followed to its receipt; an unknown one is dropped', async () => {
    const runtime = walletRuntime(await loadRuntimeConfig());
    const taker = devnetAccount(3); // the Dev wallet's third demo account: no allowance yet
    const admin = localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, player.privateKey);
    await admin.waitForTransactionReceipt({
      hash: await admin.writeContract({
        address: token,
        abi: a2zAbi,
        functionName: 'transfer',
        args: [taker.address, parseEther('10')],
      }),
      pollingInterval: 20,
    });
    const provider = await runtime.devWallet!.load();
    provider.setAtomicBatching(true);
    const dev = devWalletOption(runtime);
    await act(() => connectWallet(runtime, dev, 2));

    // The wallet's Cancel (EIP-1193 4001) on the batch: told as every rejection is.
    const answer = provider.request.bind(provider);
    const rejectBatch = vi.spyOn(provider, 'request').mockImplementation(async (args) => {
      if (args.method === 'wallet_sendCalls') throw Object.assign(new Error('User rejected'), { code: 4001 });
      return answer(args);
    });
    const request = (): TxRequest<typeof a2zAbi, 'transfer'> => ({
      address: token,
      abi: a2zAbi,
      functionName: 'transfer',
      args: [RECIPIENT, 1n],
      approval: { token, spender: SPENDER, amount: parseEther('5') },
    });
    const view = render(
      <Providers>
        <Suspense fallback={null}>
          <WalletBoundary>
            <FlowHarness request={request} />
          </WalletBoundary>
        </Suspense>
        <AlertDialog />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'run' }));
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('canceled'));
    const alert = await screen.findByRole('dialog', { name: 'Notice' });
    expect(alert).toHaveTextContent('Transaction canceled by user.');
    rejectBatch.mockRestore();
    view.unmount();

    // A batch this action sent before a reload: found in the store, followed by its id.
    const before = await recipientBalance();
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          calls: [
            {
              to: token,
              data: encodeFunctionData({
                abi: a2zAbi,
                functionName: 'approve',
                args: [SPENDER, APPROVAL_AMOUNT],
              }),
            },
            {
              to: token,
              data: encodeFunctionData({ abi: a2zAbi, functionName: 'transfer', args: [RECIPIENT, 3n] }),
            },
          ],
        },
      ],
    })) as { id: string };
    pendingBatchStore.add({
      id,
      chainId: anvil.chainId,
      from: taker.address,
      flowId: 'test.transfer',
      sentAt: Date.now(),
    });
    renderFlow(request);
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('success'), {
      timeout: 20_000,
    });
    expect(pendingBatchStore.getSnapshot()).toEqual([]);
    expect(await recipientBalance()).toBe(before + 3n);
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      receipts: { transactionHash: string }[];
    };
    // The processing dialog's hash is the batch's write.
    expect(screen.getByTestId('hash')).toHaveTextContent(status.receipts.at(-1)!.transactionHash);
    cleanup();

    // An id the wallet does not know (EIP-5792 5730): an error, and the entry is dropped.
    pendingBatchStore.add({
      id: '0x1234',
      chainId: anvil.chainId,
      from: taker.address,
      flowId: 'test.transfer',
      sentAt: Date.now(),
    });
    renderFlow(request);
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('error'), { timeout: 30_000 });
    expect(pendingBatchStore.getSnapshot()).toEqual([]);
  }, 60_000);
});
