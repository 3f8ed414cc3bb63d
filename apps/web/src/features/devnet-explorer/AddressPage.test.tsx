import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../../test/renderApp';
import { jsonResponse } from '../../../test/runtimeConfigFixture';
import { explorerClientFor } from './explorerClient';
import { explorerConfig, explorerRoutes, fakeClient, PLAYER, STAKING } from './testing';

// The web project shares modules across files (isolate: false): the modules that import what this
// file mocks are loaded again for it, and again without the mocks for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('./explorerClient', () => ({ explorerClientFor: vi.fn() }));

describe('devnet explorer: address page', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'devnet-explorer']);
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input) === '/config.json' ? jsonResponse(explorerConfig()) : jsonResponse({}, 404),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(explorerClientFor).mockReset();
  });

  it("shows a player's balance and transaction count", async () => {
    const chain = fakeClient({
      getAccount: async () => ({
        balance: 9_999_250_000_000_000_000_000n,
        transactionCount: 1234,
        isContract: false,
      }),
    });
    vi.mocked(explorerClientFor).mockReturnValue(chain);
    renderApp({ routes: explorerRoutes, path: `/explorer/ethereum/address/${PLAYER.toLowerCase()}` });

    expect(await screen.findByTestId('address-balance')).toHaveTextContent('9,999.25 ETH');
    expect(screen.getByRole('heading', { level: 1, name: 'Address' })).toBeInTheDocument();
    // Shown and read checksummed, whatever case the link carried.
    expect(screen.getByTestId('address-address')).toHaveTextContent(PLAYER);
    expect(chain.getAccount).toHaveBeenCalledWith(PLAYER);
    expect(screen.getByTestId('address-tx-count')).toHaveTextContent('1,234');
    expect(screen.getByTestId('address-type')).toHaveTextContent('Account');
    expect(screen.getByText('Transactions sent').tagName).toBe('DT');
    expect(document.title).toBe('Address | Kingdoms');
  });

  it('names a contract of the deployment', async () => {
    vi.mocked(explorerClientFor).mockReturnValue(
      fakeClient({ getAccount: async () => ({ balance: 0n, transactionCount: 1, isContract: true }) }),
    );
    renderApp({ routes: explorerRoutes, path: `/explorer/ethereum/address/${STAKING}` });

    expect(await screen.findByTestId('address-type')).toHaveTextContent('Contract: Staking');
    expect(screen.getByTestId('address-balance')).toHaveTextContent('0.00 ETH');
  });

  it('calls other code "Contract" without a name', async () => {
    vi.mocked(explorerClientFor).mockReturnValue(
      fakeClient({ getAccount: async () => ({ balance: 0n, transactionCount: 1, isContract: true }) }),
    );
    renderApp({
      routes: explorerRoutes,
      path: '/explorer/ethereum/address/0x000000000000000000000000000000000000dEaD',
    });

    expect(await screen.findByTestId('address-type')).toHaveTextContent(/^Contract$/);
  });

  it.each([
    ['a short address', '/explorer/ethereum/address/0x1234'],
    ['a bad checksum', `/explorer/ethereum/address/${PLAYER.replace('C51812', 'c51812')}`],
    ['an unknown network', `/explorer/bitcoin/address/${PLAYER}`],
  ])('shows a clear not-found message for %s, without asking any chain', async (_case, path) => {
    vi.mocked(explorerClientFor).mockReturnValue(fakeClient());
    renderApp({ routes: explorerRoutes, path });

    expect(await screen.findByRole('alert')).toHaveTextContent('This address was not found on this chain.');
    expect(vi.mocked(explorerClientFor)).not.toHaveBeenCalled();
  });
});
