import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseEther } from 'viem';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { i18next } from '../../../i18n';
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
  await i18next.loadLanguages(['ko', 'ja', 'zh']);
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

  // Issue 36: with no unlock left the card says what is true, never 'NEXT -', in every language.
  it.each([
    ['en', 'FULLY UNLOCKED', (date: string) => `STOPPED ${date}`],
    ['ko', '전액 잠금 해제됨', (date: string) => `${date} 중지됨`],
    ['ja', '全額アンロック済み', (date: string) => `${date} に停止`],
    ['zh', '已全部解锁', (date: string) => `已于 ${date} 停止`],
  ] as const)(
    'says fully unlocked, or stopped on its date, when no unlock is left (%s)',
    async (language, unlocked, stoppedOn) => {
      await i18next.changeLanguage(language);
      try {
        const { unmount } = render(
          <VestingCard
            item={item({ claimable: '0', next: null, status: 'fullyVested' })}
            now={T0 + 400 * DAY}
            onClaim={() => {}}
            busy={false}
            disabled={false}
          />,
        );
        expect(screen.getByTestId('claim-button-7')).toHaveTextContent(new RegExp(`^${unlocked}$`));
        expect(screen.getByTestId('claim-button-7')).toBeDisabled();
        unmount();
        render(
          <VestingCard
            item={item({ claimable: '0', next: null, status: 'stopped', stoppedAt: T0 + 95 * DAY })}
            now={T0 + 400 * DAY}
            onClaim={() => {}}
            busy={false}
            disabled={false}
          />,
        );
        expect(screen.getByTestId('claim-button-7').textContent).toBe(
          stoppedOn(formatRewardDate(T0 + 95 * DAY)),
        );
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );

  it('a stopped card: Total is what it pays, Locked = Total − Claimed, and it says what was cancelled and when', () => {
    // 1,200 registered, stopped when 300 had vested: 900 cancelled; 100 claimed, 200 claimable.
    render(
      <VestingCard
        item={item({
          status: 'stopped',
          stoppedAt: T0 + 95 * DAY,
          next: null,
          payable: parseEther('300').toString(),
          locked: parseEther('200').toString(),
        })}
        now={T0 + 200 * DAY}
        onClaim={() => {}}
        busy={false}
        disabled={false}
      />,
    );
    expect(screen.getByTestId('vesting-status')).toHaveTextContent('Stopped');
    expect(screen.getByTestId('vesting-total')).toHaveTextContent('300.00');
    expect(screen.getByTestId('vesting-locked')).toHaveTextContent('200.00');
    expect(screen.getByTestId('vesting-claimed')).toHaveTextContent('100.00');
    expect(screen.getByTestId('vesting-cancelled')).toHaveTextContent('900.00');
    expect(screen.getByTestId('stopped-note')).toHaveTextContent(
      `Stopped on ${formatRewardDate(T0 + 95 * DAY)}: 900.00 A2Z of the 1,200.00 A2Z registered was cancelled. Total is the 300.00 A2Z that had vested by then; 200.00 A2Z of it can still be claimed.`,
    );
    expect(screen.getByTestId('claim-button-7')).toBeEnabled();
  });

  it('a running card has no Cancelled figure and no stopped note', () => {
    render(<VestingCard item={item()} now={T0} onClaim={() => {}} busy={false} disabled={false} />);
    expect(screen.queryByTestId('vesting-cancelled')).toBeNull();
    expect(screen.queryByTestId('stopped-note')).toBeNull();
  });
});

describe('TotalRewardCard', () => {
  const running = item({
    _id: '1',
    claimed: parseEther('1000').toString(),
    claimable: parseEther('250.5').toString(),
  });
  const stopped = item({
    _id: '2',
    total: parseEther('5200').toString(),
    payable: parseEther('1000').toString(),
    claimed: '0',
    claimable: parseEther('1000').toString(),
    status: 'stopped',
    stoppedAt: T0,
  });

  it('is the sum of the cards: Total, Locked and Claimed, and CLAIM ALL while something is claimable', async () => {
    const onClaimAll = vi.fn();
    render(
      <TotalRewardCard vestings={[running, stopped]} onClaimAll={onClaimAll} busy={false} disabled={false} />,
    );
    // 1,200 + 1,000 (the stopped schedule pays 1,000 of its 5,200), not 1,200 + 5,200.
    expect(screen.getByTestId('total-total')).toHaveTextContent('2,200.00 A2Z');
    expect(screen.getByTestId('total-locked')).toHaveTextContent('1,200.00 A2Z');
    expect(screen.getByTestId('total-claimed')).toHaveTextContent('1,000.00 A2Z');
    expect(screen.getByTestId('total-claimable')).toHaveTextContent('1,250.50 A2Z');
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM ALL' }));
    expect(onClaimAll).toHaveBeenCalledOnce();
  });

  it('keeps CLAIM ALL inactive when nothing is claimable', () => {
    render(
      <TotalRewardCard
        vestings={[{ ...running, claimable: '0' }]}
        onClaimAll={() => {}}
        busy={false}
        disabled={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'CLAIM ALL' })).toBeDisabled();
  });
});
