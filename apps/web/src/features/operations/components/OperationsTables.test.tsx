import type { OperationsReply } from '@kingdoms/shared/api/operations';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { i18next } from '../../../i18n';
import { OperationsTables } from './OperationsTables';

const figures: OperationsReply = {
  readAt: '2026-12-06T18:00:00.000Z',
  instance: 'api-1:42:abc',
  chains: [
    {
      network: 'ethereum',
      chainId: 31_337,
      head: '1250',
      indexedTo: '1200',
      lag: '50',
      lagSeconds: 600,
      halted: null,
      reorgsSeen: 0,
      logsIndexed: 10,
    },
    {
      network: 'polygon',
      chainId: 31_338,
      head: null,
      indexedTo: '900',
      lag: null,
      lagSeconds: null,
      halted: 'a reorg deeper than 64 blocks',
      reorgsSeen: 1,
      logsIndexed: 3,
    },
  ],
  jobs: [
    {
      job: 'payouts',
      holder: 'api-1:42:abc',
      term: '3',
      live: true,
      thisInstance: true,
      lastSuccessAt: '2026-12-06T17:59:00.000Z',
    },
    {
      job: 'relayer',
      holder: 'api-2:7:def',
      term: '8',
      live: false,
      thisInstance: false,
      lastSuccessAt: null,
    },
  ],
  queues: [
    {
      queue: 'payouts',
      states: [
        { state: 'held', items: 2 },
        { state: 'paid', items: 40 },
      ],
      oldestPendingSeconds: 905,
    },
    { queue: 'oracle', states: [], oldestPendingSeconds: 0 },
  ],
  senders: [
    {
      job: 'payouts',
      network: 'polygon',
      chainId: 31_338,
      address: '0x00000000000000000000000000000000000000aa',
      balance: '0.123456789',
      minBalance: '1',
      low: true,
    },
  ],
  rpcProviders: [
    { chainId: 31_337, provider: '#1 rpc-a.example', requests: 120, errors: 4, skippedSeconds: 0 },
    { chainId: 31_338, provider: '#2 rpc-b.example', requests: 30, errors: 12, skippedSeconds: 45 },
  ],
  history: {
    intervalSeconds: 60,
    samples: [3, 9, 5].map((lag, index) => ({
      at: `2026-12-06T17:5${index}:00.000Z`,
      chains: [{ network: 'ethereum', lag }],
      queues: [{ queue: 'payouts', pending: index, oldestPendingSeconds: 0 }],
    })),
  },
};

beforeAll(async () => {
  await setupI18n('en', ['operations']);
  await i18next.loadLanguages(['ko', 'ja', 'zh']);
});

const tableOf = (name: string) => screen.getByRole('table', { name });
const rowOf = (table: HTMLElement, header: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${header}`) })
    .closest('tr') as HTMLElement;

describe('OperationsTables', () => {
  it("shows each chain's indexed block, head and lag under named column headings", () => {
    render(<OperationsTables figures={figures} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Chains' })).toBeInTheDocument();
    const chains = tableOf('Indexed block, head block and lag of each chain');
    expect(
      within(chains)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Network', 'Indexed block', 'Head block', 'Lag']);
    const ethereum = rowOf(chains, 'ethereum');
    expect(
      within(ethereum)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1200', '1250', '50 blocks10 min 0 s']);
    const polygon = rowOf(chains, 'polygon');
    expect(polygon).toHaveTextContent('Halted: a reorg deeper than 64 blocks');
    expect(
      within(polygon)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['900', '–', '–']);
  });

  it("names each job's lease holder and term, this instance's and an expired lease", () => {
    render(<OperationsTables figures={figures} />);
    const jobs = tableOf('Lease holder, fencing term and last success of each background job');
    const payouts = rowOf(jobs, 'payouts');
    expect(payouts).toHaveTextContent('api-1:42:abcThis instance');
    expect(within(payouts).getAllByRole('cell')[1]).toHaveTextContent('3');
    const relayer = rowOf(jobs, 'relayer');
    expect(relayer).toHaveTextContent('api-2:7:defLease expired');
    expect(within(relayer).getAllByRole('cell')[2]).toHaveTextContent('–');
  });

  it('shows the queues by state with the oldest waiting item, the senders and the skipped providers', () => {
    render(<OperationsTables figures={figures} />);
    const queues = tableOf('Payout, relayer and oracle queues by state, with the oldest waiting item');
    const payouts = rowOf(queues, 'payouts');
    expect(
      within(payouts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['held: 2', 'paid: 40']);
    expect(within(payouts).getByTestId('oldest')).toHaveTextContent('15 min 5 s');
    expect(within(rowOf(queues, 'oracle')).getByTestId('oldest')).toHaveTextContent('Nothing waits');

    const senders = tableOf('Native coin balance of each account a job sends from, per network');
    const payer = rowOf(senders, 'payouts');
    expect(
      within(payer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.1234Below its minimum', '1']);

    expect(screen.getByTestId('skipped-summary')).toHaveTextContent('Skipped now: #2 rpc-b.example');
    const providers = tableOf('Requests, errors and skipping of each RPC provider');
    expect(within(rowOf(providers, '#1 rpc-a.example')).getAllByRole('cell')[2]).toHaveTextContent('In use');
    expect(within(rowOf(providers, '#2 rpc-b.example')).getAllByRole('cell')[2]).toHaveTextContent('45 s');
  });

  it('draws the last hour of each chain’s lag and each queue’s waiting items, with the figures in words', () => {
    render(<OperationsTables figures={figures} />);
    const history = screen.getByRole('region', { name: 'Last hour' });
    const charts = within(history).getAllByRole('figure');
    expect(charts.map((chart) => within(chart).getByTestId('chart-summary').textContent)).toEqual([
      '3 samples: lowest 3, highest 9, now 5.',
      '3 samples: lowest 0, highest 2, now 2.',
    ]);
    expect(within(history).getByRole('figure', { name: 'ethereum: lag in blocks' })).toBeInTheDocument();
    expect(within(history).getByRole('figure', { name: 'payouts: waiting items' })).toBeInTheDocument();
    expect(history.querySelectorAll('svg path')).toHaveLength(2);
  });

  it('says when no sample was taken yet', () => {
    render(<OperationsTables figures={{ ...figures, history: { intervalSeconds: 60, samples: [] } }} />);
    const history = screen.getByRole('region', { name: 'Last hour' });
    expect(within(history).queryAllByRole('figure')).toHaveLength(0);
    expect(history).toHaveTextContent('Sampled by the answering instance every 60 s since it started.');
  });

  it.each([
    ['ko', '체인', '대기열'],
    ['ja', 'チェーン', 'キュー'],
    ['zh', '链', '队列'],
  ])('speaks %s', async (language, chains, queues) => {
    await i18next.changeLanguage(language);
    try {
      render(<OperationsTables figures={figures} />);
      expect(screen.getByRole('heading', { level: 2, name: chains })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: queues })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
