import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../../test/renderApp';
import { jsonResponse } from '../../../test/runtimeConfigFixture';
import { explorerClientFor } from './explorerClient';
import {
  explorerConfig,
  explorerRoutes,
  fakeClient,
  HASH,
  minedReceipt,
  PLAYER,
  STAKING,
  sentTx,
} from './testing';
import { PENDING_POLL_MS } from './useExplorerQueries';

// The web project shares modules across files (isolate: false): the modules that import what this
// file mocks are loaded again for it, and again without the mocks for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('./explorerClient', () => ({ explorerClientFor: vi.fn() }));

function useChain(client: ReturnType<typeof fakeClient>) {
  vi.mocked(explorerClientFor).mockReturnValue(client);
  return client;
}

describe('devnet explorer: transaction page', () => {
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

  it('shows a successful transaction: status, block and UTC time, named contract, exact value, gas and logs', async () => {
    const chain = useChain(
      fakeClient({ getTransaction: async () => sentTx, getReceipt: async () => minedReceipt() }),
    );
    renderApp({ routes: explorerRoutes, path: `/explorer/ethereum/tx/${HASH}` });

    expect(await screen.findByTestId('tx-status')).toHaveTextContent('Success');
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(screen.getByText('Devnet explorer · Ethereum')).toBeInTheDocument();
    expect(screen.getByTestId('tx-hash')).toHaveTextContent(HASH);
    expect(screen.getByTestId('tx-block')).toHaveTextContent('1,234');
    expect(screen.getByTestId('tx-time')).toHaveTextContent('2024-03-05 06:07:08 UTC');
    expect(screen.getByTestId('tx-from')).toHaveTextContent(PLAYER);
    expect(screen.getByTestId('tx-to')).toHaveTextContent(`${STAKING}Staking`);
    expect(screen.getByTestId('tx-value')).toHaveTextContent('1.500000000000000001 ETH');
    expect(screen.getByTestId('tx-gas-used')).toHaveTextContent('51,234');
    expect(screen.getByTestId('tx-logs')).toHaveTextContent('2');
    expect(screen.queryByRole('status', { name: /waiting/i })).toBeNull();

    // A definition list: the terms name each value for assistive technology.
    const term = screen.getByText('Gas used');
    expect(term.tagName).toBe('DT');
    expect(term.closest('dl')).toContainElement(screen.getByTestId('tx-gas-used'));

    // From and to lead to the address pages of the same network.
    expect(within(screen.getByTestId('tx-to')).getByRole('link', { name: STAKING })).toHaveAttribute(
      'href',
      `/explorer/ethereum/address/${STAKING}`,
    );
    expect(chain.getBlockTimestamp).toHaveBeenCalledWith(1234n);
    expect(vi.mocked(explorerClientFor)).toHaveBeenCalledWith('http://127.0.0.1:8545');
    expect(document.title).toBe('Transaction | Kingdoms');
  });

  it('shows a reverted transaction as reverted, with its block and gas', async () => {
    useChain(
      fakeClient({
        getTransaction: async () => ({ ...sentTx, value: 0n }),
        getReceipt: async () => minedReceipt({ status: 'reverted', gasUsed: 23_000n, logCount: 0 }),
      }),
    );
    renderApp({ routes: explorerRoutes, path: `/explorer/ethereum/tx/${HASH}` });

    const status = await screen.findByTestId('tx-status');
    expect(status).toHaveTextContent('Reverted');
    expect(status.firstElementChild).toHaveClass('devnet-explorer__status--reverted');
    expect(screen.getByTestId('tx-gas-used')).toHaveTextContent('23,000');
    expect(screen.getByTestId('tx-logs')).toHaveTextContent('0');
    expect(screen.getByTestId('tx-value')).toHaveTextContent('0.00 ETH');
  });

  it('polls a pending transaction and shows it confirm', async () => {
    let mined = false;
    const chain = useChain(
      fakeClient({
        getTransaction: async () => sentTx,
        getReceipt: async () => (mined ? minedReceipt() : null),
      }),
    );
    renderApp({
      routes: explorerRoutes,
      path: `/explorer/ethereum/tx/${HASH.toUpperCase().replace('0X', '0x')}`,
    });

    expect(await screen.findByTestId('tx-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for the transaction to be included in a block…',
    );
    expect(screen.getByTestId('tx-block')).toHaveTextContent('Not mined yet');
    expect(screen.getByTestId('tx-time')).toHaveTextContent('Not mined yet');
    expect(screen.getByTestId('tx-to')).toHaveTextContent('Staking');
    // The hash is read lower-cased whatever case the link carried.
    expect(chain.getTransaction).toHaveBeenCalledWith(HASH);

    mined = true;
    expect(await screen.findByText('Success', {}, { timeout: PENDING_POLL_MS * 2 })).toBeInTheDocument();
    expect(screen.getByTestId('tx-block')).toHaveTextContent('1,234');
    expect(screen.queryByText('Waiting for the transaction to be included in a block…')).toBeNull();
    const reads = chain.getReceipt.mock.calls.length;
    // Once mined, polling stops.
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS + 300));
    expect(chain.getReceipt.mock.calls.length).toBe(reads);
  }, 15_000);

  it('says clearly when the hash is not found on this chain', async () => {
    const chain = useChain(fakeClient());
    renderApp({ routes: explorerRoutes, path: `/explorer/ethereum/tx/${HASH}` });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This transaction was not found on this chain.');
    expect(chain.getTransaction).toHaveBeenCalledWith(HASH);
    expect(screen.queryByTestId('tx-status')).toBeNull();
  });

  it.each([
    ['a malformed hash', '/explorer/ethereum/tx/0x1234'],
    ['a hash that is not hex', `/explorer/ethereum/tx/0x${'zz'.repeat(32)}`],
    ['an unknown network', `/explorer/solana/tx/${HASH}`],
  ])('shows the same not-found message for %s, without asking any chain', async (_case, path) => {
    useChain(fakeClient());
    renderApp({ routes: explorerRoutes, path });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This transaction was not found on this chain.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(vi.mocked(explorerClientFor)).not.toHaveBeenCalled();
  });

  it('says the chain did not answer when the RPC fails, and retries on request', async () => {
    let up = false;
    useChain(
      fakeClient({
        getTransaction: async () => {
          if (!up) throw new Error('fetch failed');
          return sentTx;
        },
        getReceipt: async () => minedReceipt(),
      }),
    );
    renderApp({ routes: explorerRoutes, path: `/explorer/ethereum/tx/${HASH}` });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chain did not answer. Is the devnet still running?',
    );
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tx-status')).toHaveTextContent('Success');
  });

  it('shows a contract creation with the created contract', async () => {
    useChain(
      fakeClient({
        getTransaction: async () => ({ ...sentTx, to: null }),
        getReceipt: async () => minedReceipt({ contractAddress: STAKING }),
      }),
    );
    renderApp({ routes: explorerRoutes, path: `/explorer/ethereum/tx/${HASH}` });

    const to = await screen.findByTestId('tx-to');
    expect(to).toHaveTextContent(`Contract creation${STAKING}Staking`);
  });
});
