import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { HashEntry } from './HashEntry';
import { type HistoryRowView, HistoryTable } from './HistoryTable';
import { NftGrid, type NftGridItem, type NftGridProps } from './NftGrid';
import { StepTracker } from './StepTracker';
import { TxDialog } from './TxDialog';
import { shortHash, TxLink } from './TxLink';

const CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: (['ethereum', 'polygon', 'arenaz'] as const).map((key, index) => ({
    key,
    index,
    name: key,
    chainId: 31337 + index,
    rpcUrl: `http://${key}.rpc.test/`,
    explorerUrl: `http://explorer.test/${key}/`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    contracts: {},
  })),
};

const HASH = `0x${'ab'.repeat(32)}`;
const OTHER = `0x${'cd'.repeat(32)}`;

beforeAll(async () => {
  await setupI18n('en', ['bridge', 'wallet']);
});
afterEach(() => {
  vi.useRealTimers();
});

const renderWith = (node: ReactNode) => render(<Providers runtimeConfig={CONFIG}>{node}</Providers>);

const items = (count: number): NftGridItem[] =>
  Array.from({ length: count }, (_, i) => ({ tokenId: 100 + i, name: `Drago #${100 + i}`, art: null }));

function renderGrid(props: Partial<NftGridProps> = {}) {
  const handlers = { onToggle: vi.fn(), onSelectPage: vi.fn(), onClear: vi.fn(), onPageChange: vi.fn() };
  renderWith(
    <NftGrid
      items={items(13)}
      selected={[]}
      page={1}
      label="Your dragos on Ethereum"
      emptyText="You have no dragos on Ethereum."
      testId="grid"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('NftGrid (spec 3 §2)', () => {
  it('shows 10 per page, the last page padded with empty slots', () => {
    renderGrid({ page: 2 });
    const list = screen.getByRole('list', { name: 'Your dragos on Ethereum' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getAllByTestId('empty-slot')).toHaveLength(7);
    expect(list.children).toHaveLength(10);
  });

  it('multi-selects with checkboxes, the whole page at once, and clears', async () => {
    const { onToggle, onSelectPage, onClear } = renderGrid({ selected: [101, 102] });
    expect(screen.getByRole('checkbox', { name: 'Select Drago #101' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Drago #100' })).not.toBeChecked();
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Drago #100' }));
    expect(onToggle).toHaveBeenCalledWith(100);
    await userEvent.click(screen.getByRole('button', { name: 'Select all on this page' }));
    expect(onSelectPage).toHaveBeenCalledWith(items(10).map((item) => item.tokenId));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('pages with the shared pagination', async () => {
    const { onPageChange } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when there is nothing to bridge; clearing is off with nothing picked', () => {
    renderGrid({ items: [] });
    expect(screen.getByTestId('grid-empty')).toHaveTextContent('You have no dragos on Ethereum.');
    expect(screen.getAllByTestId('empty-slot')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeDisabled();
  });
});

describe('HashEntry (spec 3 §5)', () => {
  it("refuses anything but 0x and 64 hex digits with 'Invalid transaction hash format.'", async () => {
    const onSubmit = vi.fn();
    renderWith(<HashEntry mode="receive" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Receive with a transaction hash' }));
    const dialog = screen.getByRole('dialog', { name: 'Receive resources' });
    const input = within(dialog).getByLabelText('Transaction hash');
    for (const bad of ['0x1234', `${HASH}ff`, HASH.slice(2), `0x${'zz'.repeat(32)}`]) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(bad);
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid transaction hash format.');
    }
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid transaction hash format.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Receive resources' })).toBeInTheDocument();
  });

  it('a valid hash closes the popup, hands focus back to the link and resumes with the hash', async () => {
    const onSubmit = vi.fn();
    renderWith(<HashEntry mode="claim" onSubmit={onSubmit} />);
    const link = screen.getByRole('button', { name: 'Claim with a transaction hash' });
    await userEvent.click(link);
    expect(screen.getByRole('dialog', { name: 'Claim LOKA' })).toBeInTheDocument();
    await userEvent.paste(` ${HASH.toUpperCase().replace('0X', '0x')}`);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(HASH);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });
});

describe('HistoryTable', () => {
  const row = (overrides: Partial<HistoryRowView> = {}): HistoryRowView => ({
    key: HASH,
    date: new Date(2026, 10, 23, 9, 5, 42),
    sendTx: { hash: HASH, network: 'polygon' },
    deliveryTx: { hash: OTHER, network: 'ethereum' },
    what: '12.5000 wLOKA',
    status: 'Completed',
    ...overrides,
  });

  it('dates as YYYY-MM-DD HH:mm, transactions open the matching explorer in a new window', () => {
    renderWith(<HistoryTable title="Withdrawals" rows={[row()]} whatLabel="Amount" testId="history" />);
    expect(screen.getByTestId('history-date')).toHaveTextContent(/^2026-11-23 09:05$/);
    const sent = screen.getByTestId('history-tx');
    expect(sent).toHaveAttribute('href', `http://explorer.test/polygon/tx/${HASH}`);
    expect(sent).toHaveAttribute('target', '_blank');
    expect(sent).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('history-delivery-tx')).toHaveAttribute(
      'href',
      `http://explorer.test/ethereum/tx/${OTHER}`,
    );
  });

  it('offers the row action while undelivered and tracks the transfer', async () => {
    const onClick = vi.fn();
    renderWith(
      <HistoryTable
        title="Withdrawals"
        rows={[
          row({
            deliveryTx: null,
            status: '',
            action: { label: 'claim', onClick, testId: 'claim', ready: false },
            progress: { stage: 'confirmed', gate: 'checkpoint', delivery: 'user' },
          }),
        ]}
        whatLabel="Amount"
        testId="history"
      />,
    );
    const claim = screen.getByRole('button', { name: 'claim' });
    expect(claim).toHaveAttribute('data-ready', 'false');
    await userEvent.click(claim);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('step-tracker')).toHaveAttribute('data-stage', 'confirmed');
  });

  it('says when there is no transfer yet', () => {
    renderWith(<HistoryTable title="Drago bridge history" rows={[]} whatLabel="Items" testId="history" />);
    expect(screen.getByTestId('history-empty')).toHaveTextContent('No transfers yet.');
  });
});

describe('StepTracker', () => {
  it('marks the current step: sent → confirmed → checkpoint → claimed', () => {
    renderWith(
      <StepTracker progress={{ stage: 'signed', gate: 'checkpoint', delivery: 'user' }} label="Progress" />,
    );
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Sent', 'Confirmed', 'Checkpoint', 'Claimed']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('counts the checkpoint wait down with the flip countdown, then says the claim opens once signed', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderWith(
      <StepTracker
        progress={{ stage: 'confirmed', gate: 'checkpoint', delivery: 'user', readyAt: 1_000_000 + 20_000 }}
        label="Progress"
      />,
    );
    const countdown = screen.getByTestId('checkpoint-countdown');
    const timer = within(countdown).getByRole('timer', { name: 'Claim opens in' });
    const seconds = () => timer.querySelector('[data-unit="seconds"] .flip-card__value')?.textContent;
    expect(timer).toHaveTextContent('0 days, 0 hours, 0 minutes and 20 seconds left');
    expect(seconds()).toBe('20');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(seconds()).toBe('15');
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('checkpoint-countdown')).toHaveAttribute('data-due', 'true');
    expect(screen.getByTestId('checkpoint-countdown')).toHaveTextContent(
      'Checkpoint due: the claim opens as soon as it is signed.',
    );
  });

  it('a checkpoint already past shows the due note at once', () => {
    vi.useFakeTimers({ now: 5_000_000 });
    renderWith(
      <StepTracker
        progress={{ stage: 'confirmed', gate: 'checkpoint', delivery: 'user', readyAt: 4_000_000 }}
        label="Progress"
      />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('checkpoint-countdown')).toHaveAttribute('data-due', 'true');
  });

  it('relayer routes read Signed and Delivered', () => {
    renderWith(
      <StepTracker progress={{ stage: 'sent', gate: 'signed', delivery: 'relayer' }} label="Progress" />,
    );
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toHaveAttribute('data-done', 'false');
    expect(screen.getByText('Sent')).toHaveAttribute('aria-current', 'step');
  });
});

describe('TxLink', () => {
  it('a shortened hash is named by what it shows, with the full hash as its description (label in name)', () => {
    renderWith(<TxLink hash={HASH} network="ethereum" />);
    const link = screen.getByRole('link', { name: shortHash(HASH) });
    expect(link).toHaveAccessibleDescription(HASH);
    expect(link).toHaveAttribute('href', `http://explorer.test/ethereum/tx/${HASH}`);
  });
});

describe('TxDialog (spec 3 modals)', () => {
  it.each([
    ['bridge', 'Bridge'],
    ['deposit', 'Deposit'],
    ['withdraw', 'Withdraw'],
    ['claim', 'Claim'],
  ] as const)('the %s modal shows the transaction id with its explorer link', async (kind, title) => {
    const onClose = vi.fn();
    renderWith(
      <TxDialog state={{ kind, hash: HASH, network: 'ethereum', confirmed: false }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: title });
    const link = within(dialog).getByRole('link', { name: HASH });
    expect(link).toHaveAttribute('href', `http://explorer.test/ethereum/tx/${HASH}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Transaction ID')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
