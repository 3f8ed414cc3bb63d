import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { type WalletOption, walletOptions } from '../connectors/walletOptions';
import { WalletPicker } from './WalletPicker';

const announced = [
  { id: 'injected', name: 'Injected', type: 'injected' },
  { id: 'dev.kingdoms.testwallet', name: 'Test Wallet', type: 'injected' },
  { id: 'devWallet', name: 'Dev wallet', type: 'injected' },
];

function renderPicker(
  onPick = vi.fn(async (_option: WalletOption, _accountIndex?: number) => {}),
  onClose = vi.fn(),
) {
  render(
    <Providers>
      <WalletPicker
        open
        onClose={onClose}
        options={walletOptions(announced, TEST_RUNTIME_CONFIG)}
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

  it('offers MetaMask, Coin98, WalletConnect, Torus, the announced wallets and the Dev wallet', async () => {
    renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    const names = [...dialog.querySelectorAll('.wallet-picker__option span')].map((el) => el.textContent);
    expect(names).toEqual(['MetaMask', 'Coin98', 'WalletConnect', 'Torus', 'Test Wallet', 'Dev wallet']);
  });

  it('says plainly that WalletConnect and Torus need an id, and disables them', async () => {
    renderPicker();
    await screen.findByRole('dialog');
    expect(screen.getByText(/WalletConnect needs a project id/)).toBeInTheDocument();
    expect(screen.getByText(/Torus needs a client id/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WalletConnect' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Torus' })).toBeDisabled();
  });

  it("shows 'No provider found' when the chosen wallet is not installed", async () => {
    const onPick = vi.fn(async (_option: WalletOption, _accountIndex?: number) => {
      throw new Error('no_provider');
    });
    const { onClose } = renderPicker(onPick);
    await userEvent.click(await screen.findByRole('button', { name: 'MetaMask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No provider found');
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({ id: 'metamask', status: 'no_provider' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('passes the chosen demo account of the Dev wallet and closes once connected', async () => {
    const { onPick, onClose } = renderPicker();
    await screen.findByRole('dialog');
    await userEvent.selectOptions(screen.getByLabelText('Demo account'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Dev wallet' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'devWallet' }), 1);
    expect(onClose).toHaveBeenCalled();
  });
});
