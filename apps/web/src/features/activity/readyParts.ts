import type { ComponentType } from 'react';
import { LokaClaimActivity } from '../bridge';
import { RentalActivity } from '../dragos';
import { VestingActivity } from '../my-reward';
import { PledgingRewardActivity } from '../pledging';
import { RouletteActivity } from '../roulette';

/** What every part of the centre with claims ready now takes (each a lazy chunk of its feature). */
export interface ReadyPartProps {
  /** The part's count of claims ready now, reported once read. */
  onReadyCount?: (count: number) => void;
  /** Only read and report (the wallet menu's badge counter): no claim flow, nothing shown. */
  headless?: boolean;
}

/**
 * The centre's parts that count towards the badge, in the order the centre shows them. The
 * centre renders them in full; the badge counter headless, on the same reads (one query each).
 */
export const READY_PART_COMPONENTS = {
  vesting: VestingActivity,
  pledging: PledgingRewardActivity,
  rental: RentalActivity,
  roulette: RouletteActivity,
  loka: LokaClaimActivity,
} as const satisfies Record<string, ComponentType<ReadyPartProps>>;

export type ReadyPart = keyof typeof READY_PART_COMPONENTS;
export const READY_PARTS = Object.keys(READY_PART_COMPONENTS) as ReadyPart[];
