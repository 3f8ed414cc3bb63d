import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import en from '../locales/en.json';
import { infoReply } from '../testing/fixtures';
import { EventEndCountdown } from './EventEndCountdown';

const cards = () =>
  ['days', 'hours', 'minutes', 'seconds'].map(
    (unit) => document.querySelector(`[data-unit="${unit}"] .flip-card__value`)?.textContent,
  );

beforeAll(async () => {
  await setupI18n('en', ['common', 'roulette']);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EventEndCountdown (the roulette window end, as a flip countdown)', () => {
  // The reply's server time is 1_700_000_100 and the window ends at 1_700_086_400: 23:58:20 left.
  const info = infoReply();

  it("counts to the window's end on the server's clock, whatever the computer's clock says", () => {
    const receivedAt = Date.UTC(2031, 4, 6, 7, 8, 9); // far from the reply's `now`
    vi.useFakeTimers({ now: receivedAt });
    render(<EventEndCountdown info={info} receivedAt={receivedAt} onEnded={() => {}} />);
    const timer = screen.getByRole('timer', { name: en.event_ends_in });
    expect(timer).toHaveTextContent('0 days, 23 hours, 58 minutes and 20 seconds left');
    expect(cards()).toEqual(['00', '23', '58', '20']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(cards()).toEqual(['00', '23', '58', '19']);
  });

  it('reloads the info once the window closes', () => {
    const receivedAt = Date.UTC(2031, 4, 6);
    vi.useFakeTimers({ now: receivedAt });
    const onEnded = vi.fn();
    render(
      <EventEndCountdown
        info={infoReply({ now: 1_700_086_398 })}
        receivedAt={receivedAt}
        onEnded={onEnded}
      />,
    );
    expect(cards()).toEqual(['00', '00', '00', '02']);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is not shown outside the window', () => {
    render(
      <EventEndCountdown info={infoReply({ open: false })} receivedAt={Date.now()} onEnded={() => {}} />,
    );
    expect(screen.queryByTestId('event-countdown')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
