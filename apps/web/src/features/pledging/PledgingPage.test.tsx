import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseEther } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/renderApp';
import { connectDevWallet, disconnectDevWallet } from '../../../test/walletPageFixture';
import {
  bodyOf,
  continentEntries,
  individualEntries,
  renderPledgingPage,
  stubBoundaries,
} from './testing/pledgingFixture';

const DASHBOARD = {
  result: 1,
  dashboard: {
    continent: continentEntries(5),
    individual: individualEntries(6),
    totalValue: (1234567n * 10n ** 16n).toString(), // 12,345.67
    totalHolder: 42,
    updatedAt: '2024-05-06T00:00:00.000Z',
  },
};

describe('PledgingPage', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'pledging', 'wallet']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.unstubAllGlobals();
  });

  it('shows the totals, the top three continents on the podium and the table from the 4th', async () => {
    stubBoundaries({ dashboard: DASHBOARD });
    renderPledgingPage();
    const podium = await screen.findByTestId('continent-podium');
    expect(screen.getByTestId('total-value')).toHaveTextContent('12,345.67 A2Z');
    expect(screen.getByTestId('total-holders')).toHaveTextContent('42');
    expect(screen.getByTestId('updated-at')).toHaveTextContent('2024-05-06 00:00:00 (UTC)');
    expect(screen.getByTestId('update-note')).toHaveTextContent('Staking figures update daily at UTC 00:00.');

    const places = within(podium).getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual([
      expect.stringContaining('Continent 101'),
      expect.stringContaining('Continent 102'),
      expect.stringContaining('Continent 103'),
    ]);
    expect(within(podium).getByRole('img', { name: 'Tier 1' })).toBeInTheDocument();

    const rows = within(screen.getByTestId('continent-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('row-rank')).toHaveTextContent('4');
    expect(rows[0]).toHaveTextContent('Continent 104');
    expect(rows[0]).toHaveTextContent('2.00');
    expect(rows[1]).toHaveTextContent('Continent 105');
    // The chart's figures are readable as a table too.
    expect(screen.getByRole('img', { name: /Total pledged per continent/ })).toBeInTheDocument();
  });

  it.each([
    ['loading', () => new Promise<never>(() => {})],
    ['failing (retried)', () => new Response('busy', { status: 503 })],
    ['empty', undefined],
  ])(
    'names only tab panels that are in the page while the dashboard is %s (axe aria-valid-attr-value)',
    async (_, answer) => {
      stubBoundaries(answer ? { dashboard: answer } : {});
      const user = userEvent.setup();
      renderPledgingPage();
      const dangling = () =>
        Array.from(document.querySelectorAll('[role="tab"][aria-controls]')).filter(
          (tab) => !document.getElementById(tab.getAttribute('aria-controls') ?? ''),
        );
      await user.click(await screen.findByTestId('subtab-individual'));
      expect(dangling()).toEqual([]);
      await user.click(screen.getByTestId('subtab-continent'));
      expect(dangling()).toEqual([]);
      await user.click(screen.getByTestId('pledging-tab-pledge'));
      await user.click(screen.getByTestId('pledging-tab-dashboard'));
      expect(dangling()).toEqual([]);
    },
  );

  it('starts the individual table at rank 4, below a podium of three', async () => {
    stubBoundaries({ dashboard: DASHBOARD });
    const user = userEvent.setup();
    renderPledgingPage();
    await user.click(await screen.findByTestId('subtab-individual'));
    const podium = await screen.findByTestId('individual-podium');
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(podium).toHaveTextContent('0x000...001');
    const rows = within(screen.getByTestId('individual-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByTestId('row-rank').textContent)).toEqual(['4', '5', '6']);
    expect(rows[0]).toHaveTextContent('0x000...004');
    expect(rows[0]).toHaveTextContent('97.00');
    expect(rows[0]).toHaveTextContent('comment 4');
  });

  it("opens 'CONTINENT 105 > INDIVIDUAL RANK' with the continent's pledgers", async () => {
    const fetchMock = stubBoundaries({
      dashboard: DASHBOARD,
      ranking: { result: 1, ranking: { continent: 5, individual: individualEntries(2) } },
    });
    const user = userEvent.setup();
    renderPledgingPage();
    await user.click(await screen.findByTestId('rank-button-5'));
    const dialog = await screen.findByRole('dialog', { name: 'CONTINENT 105 > INDIVIDUAL RANK' });
    expect(await within(dialog).findByTestId('rank-row-1')).toHaveTextContent('0x000...001');
    expect(within(dialog).getByTestId('rank-row-1')).toHaveTextContent('100.00');
    expect(within(dialog).getByTestId('rank-row-2')).toHaveTextContent('comment 2');
    expect(bodyOf(fetchMock, '/game/staking/continent/ranking')).toEqual({ continent: 5 });
  });

  it('explains tiers with the PLEDGING BONUS table from the info button', async () => {
    stubBoundaries({ dashboard: DASHBOARD });
    const user = userEvent.setup();
    renderPledgingPage();
    await user.click(await screen.findByRole('button', { name: 'About tiers: PLEDGING BONUS table' }));
    const table = await screen.findByRole('table', { name: 'PLEDGING BONUS' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Tier',
      'Continent rank',
      'Resource Regen',
      'Crystal Regen',
      'Monster Regen',
      'Medal Bonus',
      'DSA Regen',
      'Troops Buff',
    ]);
    const firstRow = within(table).getByTestId('bonus-row-1');
    expect(within(firstRow).getByRole('rowheader', { name: 'Tier 1' })).toBeInTheDocument();
    const dialog = screen.getByTestId('bonus-dialog');
    expect(dialog).toHaveTextContent('Staking figures update daily at UTC 00:00.');
    expect(within(dialog).getByRole('link', { name: 'Learn more' })).toHaveAttribute('target', '_blank');
  });

  it('lists every continent on The Pledge with its tier, total and effect', async () => {
    stubBoundaries({});
    const user = userEvent.setup();
    renderPledgingPage();
    await user.click(await screen.findByTestId('pledging-tab-pledge'));
    const list = await screen.findByTestId('stake-list');
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: false })
        .filter((li) => li.dataset.testid),
    ).toHaveLength(26);
    const first = screen.getByTestId('stake-card-1');
    expect(within(first).getByRole('heading', { name: 'Continent 101' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Tier 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('26.00 A2Z');
    expect(first).toHaveTextContent('Resource Regen +20%');
    expect(
      within(screen.getByTestId('stake-card-26')).getByRole('img', { name: 'Tier 5' }),
    ).toBeInTheDocument();
  });

  it('asks for a wallet before opening the PLEDGE popup', async () => {
    stubBoundaries({});
    const user = userEvent.setup();
    renderPledgingPage();
    await user.click(await screen.findByTestId('pledging-tab-pledge'));
    await user.click(await screen.findByTestId('add-button-3'));
    expect(screen.getByTestId('wallet-picker-open')).toHaveTextContent('true');
    expect(screen.queryByTestId('pledge-dialog')).not.toBeInTheDocument();
  });

  it("alerts 'Wrong network. Please connect to Ethereum network.' off Ethereum and offers the switch", async () => {
    stubBoundaries({});
    const user = userEvent.setup();
    renderPledgingPage();
    await connectDevWallet('polygon');
    expect(await screen.findByTestId('network-banner')).toHaveTextContent(
      'Wrong network. Please connect to Ethereum network.',
    );
    expect(screen.getByRole('button', { name: 'Change to Ethereum' })).toBeInTheDocument();
    await user.click(await screen.findByTestId('pledging-tab-pledge'));
    await user.click(await screen.findByTestId('unpledge-button-3'));
    const alert = await screen.findByRole('dialog', { name: 'Notice' });
    expect(alert).toHaveTextContent('Wrong network. Please connect to Ethereum network.');
    expect(screen.queryByTestId('unpledge-dialog')).not.toBeInTheDocument();
  });

  it('checks the PLEDGE amount: empty or 0, then above the A2Z balance', async () => {
    stubBoundaries({}, { balance: parseEther('100'), staked: 0n });
    const user = userEvent.setup();
    renderPledgingPage();
    await connectDevWallet('ethereum');
    await user.click(await screen.findByTestId('pledging-tab-pledge'));
    await user.click(await screen.findByTestId('add-button-3'));
    const dialog = await screen.findByTestId('pledge-dialog');
    expect(screen.getByRole('dialog', { name: 'PLEDGE' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Continent 103');
    await waitFor(() =>
      expect(within(dialog).getByTestId('amount-available')).toHaveTextContent('Wallet balance: 100.00 A2Z'),
    );
    expect(dialog).toHaveTextContent('Please check the amount before you pledge.');

    const submit = within(dialog).getByTestId('pledge-submit');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the amount of LOK to pledge.');
    await user.type(within(dialog).getByTestId('amount-input'), '0');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the amount of LOK to pledge.');
    await user.clear(within(dialog).getByTestId('amount-input'));
    await user.type(within(dialog).getByTestId('amount-input'), '100.01');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You cannot pledge more than the amount of A2Z you have.',
    );
    expect(submit).toHaveAttribute('data-phase', 'idle');
  });

  it('checks the UNPLEDGE amount: empty, then above the pledge on that continent', async () => {
    stubBoundaries({}, { balance: 0n, staked: parseEther('5') });
    const user = userEvent.setup();
    renderPledgingPage();
    await connectDevWallet('ethereum');
    await user.click(await screen.findByTestId('pledging-tab-pledge'));
    await user.click(await screen.findByTestId('unpledge-button-7'));
    const dialog = await screen.findByTestId('unpledge-dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('amount-available')).toHaveTextContent('Pledged: 5.00 A2Z'),
    );
    const submit = within(dialog).getByTestId('unpledge-submit');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter the amount of LOK to unpledge.',
    );
    await user.type(within(dialog).getByTestId('amount-input'), '5.5');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You cannot unpledge more than the amount of LOK pledged.',
    );
  });
});
