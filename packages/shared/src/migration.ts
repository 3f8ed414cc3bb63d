/**
 * Kingdom migration rules (spec 1 §2 "Kingdom migration page", §5, §9; DESIGN "Kingdom migration").
 * Pure: no I/O, so the web page and the API (login, daily move job) apply the same rules.
 */

/** Spec 1 §9: continents 1 to 26. */
export const CONTINENT_MIN = 1;
export const CONTINENT_MAX = 26;
/** Spec 1 §9: continent n is shown as 100 + n (1 → 101, 26 → 126). */
export const CONTINENT_DISPLAY_OFFSET = 100;
/** Spec 1 §5: the select's "nothing chosen" value, refused with 'select continent first'. */
export const NO_CONTINENT = 0;

export function isValidContinent(continent: number): boolean {
  return Number.isInteger(continent) && continent >= CONTINENT_MIN && continent <= CONTINENT_MAX;
}

export function continentLabel(continent: number): string {
  return String(CONTINENT_DISPLAY_OFFSET + continent);
}

/** The select's options in order: value 1..26, label 101..126. */
export function continentOptions(): { value: number; label: string }[] {
  const options: { value: number; label: string }[] = [];
  for (let continent = CONTINENT_MIN; continent <= CONTINENT_MAX; continent += 1) {
    options.push({ value: continent, label: continentLabel(continent) });
  }
  return options;
}

/** Spec 1 §6: the social logins offered for migration. */
export const SOCIAL_AUTH_TYPES = ['google', 'apple', 'facebook'] as const;
export type SocialAuthType = (typeof SOCIAL_AUTH_TYPES)[number];

/**
 * The log's status numbers. A move is queued by the login, then the daily job marks it done or
 * failed; the player may cancel it only while it is queued.
 */
export const MOVE_STATUS = { queued: 0, done: 1, failed: 2, cancelled: 3 } as const;
export type MoveStatusName = keyof typeof MOVE_STATUS;
export type MoveStatus = (typeof MOVE_STATUS)[MoveStatusName];
export const MOVE_STATUS_VALUES = Object.values(MOVE_STATUS) as MoveStatus[];

export function moveStatusName(status: MoveStatus): MoveStatusName {
  const entry = Object.entries(MOVE_STATUS).find(([, value]) => value === status);
  if (!entry) throw new Error(`Unknown move status ${status}`);
  return entry[0] as MoveStatusName;
}

export function isCancellable(status: MoveStatus): boolean {
  return status === MOVE_STATUS.queued;
}

/** A new move may be queued when the kingdom has none, or its last one was cancelled or failed. */
export function canQueueMove(lastStatus: MoveStatus | undefined): boolean {
  return (
    lastStatus === undefined || lastStatus === MOVE_STATUS.cancelled || lastStatus === MOVE_STATUS.failed
  );
}

/** What the game reports about a kingdom at move time. */
export interface KingdomMoveState {
  /** Every troop is back in the kingdom. */
  troopsHome: boolean;
  woundedCount: number;
  /** A building, research or training is in progress. */
  busy: boolean;
  inAlliance: boolean;
}

/** Spec 1 §2: the four conditions of the rules text, in the order the page lists them. */
export const MOVE_FAILURE_REASONS = ['troops_away', 'troops_wounded', 'busy', 'in_alliance'] as const;
export type MoveFailureReason = (typeof MOVE_FAILURE_REASONS)[number];

/** Every unmet precondition (empty = the kingdom may move). */
export function unmetMovePreconditions(state: KingdomMoveState): MoveFailureReason[] {
  const reasons: MoveFailureReason[] = [];
  if (!state.troopsHome) reasons.push('troops_away');
  if (state.woundedCount > 0) reasons.push('troops_wounded');
  if (state.busy) reasons.push('busy');
  if (state.inAlliance) reasons.push('in_alliance');
  return reasons;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 1 §2: moves run daily at 00:00 UTC. The first run strictly after `now`. */
export function nextDailyMoveRun(now: Date): Date {
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(midnight + DAY_MS);
}
