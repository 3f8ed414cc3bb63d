import { describe, expect, it } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
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

  it('marks absent extension wallets as having no provider', () => {
    const options = walletOptions([], TEST_RUNTIME_CONFIG);
    expect(options.find((o) => o.id === 'metamask')?.status).toBe('no_provider');
    expect(options.find((o) => o.id === 'coin98')?.status).toBe('no_provider');
  });

  it('makes SDK wallets ready only with their id configured, and the Dev wallet only on request', () => {
    const configured = {
      ...TEST_RUNTIME_CONFIG,
      wallet: { devWallet: false, walletConnectProjectId: 'abc', web3AuthClientId: 'def' },
    };
    const options = walletOptions([], configured);
    expect(options.find((o) => o.id === 'walletconnect')?.status).toBe('ready');
    expect(options.find((o) => o.id === 'torus')?.status).toBe('ready');
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
