import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { RunningAnvil } from '@kingdoms/contracts/anvil';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { type Address, formatEther, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startA2zAnvil, stubConfigFetch } from '../../../test/anvilToken';
import { Providers, setupI18n } from '../../../test/renderApp';
import { TEST_RUNTIME_CONFIG, testNetwork } from '../../../test/runtimeConfigFixture';
import { loadRuntimeConfig } from '../../shared/config/runtimeConfig';
import { write } from './action/steps';
import { useWalletAction } from './action/useWalletAction';
import { connectWallet, disconnectWallet } from './connection';
import { walletOptions } from './connectors/walletOptions';
import { loadWalletStack } from './stack/walletStack';
import { TransactionButton } from './tx/TransactionButton';
import { useHolding } from './useHolding';
import { WalletBoundary } from './WalletBoundary';
import { type WalletRuntime, walletRuntime } from './wagmiConfig';

/** The one holding read (issue 26 item 2) against a real anvil chain, refreshed by the flow. */
const player = devnetAccount(1);
const RECIPIENT: Address = '0x000000000000000000000000000000000000c0DE';
let anvil: RunningAnvil;
let token: Address;
let runtime: WalletRuntime;

function Balance() {
  const held = useHolding('A2Z', 'ethereum', 'balanceOf');
  const allowance = useHolding('A2Z', 'ethereum', 'allowance', { args: [RECIPIENT] });
  const action = useWalletAction({
    id: 'test.holding',
    network: 'ethereum',
    steps: () => [
      write({ address: token, abi: a2zAbi, functionName: 'transfer', args: [RECIPIENT, parseEther('2')] }),
    ],
  });
  return (
    <>
      <output data-testid="balance">{held.loaded ? formatEther(held.value ?? -1n) : 'none'}</output>
      <output data-testid="allowance">
        {allowance.loaded ? formatEther(allowance.value ?? -1n) : 'none'}
      </output>
      <TransactionButton action={action} label="SEND" data-testid="send" />
    </>
  );
}

// The wallet stack these hooks run on, loaded as on a page where a wallet is used.
beforeAll(() => loadWalletStack());

describe('useHolding (real anvil)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
    ({ anvil, token } = await startA2zAnvil({ holder: player.address, balance: parseEther('10') }));
    const config: RuntimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      networks: [testNetwork('ethereum', { rpcUrl: anvil.rpcUrl, contracts: { A2Z: token } })],
    };
    stubConfigFetch(config);
    runtime = walletRuntime(await loadRuntimeConfig());
  }, 60_000);

  afterAll(async () => {
    await act(() => disconnectWallet(runtime));
    vi.unstubAllGlobals();
    await anvil?.stop();
  });

  it('reads nothing without a wallet, the wallet’s balance and allowance once connected, and the new balance after an action', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <Suspense fallback={null}>
          <WalletBoundary>
            <Balance />
          </WalletBoundary>
        </Suspense>
      </Providers>,
    );
    expect(await screen.findByTestId('balance')).toHaveTextContent('none');
    const dev = walletOptions(runtime.config.connectors, runtime.runtimeConfig).find(
      (o) => o.id === 'devWallet',
    );
    if (!dev) throw new Error('no Dev wallet');
    await act(() => connectWallet(runtime, dev, 0));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('10'));
    await waitFor(() => expect(screen.getByTestId('allowance')).toHaveTextContent('0'));
    await user.click(screen.getByTestId('send'));
    // No refresh by the page: the flow refreshes the wallet's reads once the transfer is mined.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('8'), { timeout: 15_000 });
  }, 60_000);
});
