import { parseRouletteWeights, ROULETTE_DEFAULT_WEIGHTS } from '@kingdoms/shared/roulette';
import { z } from 'zod';
import { configSlice, integerIn, optionalText } from '../../lib/configSlice';

/** ISO 8601 (2026-12-01T00:00:00Z) or Unix seconds → Unix seconds. */
const time = optionalText.pipe(
  z
    .string()
    .transform((value, ctx) => {
      const seconds = /^\d+$/.test(value) ? Number(value) : Date.parse(value) / 1000;
      if (!Number.isFinite(seconds)) {
        ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 time or Unix seconds' });
        return z.NEVER;
      }
      return Math.floor(seconds);
    })
    .optional(),
);

const weights = optionalText.pipe(
  z
    .string()
    .transform((value, ctx) => {
      try {
        return parseRouletteWeights(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `must be 10 comma-separated weights: ${(error as Error).message}`,
        });
        return z.NEVER;
      }
    })
    .optional(),
);

const DAY = 86_400;

export const rouletteConfig = configSlice({
  key: 'roulette',
  variables: {
    ROULETTE_EVENT_START: time,
    ROULETTE_EVENT_END: time,
    ROULETTE_PERIOD_SECONDS: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number of seconds from 10 to 2592000')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(10, 'must be at least 10 seconds')
            .max(30 * DAY, 'must be at most 30 days'),
        )
        .optional(),
    ),
    ROULETTE_PRIZE_WEIGHTS: weights,
    ROULETTE_SEED_INTERVAL_MS: integerIn(100, 600_000, 5000),
  },
  read: (vars, { production }) => {
    // Unset: the event opens when the server starts (to the minute) and runs for 30 days.
    const start = vars.ROULETTE_EVENT_START ?? Math.floor(Date.now() / 60_000) * 60;
    const end = vars.ROULETTE_EVENT_END ?? start + 30 * DAY;
    return {
      /** Unix seconds; spins and burns are open for start ≤ now < end. */
      eventStart: start,
      eventEnd: Math.max(end, start),
      /** A period's seed is committed before it starts and revealed when it ends (devnet 2 minutes). */
      periodSeconds: vars.ROULETTE_PERIOD_SECONDS ?? (production ? DAY : 120),
      /** Weights of prizes 1..10; a new period takes the weights in force when its seed is made. */
      weights: vars.ROULETTE_PRIZE_WEIGHTS ?? [...ROULETTE_DEFAULT_WEIGHTS],
      /** How often the seed worker makes sure the current and next periods have committed seeds. */
      seedIntervalMs: vars.ROULETTE_SEED_INTERVAL_MS,
    };
  },
});
export type RouletteConfig = ReturnType<typeof rouletteConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly roulette: RouletteConfig;
  }
}
