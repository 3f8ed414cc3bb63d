import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { parseEther } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import en from '../locales/en.json';
import { NextUnlockCountdown } from './NextUnlockCountdown';
import { VestingCard } from './VestingCard';

const T0 = 1_760_000_000;
const DAY = 86_400;

/** A daily schedule of 100 unlocks from T0, no cliff. */
const item = (overrides: Partial<VestingItem> = {}): VestingItem => ({
  _id: '3',
  title: 'Game rewards',
  poolType: 0,
  total: parseEther('100').toString(),
  payable: parseEther('100').toString(),
  unlocked: '0',
  claimed: '0',
  claimable: '0',
  locked: parseEther('100').toString(),
  started: T0,
  cliff: null,
  frequency: DAY,
  count: 100,
  next: null,
  stoppedAt: null,
  status: 'vesting',
  ...overrides,
});

const cards = () =>
  ['days', 'hours', 'minutes', 'seconds'].map(
    (unit) => document.querySelector(`[data-unit="${unit}"] .flip-card__value`)?.textContent,
  );
const at = (seconds: number) => vi.useFakeTimers({ now: seconds * 1000 });

beforeAll(async () => {
  await setupI18n('en', ['common', 'my-reward']);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NextUnlockCountdown (the next vesting unlock, by the shared vesting rules)', () => {
  it('counts down to the next unlock', () => {
    at(T0 + 2 * DAY + DAY / 2);
    render(<NextUnlockCountdown item={item()} />);
    const timer = screen.getByRole('timer', { name: en.next_unlock_in });
    expect(timer).toHaveTextContent('0 days, 12 hours, 0 minutes and 0 seconds left');
    expect(cards()).toEqual(['00', '12', '00', '00']);
  });

  it('before the cliff counts to the first unlock (cliff end + one period)', () => {
    at(T0 + DAY);
    render(<NextUnlockCountdown item={item({ cliff: 90 * DAY, frequency: 30 * DAY, count: 12 })} />);
    expect(cards()).toEqual(['119', '00', '00', '00']);
  });

  it('at zero moves on to the following unlock and reloads the dashboard', () => {
    at(T0 + 3 * DAY - 2);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <NextUnlockCountdown item={item()} />
      </QueryClientProvider>,
    );
    expect(cards()).toEqual(['00', '00', '00', '02']);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(cards()).toEqual(['01', '00', '00', '00']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vesting', 'dashboard'] });
  });

  it.each([
    ['stopped', item({ stoppedAt: T0 + 5 * DAY, status: 'stopped' }), T0 + 10 * DAY],
    ['fully vested', item({ count: 3 }), T0 + 4 * DAY],
  ])('shows nothing for a %s schedule', (_name, schedule, now) => {
    at(now);
    render(<NextUnlockCountdown item={schedule} />);
    expect(screen.queryByTestId('next-unlock-countdown')).toBeNull();
  });

  it('each schedule card shows it', () => {
    at(T0 + DAY / 2);
    render(<VestingCard item={item()} now={T0 + DAY / 2} onClaim={() => {}} busy={false} disabled={false} />);
    const countdown = within(screen.getByTestId('vesting-card-3')).getByTestId('next-unlock-countdown');
    expect(countdown).toHaveTextContent(en.next_unlock_in);
    expect(within(countdown).getByRole('timer')).toHaveTextContent('12 hours');
  });
});
