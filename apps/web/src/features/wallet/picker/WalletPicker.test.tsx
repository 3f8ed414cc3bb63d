import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { WalletConnectError } from '../connection';
import { SdkServiceError } from '../connectors/sdkContext';
import { SMART_WALLET_ICON } from '../connectors/smartWalletIcon';
import { type PickChoice, type WalletOption, walletOptions } from '../connectors/walletOptions';
import { WalletPicker } from './WalletPicker';

const announced = [
  { id: 'injected', name: 'Injected', type: 'injected' },
  { id: 'dev.kingdoms.testwallet', name: 'Test Wallet', type: 'injected' },
  { id: 'devWallet', name: 'Dev wallet', type: 'injected' },
];

const WITH_SDK_IDS: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  wallet: { devWallet: true, walletConnectProjectId: 'wc-project', web3AuthClientId: 'w3a-client' },
};

type OnPick = (option: WalletOption, choice: PickChoice, handOver: () => void) => Promise<void>;

function renderPicker(
  onPick = vi.fn<OnPick>(async () => {}),
  onClose = vi.fn(),
  config: RuntimeConfig = TEST_RUNTIME_CONFIG,
) {
  render(
    <Providers>
      <WalletPicker
        open
        onClose={onClose}
        options={walletOptions(announced, config)}
        devAccounts={[
          { index: 1, address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' },
          { index: 2, address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' },
        ]}
        onPick={onPick}
      />
    </Providers>,
  );
  return { onPick, onClose };
}

describe('WalletPicker', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
  });

  it('offers MetaMask, Coin98, WalletConnect, Torus, Coinbase, the announced wallets and the Dev wallet', async () => {
    renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    const names = [...dialog.querySelectorAll('.wallet-picker__option span')].map((el) => el.textContent);
    expect(names).toEqual([
      'MetaMask',
      'Coin98',
      'WalletConnect',
      'Torus',
      'Coinbase Smart Wallet',
      'Test Wallet',
      'Dev wallet',
    ]);
  });

  it('shows Coinbase Smart Wallet with its mark and what it is, and hands it the pick', async () => {
    const { onPick } = renderPicker();
    const button = await screen.findByRole('button', { name: 'Coinbase Smart Wallet' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(SMART_WALLET_ICON);
    expect(screen.getByText(/A passkey wallet in a pop-up window, on any device/)).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'coinbase', kind: 'sdk', connectorId: 'coinbaseWalletSDK' }),
      {},
      expect.any(Function),
    );
  });

  it('says plainly that WalletConnect and Torus need an id, and disables them', async () => {
    renderPicker();
    await screen.findByRole('dialog');
    expect(screen.getByText(/WalletConnect needs a project id/)).toBeInTheDocument();
    expect(screen.getByText(/Torus needs a client id/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WalletConnect' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Torus' })).toBeDisabled();
    expect(screen.queryByLabelText('Sign in with')).toBeNull();
  });

  it('enables WalletConnect and Torus once their ids are configured', async () => {
    renderPicker(undefined, undefined, WITH_SDK_IDS);
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'WalletConnect' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Torus' })).toBeEnabled();
    expect(screen.queryByText(/needs a (project|client) id/)).toBeNull();
  });

  it("shows 'No provider found' when the chosen wallet is not installed", async () => {
    const onPick = vi.fn<OnPick>(async () => {
      throw new WalletConnectError('no_provider');
    });
    const { onClose } = renderPicker(onPick);
    await userEvent.click(await screen.findByRole('button', { name: 'Coin98' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No provider found');
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({ id: 'coin98', status: 'no_provider' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('passes the chosen demo account of the Dev wallet and closes once connected', async () => {
    const { onPick, onClose } = renderPicker();
    await screen.findByRole('dialog');
    await userEvent.selectOptions(screen.getByLabelText('Demo account'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Dev wallet' }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'devWallet' }),
      { accountIndex: 1 },
      expect.any(Function),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('passes the chosen Torus sign-in method', async () => {
    const { onPick } = renderPicker(undefined, undefined, WITH_SDK_IDS);
    await screen.findByRole('dialog');
    const select = screen.getByLabelText('Sign in with');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Google',
      'Apple',
      'Facebook',
      'X',
      'Discord',
      'Kakao',
      'LINE',
    ]);
    await userEvent.selectOptions(select, 'kakao');
    await userEvent.click(screen.getByRole('button', { name: 'Torus' }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'torus', kind: 'sdk' }),
      { loginProvider: 'kakao' },
      expect.any(Function),
    );
  });

  it('says it is opening an SDK wallet, steps aside for its window, and comes back with the failure', async () => {
    let handOver = () => {};
    let fail: (error: Error) => void = () => {};
    const onPick = vi.fn<OnPick>(
      (_option, _choice, stepAside) =>
        new Promise<void>((_resolve, reject) => {
          handOver = stepAside;
          fail = reject;
        }),
    );
    const { onClose } = renderPicker(onPick, undefined, WITH_SDK_IDS);
    await userEvent.click(await screen.findByRole('button', { name: 'WalletConnect' }));
    expect(screen.getByRole('status')).toHaveTextContent('Opening WalletConnect…');

    // The SDK has loaded and opens its own window: the picker must not sit on top of it.
    handOver();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fail(new SdkServiceError('walletconnect'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This wallet's service could not be reached. Check your connection and try again.",
    );
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
