/**
 * Runs a job every day at a fixed UTC time. The clock and timer are injectable so tests can
 * drive days forward without waiting. A run that throws is reported and the schedule goes on.
 */
export interface SchedulerClock {
  now(): Date;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: SchedulerClock = {
  now: () => new Date(),
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // A pending daily run must not keep the process alive on shutdown.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface DailyTime {
  hourUtc: number;
  minuteUtc: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** setTimeout's ceiling (2^31-1 ms); longer waits are chained. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The first moment strictly after `now` at `time` UTC. */
export function nextDailyRun(now: Date, time: DailyTime): Date {
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    time.hourUtc,
    time.minuteUtc,
  );
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

export interface DailySchedule {
  stop(): void;
}

export function scheduleDaily(
  time: DailyTime,
  job: (scheduledFor: Date) => Promise<unknown>,
  options: { clock?: SchedulerClock; onError?: (error: unknown) => void } = {},
): DailySchedule {
  const clock = options.clock ?? systemClock;
  let handle: unknown;
  let stopped = false;

  const armFor = (runAt: Date) => {
    const wait = Math.max(0, runAt.getTime() - clock.now().getTime());
    handle = clock.setTimeout(
      () => {
        if (stopped) return;
        if (clock.now().getTime() < runAt.getTime()) {
          armFor(runAt);
          return;
        }
        job(runAt)
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            if (!stopped) armFor(nextDailyRun(runAt, time));
          });
      },
      Math.min(wait, MAX_TIMEOUT_MS),
    );
  };

  armFor(nextDailyRun(clock.now(), time));
  return {
    stop() {
      stopped = true;
      clock.clearTimeout(handle);
    },
  };
}
