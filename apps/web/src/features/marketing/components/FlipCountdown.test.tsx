import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_DEADLINE_MESSAGE } from '../logic/flipCountdown';
import { renderMarketing } from '../testing/renderMarketing';
import { FlipCountdown, type FlipCountdownProps } from './FlipCountdown';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Unit = 'days' | 'hours' | 'minutes' | 'seconds';

async function renderAt(nowMs: number, props: FlipCountdownProps) {
  vi.useFakeTimers();
  vi.setSystemTime(nowMs);
  const { container } = await renderMarketing(<FlipCountdown {...props} />);
  const card = (unit: Unit) => container.querySelector(`[data-unit="${unit}"]`);
  const read = () =>
    (['days', 'hours', 'minutes', 'seconds'] as const).map(
      (unit) => card(unit)?.querySelector('.flip-card__value')?.textContent,
    );
  return { card, read };
}

describe('FlipCountdown (spec 1 §4, §5)', () => {
  it.each([
    {
      name: 'pre-start counts to 5 June 2020 UTC',
      now: Date.UTC(2020, 5, 4, 22, 58, 57),
      props: { deadtype: 'pre-start' } as const,
      shown: ['00', '01', '01', '03'],
    },
    {
      name: 'pre-end counts to 19 June 2020 UTC',
      now: Date.UTC(2020, 5, 9),
      props: { deadtype: 'pre-end' } as const,
      shown: ['10', '00', '00', '00'],
    },
    {
      name: 'a supplied hyphenated deadline',
      now: Date.UTC(2024, 0, 1),
      props: { deadline: '2024-01-03 05:06:07 UTC' },
      shown: ['02', '05', '06', '07'],
    },
    {
      name: 'a passed deadline shows zeros',
      now: Date.UTC(2021, 0, 1),
      props: { deadtype: 'pre-end' } as const,
      shown: ['00', '00', '00', '00'],
    },
  ])('$name', async ({ now, props, shown }) => {
    const { read } = await renderAt(now, props);
    expect(read()).toEqual(shown);
  });

  it('ticks once a second and stops at zero', async () => {
    const { read } = await renderAt(Date.UTC(2020, 5, 18, 23, 59, 58), { deadtype: 'pre-end' });
    expect(read()).toEqual(['00', '00', '00', '02']);
    const timersWhileTicking = vi.getTimerCount();
    act(() => vi.advanceTimersByTime(1000));
    expect(read()).toEqual(['00', '00', '00', '01']);
    act(() => vi.advanceTimersByTime(1000));
    expect(read()).toEqual(['00', '00', '00', '00']);
    // The one-second interval is cleared once the clock reaches zero.
    expect(vi.getTimerCount()).toBe(timersWhileTicking - 1);
    act(() => vi.advanceTimersByTime(5000));
    expect(read()).toEqual(['00', '00', '00', '00']);
  });

  it('does not tick when stopped', async () => {
    const { read } = await renderAt(Date.UTC(2020, 5, 18, 23, 59, 50), { deadtype: 'pre-end', stop: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(read()).toEqual(['00', '00', '00', '10']);
  });

  it.each([
    [999, false],
    [1000, true],
  ])('with %i days left the days card wide style is %s', async (days, wide) => {
    const deadline = Date.UTC(2030, 0, 1);
    const { card, read } = await renderAt(deadline - days * 86_400_000, {
      deadline: new Date(deadline).toISOString().slice(0, 10),
    });
    expect(read()[0]).toBe(String(days));
    expect(card('days')?.classList.contains('flip-card--wide')).toBe(wide);
  });

  it.each([
    ['missing', undefined],
    ['unparseable', 'someday'],
  ])('reports a %s deadline with the spec message and shows zeros', async (_case, deadline) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { read } = await renderAt(Date.UTC(2024, 0, 1), { deadline });
    expect(logged).toHaveBeenCalledWith(INVALID_DEADLINE_MESSAGE);
    expect(read()).toEqual(['00', '00', '00', '00']);
  });

  it('uses supplied labels over the catalogue ones', async () => {
    vi.useFakeTimers();
    const { getByText } = await renderMarketing(<FlipCountdown deadtype="pre-end" labels={{ days: 'D' }} />);
    expect(getByText('D')).toBeInTheDocument();
    expect(getByText('Hours')).toBeInTheDocument();
  });
});
