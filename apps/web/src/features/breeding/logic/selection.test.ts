// @vitest-environment node
import { SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS } from '@kingdoms/shared/drago/index';
import { describe, expect, it } from 'vitest';
import { drago, SEED_LIKE } from '../testing/fixtures';
import { formatTokens } from './display';
import {
  breedableDragos,
  candidateOf,
  EMPTY_SLOTS,
  pairState,
  type Slots,
  slotsFull,
  toggleSlot,
  unavailableReason,
} from './selection';

describe('toggleSlot (spec 2 §2: click again deselects; at most two)', () => {
  it.each<[string, Slots, number, Slots]>([
    ['the first click fills slot 1', EMPTY_SLOTS, 1, [1, null]],
    ['the second click fills slot 2', [1, null], 2, [1, 2]],
    ['a click on the first deselects it, the second keeps its place', [1, 2], 1, [null, 2]],
    ['a click on the second deselects it', [1, 2], 2, [1, null]],
    ['an empty first slot is filled first', [null, 2], 3, [3, 2]],
    ['a third drago changes nothing', [1, 2], 3, [1, 2]],
    ['deselecting the only one empties both', [null, 2], 2, [null, null]],
  ])('%s', (_name, slots, id, expected) => {
    expect(toggleSlot(slots, id)).toEqual(expected);
  });

  it('keeps the same slots object when nothing changes', () => {
    const full: Slots = [1, 2];
    expect(toggleSlot(full, 3)).toBe(full);
    expect(slotsFull(full)).toBe(true);
    expect(slotsFull([1, null])).toBe(false);
  });
});

describe('the inventory the page offers', () => {
  it('lists Arena-Z dragos only', () => {
    expect(breedableDragos(SEED_LIKE).map((d) => d.tokenId)).not.toContain(31001);
    expect(breedableDragos(SEED_LIKE)).toHaveLength(8);
  });

  it('refuses rented-out dragos and unreadable genes', () => {
    expect(unavailableReason(drago(1))).toBeNull();
    expect(unavailableReason(drago(1, { rented: true }))).toBe('rented');
    expect(unavailableReason(drago(1, { datas: [1, 2, 3] }))).toBe('unreadable');
  });

  it('checks a drago by its id, breed count and parents', () => {
    expect(candidateOf(drago(21006, { breed: 2, parents: [21004, 21005] }))).toEqual({
      tokenId: 21006,
      breedCount: 2,
      parents: [21004, 21005],
    });
  });
});

describe('pairState (spec 2 §4 result codes and §5 messages on the seeded pairs)', () => {
  const byId = (id: number) => SEED_LIKE.find((d) => d.tokenId === id);
  it.each<[string, number | undefined, number | undefined, number, string | undefined]>([
    ['nothing chosen', undefined, undefined, -1, 'breed.incomplete'],
    ['one chosen', 21001, undefined, -1, 'breed.incomplete'],
    ['two unrelated', 21001, 21003, 0, undefined],
    ['siblings 21007 × 21008', 21007, 21008, 1, 'breed.sameParents'],
    ['parent 21004 × child 21006', 21004, 21006, 2, 'breed.parentChild'],
    ['child 21006 × parent 21005', 21006, 21005, 2, 'breed.parentChild'],
    ['21002 at breed count 7', 21002, 21001, 3, 'breed.maxBreedCount'],
  ])('%s → %i', (_name, a, b, result, messageKey) => {
    const state = pairState(a ? byId(a) : undefined, b ? byId(b) : undefined);
    expect(state.result).toBe(result);
    expect(state.messageKey).toBe(messageKey);
  });

  it('prices and predicts a chosen pair, refused or not; nothing before two are chosen', () => {
    expect(pairState(byId(21001), undefined)).toMatchObject({ price: null, expectations: null });
    // 21001 at step 0 (2000 A2Z, 5000 DST) + 21003 at step 1 (2600, 6500).
    expect(pairState(byId(21001), byId(21003)).price).toEqual({ a2z: 4600, dst: 11500 });
    // 21002 at 7 breeds is priced at step 6 (10000, 25000), still shown beside the refusal.
    expect(pairState(byId(21002), byId(21001)).price).toEqual({ a2z: 12000, dst: 30000 });
    const state = pairState(
      drago(1, { datas: SAMPLE_EPIC_DATAS }),
      drago(2, { datas: SAMPLE_LEGEND_DATAS, breed: 6 }),
    );
    expect(state.price).toEqual({ a2z: 12000, dst: 30000 });
    expect(state.expectations).toHaveLength(7);
    // Horn: epic dominant 12 and recessive 12, legend 50 and 50: 40 + 10 each.
    expect(state.expectations?.[0]?.attributes).toEqual([
      { value: 12, probability: 0.5 },
      { value: 50, probability: 0.5 },
    ]);
  });

  it.each([
    [2000, '2,000'],
    [25000, '25,000'],
    [50000, '50,000'],
    [400, '400'],
  ])('formats %i tokens as %s (spec 2 §9 thousands commas)', (value, text) => {
    expect(formatTokens(value)).toBe(text);
  });
});
