import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { cliffEnd, unlockSteps, type VestingTerms } from '@kingdoms/shared/vesting';

/** The timeline chart's drawing area, in SVG user units (the SVG scales to its card). */
export const TIMELINE_WIDTH = 320;
export const TIMELINE_HEIGHT = 120;
export const TIMELINE_PADDING = 6;

export interface TimelineGeometry {
  /** The unlocked amount over time: a step line from the start to the last unlock. */
  unlockedPath: string;
  /** The area under that line up to now: unlocked so far. */
  unlockedArea: string;
  /** y of the claimed amount (a horizontal line), in SVG units. */
  claimedY: number;
  /** x of the cliff's end; null without a cliff. */
  cliffX: number | null;
  /** x of now, clamped to the chart. */
  nowX: number;
  /** x of the stop; null while running. */
  stopX: number | null;
  /** Unlock positions for ticks: at most MAX_TICKS (+ the last), no two alike. */
  ticks: number[];
  /** The time span drawn, Unix seconds. */
  from: number;
  to: number;
}

/** More ticks than this would blur into a bar; the step line still shows every unlock. */
export const MAX_TICKS = 60;

export function termsOf(item: VestingItem): VestingTerms {
  return {
    total: BigInt(item.total),
    started: item.started,
    cliff: item.cliff,
    frequency: item.frequency,
    count: item.count,
    stoppedAt: item.stoppedAt,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The unlock timeline of one schedule (issue 13: cliff, each unlock, claimed / unlocked /
 * locked): x is time from the start to the last unlock (or the stop), y the amount from 0 to
 * the total. Pure, so the chart component only draws.
 */
export function timelineGeometry(item: VestingItem, now: number): TimelineGeometry {
  const terms = termsOf(item);
  const steps = unlockSteps(terms);
  const lastUnlock = cliffEnd(terms) + terms.count * terms.frequency;
  const from = terms.started;
  const to = Math.max(terms.stoppedAt ?? lastUnlock, from + 1);
  const innerWidth = TIMELINE_WIDTH - 2 * TIMELINE_PADDING;
  const innerHeight = TIMELINE_HEIGHT - 2 * TIMELINE_PADDING;
  const x = (at: number) =>
    round(TIMELINE_PADDING + (Math.min(Math.max(at, from), to) - from) * (innerWidth / (to - from)));
  const total = terms.total > 0n ? terms.total : 1n;
  // Amounts exceed 2^53: scale in bigint to parts per million, then to pixels.
  const y = (amount: bigint) =>
    round(TIMELINE_PADDING + innerHeight - (Number((amount * 1_000_000n) / total) / 1_000_000) * innerHeight);

  const base = y(0n);
  let path = `M${x(from)},${base}`;
  let level = base;
  for (const step of steps) {
    const stepX = x(step.at);
    const stepY = y(step.cumulative);
    path += ` L${stepX},${level} L${stepX},${stepY}`;
    level = stepY;
  }
  path += ` L${x(to)},${level}`;

  // The unlocked area: the same steps, only those reached by now, closed down to the axis.
  const reached = steps.filter((step) => step.at <= now);
  const nowX = x(now);
  let area = `M${x(from)},${base}`;
  let areaLevel = base;
  for (const step of reached) {
    const stepX = x(step.at);
    area += ` L${stepX},${areaLevel} L${stepX},${y(step.cumulative)}`;
    areaLevel = y(step.cumulative);
  }
  area += ` L${nowX},${areaLevel} L${nowX},${base} Z`;

  const every = Math.max(1, Math.ceil(steps.length / MAX_TICKS));
  return {
    unlockedPath: path,
    unlockedArea: area,
    claimedY: y(BigInt(item.claimed)),
    cliffX: terms.cliff ? x(cliffEnd(terms)) : null,
    nowX,
    stopX: terms.stoppedAt === null ? null : x(terms.stoppedAt),
    // Distinct positions only: unlocks closer than a hundredth of a unit share one tick.
    ticks: [
      ...new Set(
        steps
          .filter((_, index) => index % every === every - 1 || index === steps.length - 1)
          .map((step) => x(step.at)),
      ),
    ],
    from,
    to,
  };
}
