// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { SMART_WALLET_ICON } from './smartWalletIcon';
import { parseStoredChoice, storedChoiceOf, walletOptions } from './walletOptions';

describe('walletOptions', () => {
  it('uses the EIP-6963 providers of MetaMask and Coin98 by their rdns', () => {
    const options = walletOptions(
      [
        { id: 'io.metamask', name: 'MetaMask', type: 'injected' },
        { id: 'coin98.com', name: 'Coin98', type: 'injected' },
      ],
      TEST_RUNTIME_CONFIG,
    );
    expect(options.find((o) => o.id === 'metamask')).toMatchObject({
      status: 'ready',
      connectorId: 'io.metamask',
    });
    expect(options.find((o) => o.id === 'coin98')).toMatchObject({
      status: 'ready',
      connectorId: 'coin98.com',
    });
    // Claimed by the fixed entries: not listed twice.
    expect(options.filter((o) => o.name === 'MetaMask')).toHaveLength(1);
  });

  it('marks an absent Coin98 as having no provider', () => {
    const options = walletOptions([], TEST_RUNTIME_CONFIG);
    expect(options.find((o) => o.id === 'coin98')).toMatchObject({ kind: 'injected', status: 'no_provider' });
  });

  it('offers MetaMask through its SDK (MetaMask Mobile) when no extension is announced', () => {
    expect(walletOptions([], TEST_RUNTIME_CONFIG).find((o) => o.id === 'metamask')).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      kind: 'sdk',
      status: 'ready',
      connectorId: 'metaMaskSDK',
    });
    const withExtension = walletOptions(
      [{ id: 'io.metamask', name: 'MetaMask', type: 'injected' }],
      TEST_RUNTIME_CONFIG,
    );
    expect(withExtension.find((o) => o.id === 'metamask')).toMatchObject({
      kind: 'injected',
      connectorId: 'io.metamask',
    });
  });

  it('offers Coinbase Smart Wallet through its SDK, with our own mark and no id needed, unless the extension is announced', () => {
    expect(walletOptions([], TEST_RUNTIME_CONFIG).find((o) => o.id === 'coinbase')).toEqual({
      id: 'coinbase',
      name: 'Coinbase Smart Wallet',
      kind: 'sdk',
      status: 'ready',
      connectorId: 'coinbaseWalletSDK',
      icon: SMART_WALLET_ICON,
      noteKey: 'coinbase_smart_wallet_note',
    });
    expect(SMART_WALLET_ICON).toMatch(/^data:image\/svg\+xml,/);
    const withExtension = walletOptions(
      [{ id: 'com.coinbase.wallet', name: 'Coinbase Wallet', type: 'injected', icon: 'data:image/png,cb' }],
      TEST_RUNTIME_CONFIG,
    );
    expect(withExtension.filter((o) => o.name.startsWith('Coinbase'))).toEqual([
      {
        id: 'coinbase',
        name: 'Coinbase Wallet',
        kind: 'injected',
        status: 'ready',
        connectorId: 'com.coinbase.wallet',
        icon: 'data:image/png,cb',
      },
    ]);
  });

  it('never lists an SDK connector set up on the side as a discovered wallet', () => {
    const options = walletOptions(
      [
        { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' },
        { id: 'web3auth', name: 'Torus', type: 'web3auth' },
        { id: 'metaMaskSDK', name: 'MetaMask', type: 'metaMask' },
        { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet', type: 'coinbaseWallet' },
      ],
      TEST_RUNTIME_CONFIG,
    );
    expect(options.map((o) => o.id)).toEqual([
      'metamask',
      'coin98',
      'walletconnect',
      'torus',
      'coinbase',
      'devWallet',
    ]);
  });

  it('makes SDK wallets ready only with their id configured, and the Dev wallet only on request', () => {
    const configured = {
      ...TEST_RUNTIME_CONFIG,
      wallet: { devWallet: false, walletConnectProjectId: 'abc', web3AuthClientId: 'def' },
    };
    const options = walletOptions([], configured);
    expect(options.find((o) => o.id === 'walletconnect')).toMatchObject({
      kind: 'sdk',
      status: 'ready',
      connectorId: 'walletConnect',
    });
    expect(options.find((o) => o.id === 'torus')).toMatchObject({
      kind: 'sdk',
      status: 'ready',
      connectorId: 'web3auth',
    });
    expect(options.some((o) => o.id === 'devWallet')).toBe(false);
    expect(walletOptions([], TEST_RUNTIME_CONFIG).find((o) => o.id === 'walletconnect')?.status).toBe(
      'needs_config',
    );
  });

  it('stores the Dev wallet with its account and other wallets by id', () => {
    const dev = walletOptions([], TEST_RUNTIME_CONFIG).find((o) => o.id === 'devWallet')!;
    expect(storedChoiceOf(dev, 3)).toBe('devWallet:3');
    expect(parseStoredChoice('devWallet:3')).toEqual({ optionId: 'devWallet', accountIndex: 3 });
    expect(parseStoredChoice('io.metamask')).toEqual({ optionId: 'io.metamask' });
  });
});
