import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/renderApp';
import { connectDevWallet, disconnectDevWallet } from '../../../test/walletPageFixture';
import { bodiesOf, renderBridgePage, stubBoundaries } from './testing/bridgeFixture';

describe('BridgePage (spec 3 "Bridge page" tab behaviour)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'bridge', 'wallet', 'dragos', 'dragoCatalogue']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.unstubAllGlobals();
  });

  it('tab 0: five tab buttons (tab 3 has none); loads the Ethereum inventory, never the paged history', async () => {
    const fetchMock = stubBoundaries();
    await connectDevWallet('ethereum');
    renderBridgePage();
    expect(await screen.findByTestId('bridge-panel-0')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'DRAGO Ethereum → Arena-Z',
      'DRAGO Polygon → Arena-Z',
      'DST Polygon → Arena-Z',
      'LOKA Polygon → Ethereum',
      'RESOURCE Arena-Z → Polygon',
    ]);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/nft/api/drago/inventory')).toContainEqual(
        expect.objectContaining({ network: 0, includeRent: false }),
      ),
    );
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/nft/api/bridge/transfers')).toContainEqual(
        expect.objectContaining({ routes: ['drago-ethereum'], page: 1 }),
      ),
    );
    expect(bodiesOf(fetchMock, '/nft/api/bridge/history')).toEqual([]);
    // Nothing picked: the spec's message in the shared alert; nothing is sent.
    await userEvent.click(screen.getByTestId('bridge-submit'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Select dragos to bridge.',
    );
  });

  it('tab 2: the DST balance with 4 decimals and the DST history; no paged history', async () => {
    const fetchMock = stubBoundaries();
    await connectDevWallet('polygon');
    renderBridgePage('/bridge?tab=2');
    expect(await screen.findByTestId('bridge-panel-2')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('amount-available')).toHaveTextContent('Balance: 12.3456 DST'),
    );
    expect(bodiesOf(fetchMock, '/nft/api/bridge/transfers')).toContainEqual(
      expect.objectContaining({ routes: ['dst-polygon', 'dst-arenaz'] }),
    );
    expect(bodiesOf(fetchMock, '/nft/api/bridge/history')).toEqual([]);
    expect(bodiesOf(fetchMock, '/nft/api/drago/inventory')).toEqual([]);
  });

  it('tab 3 opens by URL without a selected tab button; the wrong-network banner names Arena-Z', async () => {
    stubBoundaries();
    await connectDevWallet('polygon');
    renderBridgePage('/bridge?tab=3');
    expect(await screen.findByTestId('bridge-panel-3')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'DST Arena-Z → Polygon' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { selected: true })).not.toBeInTheDocument();
    expect(screen.getByTestId('network-banner')).toHaveTextContent(
      'Wrong network. Click the button to change to Arena-Z Mainnet',
    );
  });

  it('tab 4: the paged history from page 1; Ethereum is accepted (no banner); amount rules', async () => {
    const fetchMock = stubBoundaries();
    await connectDevWallet('ethereum');
    renderBridgePage('/bridge?tab=4');
    expect(await screen.findByTestId('bridge-panel-4')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/nft/api/bridge/history')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ page: 1, network: 1 }),
          expect.objectContaining({ page: 1, network: 0 }),
        ]),
      ),
    );
    expect(screen.queryByTestId('network-banner')).not.toBeInTheDocument();
    const deposit = screen.getByTestId('deposit-form');
    await waitFor(() =>
      expect(within(deposit).getByTestId('amount-available')).toHaveTextContent('12.3456 LOKA'),
    );
    await userEvent.type(within(deposit).getByTestId('amount-input'), '0');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(within(deposit).getByRole('alert')).toHaveTextContent('Input loka amount.');
    await userEvent.clear(within(deposit).getByTestId('amount-input'));
    await userEvent.type(within(deposit).getByTestId('amount-input'), '13');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(within(deposit).getByRole('alert')).toHaveTextContent('You cannot bridge more than your balance.');
  });

  it('tab 5: moves the wallet to Arena-Z, reads the owned ids on chain, then asks the list with them', async () => {
    const fetchMock = stubBoundaries();
    await connectDevWallet('ethereum');
    renderBridgePage('/bridge?tab=5');
    expect(await screen.findByTestId('bridge-panel-5')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/nft/api/resource/list')).toContainEqual(
        expect.objectContaining({ ids: [3] }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('network-banner')).not.toBeInTheDocument());
    await userEvent.click(screen.getByTestId('bridge-submit'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Select resources to bridge.',
    );
  });
});
