import { INVALID_DEADLINE_MESSAGE } from '@kingdoms/shared/countdown';
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/renderApp';
import { i18next } from '../../i18n';
import { FlipClock, FlipCountdown } from './FlipCountdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PRE_START = Date.UTC(2020, 5, 5);
const PRE_END = Date.UTC(2020, 5, 19);

/** The four cards' texts, days first. */
const cards = () =>
  ['days', 'hours', 'minutes', 'seconds'].map(
    (unit) => document.querySelector(`[data-unit="${unit}"] .flip-card__value`)?.textContent,
  );
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p data-testid="caught">{this.state.error.message}</p> : this.props.children;
  }
}

describe('FlipCountdown (spec 1 §3, §4, §5, §8, §9)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common']);
  });
  // Each test starts in English: one of them switches to Korean.
  afterEach(async () => {
    vi.useRealTimers();
    await i18next.changeLanguage('en');
  });

  it("counts down to 'pre-start' (5 June 2020 UTC) each second, zero-padded", () => {
    vi.useFakeTimers({ now: PRE_START - (DAY + HOUR + MINUTE + 3 * SECOND) });
    render(<FlipCountdown deadtype="pre-start" />);
    expect(cards()).toEqual(['01', '01', '01', '03']);
    tick(SECOND);
    expect(cards()).toEqual(['01', '01', '01', '02']);
    tick(3 * SECOND);
    expect(cards()).toEqual(['01', '01', '00', '59']);
  });

  it("counts down to 'pre-end' (19 June 2020 UTC)", () => {
    vi.useFakeTimers({ now: PRE_END - 12 * DAY });
    render(<FlipCountdown deadtype="pre-end" />);
    expect(cards()).toEqual(['12', '00', '00', '00']);
  });

  it('counts down to a supplied deadline, hyphens read as slashes', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 23, 59, 0) });
    render(<FlipCountdown deadline="2030-01-02 00:00:00 UTC" />);
    expect(cards()).toEqual(['00', '00', '01', '00']);
  });

  it('stops at zero: no more ticks, onComplete once', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    const onComplete = vi.fn();
    render(<FlipCountdown deadline={new Date(Date.UTC(2030, 0, 1) + 2 * SECOND)} onComplete={onComplete} />);
    expect(cards()).toEqual(['00', '00', '00', '02']);
    tick(2 * SECOND);
    expect(cards()).toEqual(['00', '00', '00', '00']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    tick(10 * SECOND);
    expect(cards()).toEqual(['00', '00', '00', '00']);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a deadline already passed shows zeros and does not call onComplete', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    const onComplete = vi.fn();
    render(<FlipCountdown deadtype="pre-start" onComplete={onComplete} />);
    expect(cards()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('the stop flag ends it at zero without onComplete', () => {
    vi.useFakeTimers({ now: PRE_START - 3 * DAY });
    const onComplete = vi.fn();
    const { rerender } = render(<FlipCountdown deadtype="pre-start" onComplete={onComplete} />);
    expect(cards()).toEqual(['03', '00', '00', '00']);
    rerender(<FlipCountdown deadtype="pre-start" stop onComplete={onComplete} />);
    expect(cards()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('runs again when given a later deadline', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    const { rerender } = render(<FlipCountdown deadline={new Date(Date.UTC(2030, 0, 1))} />);
    expect(cards()).toEqual(['00', '00', '00', '00']);
    rerender(<FlipCountdown deadline={new Date(Date.UTC(2030, 0, 1) + 5 * SECOND)} />);
    expect(cards()).toEqual(['00', '00', '00', '05']);
    tick(SECOND);
    expect(cards()).toEqual(['00', '00', '00', '04']);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unparseable', 'soon'],
  ])("a %s deadline throws 'Invalid props value, correct the 'deadline''", (_name, deadline) => {
    // React reports the caught render error on the console; it is the expected outcome here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <FlipCountdown deadline={deadline} />
      </Boundary>,
    );
    expect(screen.getByTestId('caught')).toHaveTextContent(INVALID_DEADLINE_MESSAGE);
    expect(INVALID_DEADLINE_MESSAGE).toBe("Invalid props value, correct the 'deadline'");
    quiet.mockRestore();
  });

  it('the days card turns wide at four digits', () => {
    vi.useFakeTimers({ now: PRE_START - 999 * DAY });
    const { unmount } = render(<FlipCountdown deadtype="pre-start" />);
    expect(document.querySelector('[data-unit="days"]')).not.toHaveClass('flip-card--wide');
    unmount();
    vi.setSystemTime(PRE_START - 1000 * DAY);
    render(<FlipCountdown deadtype="pre-start" />);
    expect(document.querySelector('[data-unit="days"]')).toHaveClass('flip-card--wide');
    expect(cards()[0]).toBe('1000');
  });

  it('is one timer, not announced each second, named by its label and read in words', () => {
    vi.useFakeTimers({ now: PRE_START - (DAY + HOUR + MINUTE + 3 * SECOND) });
    render(<FlipCountdown deadtype="pre-start" label="The event ends in" />);
    const timer = screen.getByRole('timer', { name: 'The event ends in' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('1 day, 1 hour, 1 minute and 3 seconds left');
    expect(timer.querySelector('.flip-countdown__cards')).toHaveAttribute('aria-hidden', 'true');
    tick(SECOND);
    expect(screen.getByTestId('flip-countdown-words')).toHaveTextContent(
      '1 day, 1 hour, 1 minute and 2 seconds left',
    );
  });

  it('labels come from the props, else from the catalogue of the language', async () => {
    vi.useFakeTimers({ now: PRE_START - DAY });
    const { unmount } = render(
      <FlipCountdown deadtype="pre-start" labels={{ days: 'D', hours: 'H', minutes: 'M', seconds: 'S' }} />,
    );
    expect([...document.querySelectorAll('.flip-card__label')].map((label) => label.textContent)).toEqual([
      'D',
      'H',
      'M',
      'S',
    ]);
    unmount();
    vi.useRealTimers();
    await setupI18n('ko', ['common']);
    render(<FlipClock parts={{ days: 2, hours: 3, minutes: 4, seconds: 5 }} />);
    expect([...document.querySelectorAll('.flip-card__label')].map((label) => label.textContent)).toEqual([
      '일',
      '시간',
      '분',
      '초',
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent('2일 3시간 4분 5초 남음');
  });
});
