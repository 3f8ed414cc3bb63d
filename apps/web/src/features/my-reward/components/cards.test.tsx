import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseEther } from 'viem';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { formatRewardDate } from '../logic/display';
import { TotalRewardCard } from './TotalRewardCard';
import { VestingCard } from './VestingCard';

const T0 = 1_760_000_000;
const DAY = 86_400;

const item = (overrides: Partial<VestingItem> = {}): VestingItem => ({
  _id: '7',
  title: 'Advisor grant',
  poolType: 3,
  total: parseEther('1200').toString(),
  payable: parseEther('1200').toString(),
  unlocked: parseEther('300').toString(),
  claimed: parseEther('100').toString(),
  claimable: parseEther('200').toString(),
  locked: parseEther('1100').toString(),
  started: T0,
  cliff: 30 * DAY,
  frequency: 30 * DAY,
  count: 12,
  next: T0 + 120 * DAY,
  stoppedAt: null,
  status: 'claimable',
  ...overrides,
});

beforeAll(async () => {
  await setupI18n('en', ['my-reward']);
});

describe('VestingCard', () => {
  it('shows every figure of spec 3 and CLAIM with the claimable amount', async () => {
    const onClaim = vi.fn();
    render(
      <VestingCard item={item()} now={T0 + 100 * DAY} onClaim={onClaim} busy={false} disabled={false} />,
    );
    const card = screen.getByTestId('vesting-card-7');
    expect(within(card).getByRole('heading', { name: 'Advisor grant' })).toBeInTheDocument();
    expect(within(card).getByText('Advisor')).toBeInTheDocument();
    expect(within(card).getByTestId('vesting-total')).toHaveTextContent('1,200.00');
    expect(within(card).getByTestId('vesting-locked')).toHaveTextContent('1,100.00');
    expect(within(card).getByTestId('vesting-claimed')).toHaveTextContent('100.00');
    expect(within(card).getByTestId('vesting-start')).toHaveTextContent(formatRewardDate(T0));
    expect(within(card).getByTestId('vesting-cliff')).toHaveTextContent(formatRewardDate(T0 + 30 * DAY));
    expect(within(card).getByTestId('vesting-frequency')).toHaveTextContent('30 days');
    expect(within(card).getByTestId('vesting-count')).toHaveTextContent('12');
    expect(within(card).getByTestId('vesting-status')).toHaveTextContent('Claimable');
    const button = within(card).getByTestId('claim-button-7');
    expect(button).toHaveTextContent('CLAIM 200.00');
    await userEvent.click(button);
    expect(onClaim).toHaveBeenCalledOnce();
    expect(within(card).getByRole('img', { name: /Unlock timeline of Advisor grant/ })).toBeInTheDocument();
  });

  it('shows NEXT and the next date, disabled, when nothing is claimable; a dash without a cliff', () => {
    render(
      <VestingCard
        item={item({ claimable: '0', cliff: null, frequency: DAY, status: 'vesting' })}
        now={T0}
        onClaim={() => {}}
        busy={false}
        disabled={false}
      />,
    );
    const button = screen.getByTestId('claim-button-7');
    expect(button).toHaveTextContent(`NEXT ${formatRewardDate(T0 + 120 * DAY)}`);
    expect(button).toBeDisabled();
    expect(screen.getByTestId('vesting-cliff')).toHaveTextContent('-');
    expect(screen.getByTestId('vesting-frequency')).toHaveTextContent('1 day');
    expect(screen.getByTestId('vesting-status')).toHaveTextContent('Vesting');
  });

  it('says a stopped schedule stopped, and that what had vested remains claimable', () => {
    render(
      <VestingCard
        item={item({ status: 'stopped', stoppedAt: T0 + 95 * DAY, next: null })}
        now={T0 + 200 * DAY}
        onClaim={() => {}}
        busy={false}
        disabled={false}
      />,
    );
    expect(screen.getByTestId('vesting-status')).toHaveTextContent('Stopped');
    expect(screen.getByTestId('stopped-note')).toHaveTextContent(
      `Stopped on ${formatRewardDate(T0 + 95 * DAY)}. Nothing more unlocks; 200.00 A2Z that had vested remains claimable.`,
    );
    expect(screen.getByTestId('claim-button-7')).toBeEnabled();
  });
});

describe('TotalRewardCard', () => {
  const sums = {
    total: parseEther('5000').toString(),
    locked: parseEther('4000').toString(),
    claimed: parseEther('1000').toString(),
    claimable: parseEther('250.5').toString(),
  };

  it('shows Total, Locked and Claimed, and CLAIM ALL while something is claimable', async () => {
    const onClaimAll = vi.fn();
    render(<TotalRewardCard dashboard={sums} onClaimAll={onClaimAll} busy={false} disabled={false} />);
    expect(screen.getByTestId('total-total')).toHaveTextContent('5,000.00 A2Z');
    expect(screen.getByTestId('total-locked')).toHaveTextContent('4,000.00 A2Z');
    expect(screen.getByTestId('total-claimed')).toHaveTextContent('1,000.00 A2Z');
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM ALL' }));
    expect(onClaimAll).toHaveBeenCalledOnce();
  });

  it('keeps CLAIM ALL inactive when nothing is claimable', () => {
    render(
      <TotalRewardCard
        dashboard={{ ...sums, claimable: '0' }}
        onClaimAll={() => {}}
        busy={false}
        disabled={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'CLAIM ALL' })).toBeDisabled();
  });
});
