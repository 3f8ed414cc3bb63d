import {
  BREED_RESULT,
  type BreedCandidate,
  type BreedFee,
  type BreedResult,
  breedPrice,
  breedResultMessageKey,
  checkBreed,
  datasProblem,
  expectedProbabilities,
  type PartExpectation,
  parseDatas,
} from '@kingdoms/shared/drago/index';
import type { DragoItem } from '../../dragos/kit';

/**
 * Spec 2 §2: two selection slots. A click fills the first empty slot, a click on a selected drago
 * empties its slot, and with both slots full other clicks change nothing (at most two). Slots
 * keep their place, so the second panel does not jump into the first when the first is emptied.
 */
export type Slots = readonly [number | null, number | null];
export const EMPTY_SLOTS: Slots = [null, null];

export function toggleSlot(slots: Slots, tokenId: number): Slots {
  const [first, second] = slots;
  if (first === tokenId) return [null, second];
  if (second === tokenId) return [first, null];
  if (first === null) return [tokenId, second];
  if (second === null) return [first, tokenId];
  return slots;
}

export const isSelected = (slots: Slots, tokenId: number) => slots.includes(tokenId);
export const slotsFull = (slots: Slots) => slots[0] !== null && slots[1] !== null;

/** Only Arena-Z dragos breed (the DragoBreeding contract lives there). */
export function breedableDragos(dragos: readonly DragoItem[]): DragoItem[] {
  return dragos.filter((drago) => drago.network === 'arenaz');
}

/**
 * A drago the page cannot offer: rented out (the contract refuses it) or with genes it cannot
 * read (no stats, genes or probabilities to show).
 */
export function unavailableReason(drago: DragoItem): 'rented' | 'unreadable' | null {
  if (drago.rented) return 'rented';
  if (datasProblem(drago.datas) !== undefined) return 'unreadable';
  return null;
}

export function candidateOf(drago: DragoItem): BreedCandidate {
  return { tokenId: drago.tokenId, breedCount: drago.breed, parents: drago.parents };
}

export interface PairState {
  /** Spec 2 §4 result code of the pair check. */
  result: BreedResult;
  /** `dragoCatalogue:` key of the refusal message; undefined when the pair may breed. */
  messageKey: string | undefined;
  /** The pair's price (sum of both fees, whole tokens) once two are chosen. */
  price: BreedFee | null;
  /** The child's expected genes per part once two are chosen. */
  expectations: PartExpectation[] | null;
}

/** Everything the page shows about the chosen pair, from the shared rules. */
export function pairState(a: DragoItem | undefined, b: DragoItem | undefined): PairState {
  const result = checkBreed(a && candidateOf(a), b && candidateOf(b));
  const both = a && b && result !== BREED_RESULT.incomplete ? ([a, b] as const) : null;
  return {
    result,
    messageKey: breedResultMessageKey(result),
    price: both ? breedPrice({ breedCount: both[0].breed }, { breedCount: both[1].breed }) : null,
    expectations: both ? expectedProbabilities(parseDatas(both[0].datas), parseDatas(both[1].datas)) : null,
  };
}
