import { describe, expect, it } from 'vitest';
import { canMerge, countStickersBySlot, pickMergeSet, STICKER_SLOT_COUNT, stickerTypeOf } from './stickers';

describe('stickers (spec 1 §3, §5)', () => {
  it('type is the token id modulo 1000', () => {
    expect(stickerTypeOf(1n)).toBe(1);
    expect(stickerTypeOf(2005n)).toBe(5);
    expect(stickerTypeOf(13003n)).toBe(3);
    expect(stickerTypeOf(1000n)).toBe(0);
  });

  it('counts six slots', () => {
    const counts = countStickersBySlot([1001n, 2001n, 1002n, 3006n, 1000n, 7n]);
    expect(counts).toHaveLength(STICKER_SLOT_COUNT);
    expect(counts).toEqual([2, 1, 0, 0, 0, 1]);
  });

  it('picks one of each type 1..5, lowest id first', () => {
    expect(pickMergeSet([2005n, 1005n, 4n, 3n, 1002n, 2001n, 1001n])).toEqual([1001n, 1002n, 3n, 4n, 1005n]);
    expect(pickMergeSet([1001n, 1002n, 1003n, 1004n])).toBeNull();
  });

  it('canMerge needs exactly one of each type 1..5', () => {
    expect(canMerge([1001n, 1002n, 1003n, 1004n, 1005n])).toBe(true);
    expect(canMerge([1001n, 1002n, 1003n, 1004n])).toBe(false);
    expect(canMerge([1001n, 1002n, 1003n, 1004n, 2004n])).toBe(false);
    expect(canMerge([1001n, 1002n, 1003n, 1004n, 1006n])).toBe(false);
    expect(canMerge([1001n, 1002n, 1003n, 1004n, 1005n, 2005n])).toBe(false);
  });
});
