import { networkByKey } from '@kingdoms/shared/networks';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { menuBadges, type NavbarVariant } from '../../../shared/routing';
import type { WalletAccount } from '../account/useWalletAccount';
import { HeaderWalletButton } from './HeaderWalletButton';

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function account(overrides: Partial<WalletAccount>): WalletAccount {
  return {
    status: 'connected',
    address: ADDRESS,
    checksumAddress: undefined,
    chainId: 31338,
    network: networkByKey('polygon'),
    balance: 0n,
    connectorName: 'Dev wallet',
    ...overrides,
  };
}

function renderButton(
  value: WalletAccount,
  isPageRegistered: (path: string) => boolean = () => true,
  navbar?: NavbarVariant,
) {
  const onDisconnect = vi.fn();
  render(
    <Providers>
      <MemoryRouter>
        <HeaderWalletButton
          account={value}
          onDisconnect={onDisconnect}
          isPageRegistered={isPageRegistered}
          navbar={navbar}
        />
      </MemoryRouter>
    </Providers>,
  );
  return { onDisconnect };
}

describe('HeaderWalletButton', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
  });

  it("shows 'Connect Wallet' when disconnected and the reconnecting state while restoring", async () => {
    renderButton(account({ status: 'disconnected', address: undefined }));
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('shows a reconnecting state, not a Connect button, while a stored wallet reconnects', async () => {
    renderButton(account({ status: 'reconnecting', address: undefined }));
    const button = await screen.findByTestId('wallet-button');
    expect(button).toHaveTextContent('Reconnecting…');
    expect(button).toHaveAttribute('data-state', 'reconnecting');
  });

  it('shows the network icon and the address as first 5 + ... + last 3', async () => {
    renderButton(account({}));
    const button = await screen.findByTestId('wallet-button');
    expect(button).toHaveTextContent('0x709...9c8');
    expect(screen.getByRole('img', { name: 'Polygon' })).toHaveAttribute('data-network', 'polygon');
  });

  it.each([
    ['ethereum', 'Ethereum'],
    ['arenaz', 'Arena-Z'],
  ] as const)('draws the %s icon', async (key, label) => {
    renderButton(account({ network: networkByKey(key) }));
    expect(await screen.findByRole('img', { name: label })).toHaveAttribute('data-network', key);
  });

  it('opens the menu: My Item, My Drago, Bridge, My Reward, Activity, Disconnect Wallet', async () => {
    const { onDisconnect } = renderButton(account({}));
    await userEvent.click(await screen.findByTestId('wallet-button'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My Item',
      'My Drago',
      'Bridge',
      'My Reward',
      'Activity',
      'Disconnect Wallet',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Disconnect Wallet' }));
    expect(onDisconnect).toHaveBeenCalledOnce();
  });

  it.each([
    ['full', ['My Item', 'My Drago', 'Bridge', 'My Reward', 'Activity', 'Disconnect Wallet']],
    ['holdings', ['My Item', 'My Drago', 'Activity', 'Disconnect Wallet']],
  ] as const)('the %s navbar variant lists %j (spec 3: the second variant)', async (navbar, expected) => {
    const { onDisconnect } = renderButton(account({}), () => true, navbar);
    await userEvent.click(await screen.findByTestId('wallet-button'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(expected);
    // Each page entry is a link to its page; Disconnect still disconnects.
    expect(screen.getByRole('menuitem', { name: 'My Drago' })).toHaveAttribute('href', '/myDrago');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Disconnect Wallet' }));
    expect(onDisconnect).toHaveBeenCalledOnce();
  });

  it('keeps the second variant to registered pages too', async () => {
    renderButton(account({}), (path) => path === '/myDrago', 'holdings');
    await userEvent.click(await screen.findByTestId('wallet-button'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Drago', 'Disconnect Wallet']);
  });

  it('shows the native balance in the menu with 4 decimals', async () => {
    renderButton(account({ balance: 1_234_567_890_000_000_000_000n }));
    await userEvent.click(await screen.findByTestId('wallet-button'));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('Balance: 1,234.5678 POL');
  });

  it('lists a page only once it exists', async () => {
    renderButton(account({}), (path) => path === '/myitem');
    await userEvent.click(await screen.findByTestId('wallet-button'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Item', 'Disconnect Wallet']);
  });

  it("badges the Activity entry with the wallet's count of items ready to claim, and only that wallet's", async () => {
    menuBadges.set(ADDRESS, '/activity', 2);
    menuBadges.set('0x0000000000000000000000000000000000000001', '/activity', 5);
    renderButton(account({}));
    await userEvent.click(await screen.findByTestId('wallet-button'));
    const entry = await screen.findByRole('menuitem', { name: /Activity/ });
    expect(entry).toHaveAttribute('href', '/activity');
    expect(within(entry).getByTestId('menu-badge-activity')).toHaveTextContent('2 ready to claim');
    act(() => menuBadges.set(ADDRESS, '/activity', 0));
    expect(within(entry).queryByTestId('menu-badge-activity')).toBeNull();
  });
});
