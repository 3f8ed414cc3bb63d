/**
 * The control loop shared by the workers that send on-chain transactions (payouts, relayer,
 * randomness oracle): a run now and then every intervalMs, wakes coalesced with the run in
 * progress, and a stop that waits for it.
 */
export interface PollingWorker<Report> {
  /** Handles what is due until none is left (or the worker's batch limit). */
  runOnce(): Promise<Report>;
  /** Runs as soon as possible (coalesced with a run in progress); nothing before start() or after stop(). */
  wake(): void;
  /** Runs now and then every intervalMs. */
  start(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
  /** When a run last ended without an error (ms since the epoch; undefined before one). */
  lastSuccessAt?(): number | undefined;
}

export interface PollingLoop<Report> extends PollingWorker<Report> {
  /** True after stop() (until the next start()): a run in progress ends its batch early. */
  readonly stopped: boolean;
}

export interface PollingLoopOptions<Report> {
  runOnce: () => Promise<Report>;
  /** Poll period between runs (a wake runs at once). */
  intervalMs: number;
  logger: { error(object: object, message: string): void };
  /** Names the worker in the log line of a failed run: `${name} run failed`. */
  name: string;
  /** Added to the log line of a failed run (e.g. the chain id). */
  logContext?: object;
}

export function createPollingLoop<Report>(options: PollingLoopOptions<Report>): PollingLoop<Report> {
  const { logger } = options;
  let stopped = false;
  // A wake before start() does nothing: an instance that does not run the worker (a standby of
  // its lease) must not run it because a claim woke it.
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  // A wake during a run: run once more, so work queued meanwhile never waits for the poll.
  let again = false;
  let lastSuccessAt: number | undefined;

  function run(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await options.runOnce();
          lastSuccessAt = Date.now();
        } catch (error) {
          logger.error({ ...options.logContext, err: error }, `${options.name} run failed`);
        }
      } while (again && !stopped);
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, options.intervalMs);
    // A pending poll must not keep the process alive on shutdown.
    timer.unref();
  }

  return {
    get stopped() {
      return stopped;
    },
    runOnce: options.runOnce,
    lastSuccessAt: () => lastSuccessAt,
    wake() {
      if (started && !stopped) void run();
    },
    start() {
      started = true;
      stopped = false;
      void run().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
