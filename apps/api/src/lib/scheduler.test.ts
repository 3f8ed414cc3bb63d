import { describe, expect, it } from 'vitest';
import { nextDailyRun, type SchedulerClock, scheduleDaily } from './scheduler';

/** A manual clock: timers fire when the test advances time. */
function manualClock(start: string) {
  let now = new Date(start).getTime();
  const timers = new Map<number, { at: number; callback: () => void }>();
  let nextId = 1;
  const clock: SchedulerClock = {
    now: () => new Date(now),
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
  };
  async function advanceTo(iso: string) {
    const target = new Date(iso).getTime();
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      // let the job's promise chain re-arm the timer
      await new Promise((resolve) => setImmediate(resolve));
    }
    now = target;
  }
  return { clock, advanceTo, pending: () => timers.size };
}

describe('nextDailyRun', () => {
  it.each([
    ['2024-03-10T10:00:00Z', '2024-03-11T00:00:00.000Z'],
    ['2024-03-10T00:00:00Z', '2024-03-11T00:00:00.000Z'],
    ['2024-02-29T23:59:59Z', '2024-03-01T00:00:00.000Z'],
  ])('00:00 UTC after %s is %s', (now, next) => {
    expect(nextDailyRun(new Date(now), { hourUtc: 0, minuteUtc: 0 }).toISOString()).toBe(next);
  });
});

describe('scheduleDaily', () => {
  it('runs at each 00:00 UTC and stops when asked', async () => {
    const { clock, advanceTo, pending } = manualClock('2024-03-10T10:00:00Z');
    const runs: string[] = [];
    const schedule = scheduleDaily(
      { hourUtc: 0, minuteUtc: 0 },
      async (at) => {
        runs.push(at.toISOString());
      },
      { clock },
    );
    await advanceTo('2024-03-10T23:59:59Z');
    expect(runs).toEqual([]);
    await advanceTo('2024-03-12T12:00:00Z');
    expect(runs).toEqual(['2024-03-11T00:00:00.000Z', '2024-03-12T00:00:00.000Z']);
    schedule.stop();
    expect(pending()).toBe(0);
    await advanceTo('2024-03-14T00:00:00Z');
    expect(runs).toHaveLength(2);
  });

  it('keeps the schedule after a failing run and reports the error', async () => {
    const { clock, advanceTo } = manualClock('2024-03-10T10:00:00Z');
    const errors: unknown[] = [];
    let calls = 0;
    scheduleDaily(
      { hourUtc: 0, minuteUtc: 0 },
      async () => {
        calls += 1;
        throw new Error('boom');
      },
      { clock, onError: (error) => errors.push(error) },
    );
    await advanceTo('2024-03-12T00:00:00Z');
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
