import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { RunningAnvil } from '@kingdoms/contracts/anvil';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { type Address, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  a2zBalanceOf,
  freshChainForEachTest,
  startA2zAnvil,
  stubConfigFetch,
} from '../../../../test/anvilToken';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG, testNetwork } from '../../../../test/runtimeConfigFixture';
import { loadRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { captureLogs } from '../../../shared/lib/logger';
import { AlertDialog } from '../../../shared/overlays/AlertDialog';
import { write } from '../action/steps';
import { useWalletAction, type WalletActionOptions } from '../action/useWalletAction';
import { connectWallet, disconnectWallet } from '../connection';
import { walletOptions } from '../connectors/walletOptions';
import type { DevWalletProvider } from '../devWallet/devWalletProvider';
import { switchNetwork } from '../network/switchNetwork';
import { loadWalletStack } from '../stack/walletStack';
import { WalletBoundary } from '../WalletBoundary';
import { type WalletRuntime, walletRuntime } from '../wagmiConfig';
import { AmountActionForm } from './AmountActionForm';
import { TransactionButton } from './TransactionButton';

/**
 * The one amount-and-action form against a real anvil chain with a deployed ERC-20, signed by
 * the Dev wallet: MAX and the 16-character rule, the page's validation message, the network
 * switch, the action and its processing dialog, and how failures reach the person.
 */
const RECIPIENT: Address = '0x000000000000000000000000000000000000c0DE';
const EXPLORER = 'http://explorer.test/ethereum';
const player = devnetAccount(1); // the Dev wallet's first demo account
/** 100.123456789012345678 A2Z: MAX must cut it to 16 characters, '100.123456789012'. */
const BALANCE = 100_123456789012345678n;

let anvil: RunningAnvil;
let token: Address;
let runtime: WalletRuntime;

/** The transfer the forms send; `prepare` stands for what a page awaits first (a read, an approval). */
const transferOf = (amount: bigint) =>
  ({ address: token, abi: a2zAbi, functionName: 'transfer', args: [RECIPIENT, amount] }) as const;

function TransferForm({
  alertFailures,
  prepare,
}: Pick<WalletActionOptions<bigint>, 'alertFailures'> & { prepare?: () => Promise<void> }) {
  const action = useWalletAction<bigint>({
    id: 'test.form',
    network: 'ethereum',
    alertFailures,
    steps: async (amount) => {
      await prepare?.();
      return [write(transferOf(amount))];
    },
  });
  return (
    <AmountActionForm
      action={action}
      available={BALANCE}
      availableLabel={(amount) => `Balance: ${amount} A2Z`}
      // The page's own rule and message: here, nothing above 1,000 A2Z.
      validate={(amount) =>
        amount === null || amount > parseEther('1000') ? 'Too much for this test.' : null
      }
      actionLabel="SEND"
      testId="transfer"
    />
  );
}

/** The one action button alone, its request built after `prepare` (DragoPanel's approval first). */
function TransferButton({ prepare }: { prepare: () => Promise<void> }) {
  const action = useWalletAction({
    id: 'test.button',
    network: 'ethereum',
    steps: async () => {
      await prepare();
      return [write(transferOf(parseEther('1')))];
    },
  });
  return <TransactionButton action={action} label="SEND ONE" data-testid="transfer-one" />;
}

/** A form whose balance read has not answered (or failed): `available` is undefined. */
function UnreadBalanceForm({ request }: { request: (amount: bigint) => ReturnType<typeof transferOf> }) {
  const action = useWalletAction<bigint>({
    id: 'test.unread',
    network: 'ethereum',
    steps: (amount) => [write(request(amount))],
  });
  return (
    <AmountActionForm
      action={action}
      available={undefined}
      availableLabel={(amount) => `Balance: ${amount} A2Z`}
      validate={(amount, available) =>
        amount === null ? 'Enter an amount.' : amount > available ? 'Not enough A2Z.' : null
      }
      actionLabel="SEND"
      testId="unread"
    />
  );
}

function renderForm(
  alertFailures?: WalletActionOptions<bigint>['alertFailures'],
  prepare?: () => Promise<void>,
) {
  render(
    <Providers>
      <Suspense fallback={null}>
        <WalletBoundary>
          <TransferForm alertFailures={alertFailures} prepare={prepare} />
          {prepare ? <TransferButton prepare={prepare} /> : null}
        </WalletBoundary>
      </Suspense>
      <AlertDialog />
    </Providers>,
  );
}

async function connectDevWallet(): Promise<DevWalletProvider> {
  const dev = walletOptions(runtime.config.connectors, runtime.runtimeConfig).find(
    (o) => o.id === 'devWallet',
  )!;
  await act(() => connectWallet(runtime, dev, 0));
  return (await runtime.devWallet!.load())!;
}

const recipientBalance = () => a2zBalanceOf(anvil, token, RECIPIENT, player.privateKey);

// The wallet stack these hooks run on, loaded as on a page where a wallet is used.
beforeAll(() => loadWalletStack());

describe('AmountActionForm (real anvil)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
    // One block a second: long enough to see the processing dialog before the receipt.
    ({ anvil, token } = await startA2zAnvil({ holder: player.address, balance: BALANCE, blockTime: 1 }));

    // Polygon is only a place to be on the wrong network: nothing is sent there.
    const network = (key: 'ethereum' | 'polygon') =>
      testNetwork(key, {
        rpcUrl: anvil.rpcUrl,
        explorerUrl: EXPLORER,
        contracts: key === 'ethereum' ? { A2Z: token } : {},
      });
    const config: RuntimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      networks: [network('ethereum'), network('polygon')],
    };
    stubConfigFetch(config);
    runtime = walletRuntime(await loadRuntimeConfig());
  }, 60_000);
  freshChainForEachTest(() => anvil);

  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => disconnectWallet(runtime));
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await anvil?.stop();
  });

  it('asks for a wallet first, then offers the switch to the needed network', async () => {
    const user = userEvent.setup();
    renderForm();
    const button = await screen.findByTestId('transfer-submit');
    expect(button).toHaveTextContent('Connect Wallet');
    await connectDevWallet();
    const switched = await act(() => switchNetwork(runtime.config, 'devnet', 'polygon'));
    expect(switched.ok).toBe(true);
    await waitFor(() => expect(button).toHaveTextContent('Change to Ethereum'));
    // Enter in the field does not send anything from the wrong network.
    await user.type(screen.getByTestId('amount-input'), '1{Enter}');
    expect(button).toHaveAttribute('data-phase', 'idle');
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('SEND'));
    expect(button).toHaveAttribute('data-state', 'ready');
  }, 30_000);

  it('shows what is available, fills MAX by the 16-character rule, shows the page’s message, then sends', async () => {
    const user = userEvent.setup();
    renderForm();
    await connectDevWallet();
    const form = await screen.findByTestId('transfer');
    expect(within(form).getByTestId('amount-available')).toHaveTextContent('Balance: 100.12 A2Z');

    await user.click(within(form).getByTestId('amount-max'));
    expect(within(form).getByTestId('amount-input')).toHaveValue('100.123456789012');

    await user.clear(within(form).getByTestId('amount-input'));
    await user.type(within(form).getByTestId('amount-input'), '1001');
    await user.click(within(form).getByTestId('transfer-submit'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Too much for this test.');

    await user.clear(within(form).getByTestId('amount-input'));
    await user.type(within(form).getByTestId('amount-input'), '2.5{Enter}');
    const processing = await screen.findByRole('dialog', { name: 'Processing' }, { timeout: 15_000 });
    expect(within(processing).getByTestId('explorer-link').getAttribute('href')).toMatch(
      new RegExp(`^${EXPLORER}/tx/0x[0-9a-f]{64}$`),
    );
    await waitFor(
      () => expect(screen.getByTestId('transfer-submit')).toHaveAttribute('data-phase', 'success'),
      {
        timeout: 15_000,
      },
    );
    expect(await recipientBalance()).toBe(parseEther('2.5'));
  }, 60_000);

  it("says 'Transaction canceled by user.' for a cancel in the wallet, even where failures are quiet", async () => {
    const user = userEvent.setup();
    renderForm('rejections');
    const provider = await connectDevWallet();
    const forward = provider.request.bind(provider);
    vi.spyOn(provider, 'request').mockImplementation(async (args) => {
      if (args.method === 'eth_sendTransaction')
        throw Object.assign(new Error('User rejected'), { code: 4001 });
      return forward(args);
    });
    const before = await recipientBalance();
    await user.type(await screen.findByTestId('amount-input'), '1');
    await user.click(screen.getByTestId('transfer-submit'));
    const alert = await screen.findByRole('dialog', { name: 'Notice' }, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Transaction canceled by user.');
    expect(screen.getByTestId('transfer-submit')).toHaveAttribute('data-phase', 'error');
    expect(await recipientBalance()).toBe(before);
  }, 30_000);

  it('keeps other failures quiet where the page asks so, and logs them with the decoded reason', async () => {
    const user = userEvent.setup();
    const logs = captureLogs('warn');
    renderForm('rejections');
    await connectDevWallet();
    // More than the wallet holds but within the page's rule: the contract refuses.
    await user.type(await screen.findByTestId('amount-input'), '500');
    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(
      () => expect(screen.getByTestId('transfer-submit')).toHaveAttribute('data-phase', 'error'),
      {
        timeout: 15_000,
      },
    );
    logs.restore();
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    const failure = logs.entries.find((entry) => entry.feature === 'wallet.tx');
    expect(failure).toMatchObject({ level: 'error', message: 'test.form failed: reverted' });
  }, 30_000);

  it('shows every failure, with its decoded reason, by default', async () => {
    const user = userEvent.setup();
    renderForm();
    await connectDevWallet();
    await user.type(await screen.findByTestId('amount-input'), '500');
    await user.click(screen.getByTestId('transfer-submit'));
    const alert = await screen.findByRole('dialog', { name: 'Notice' }, { timeout: 15_000 });
    expect(alert).toHaveTextContent(/The transaction was refused: ERC20InsufficientBalance\(/);
  }, 30_000);
  it('a request built asynchronously: busy while it is prepared, a second click builds nothing, then it sends', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const prepare = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    renderForm(undefined, prepare);
    await connectDevWallet();
    const before = await recipientBalance();
    const button = await screen.findByTestId('transfer-one');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'));
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // Busy: the second click reaches nothing, and the guard would refuse it anyway.
    await user.click(button);
    expect(prepare).toHaveBeenCalledOnce();
    release();
    await waitFor(() => expect(button).toHaveAttribute('data-phase', 'success'), { timeout: 15_000 });
    expect(await recipientBalance()).toBe(before + parseEther('1'));
  }, 30_000);

  it('a request that cannot be built shows why, leaves the button ready and sends nothing', async () => {
    const user = userEvent.setup();
    const prepare = vi.fn(async () => {
      throw new Error('the read did not answer');
    });
    renderForm(undefined, prepare);
    await connectDevWallet();
    const before = await recipientBalance();
    await user.type(await screen.findByTestId('amount-input'), '1');
    await user.click(screen.getByTestId('transfer-submit'));
    const alert = await screen.findByRole('dialog', { name: 'Notice' }, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The request could not be completed. Please try again later.');
    expect(screen.getByTestId('transfer-submit')).toHaveAttribute('data-phase', 'idle');
    expect(screen.getByTestId('transfer-submit')).not.toHaveAttribute('aria-busy');
    expect(await recipientBalance()).toBe(before);
  }, 30_000);
  it('with the balance not read, checks only what does not depend on it and sends nothing', async () => {
    const user = userEvent.setup();
    const request = vi.fn(transferOf);
    render(
      <Providers>
        <Suspense fallback={null}>
          <WalletBoundary>
            <UnreadBalanceForm request={request} />
          </WalletBoundary>
        </Suspense>
      </Providers>,
    );
    await connectDevWallet();
    const form = await screen.findByTestId('unread');
    expect(within(form).getByTestId('amount-available')).toHaveTextContent('Balance: … A2Z');
    await waitFor(() =>
      expect(within(form).getByTestId('unread-submit')).toHaveAttribute('data-state', 'ready'),
    );
    await user.click(within(form).getByTestId('unread-submit'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount.');

    await user.type(within(form).getByTestId('amount-input'), '5');
    await user.click(within(form).getByTestId('unread-submit'));
    // No guess of 0: no "Not enough", and nothing sent on a balance nobody knows.
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(within(form).getByTestId('unread-submit')).toHaveAttribute('data-phase', 'idle');
  }, 30_000);
});
