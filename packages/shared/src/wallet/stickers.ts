/** Spec 1 §3: a sticker's type is its token id modulo 1000. */
export const STICKER_TYPE_MODULUS = 1000n;
/** The mergeable types 1..5 (spec 1 §5: crafting needs one of each). */
export const MERGEABLE_STICKER_TYPES = [1, 2, 3, 4, 5] as const;
/** Spec 1 §9: the page shows six sticker slots. */
export const STICKER_SLOT_COUNT = 6;

export function stickerTypeOf(tokenId: bigint): number {
  return Number(tokenId % STICKER_TYPE_MODULUS);
}

/** How many stickers of each slot type 1..6 the wallet holds (index 0 is type 1). */
export function countStickersBySlot(tokenIds: readonly bigint[]): number[] {
  const counts = new Array<number>(STICKER_SLOT_COUNT).fill(0);
  for (const id of tokenIds) {
    const type = stickerTypeOf(id);
    if (type >= 1 && type <= STICKER_SLOT_COUNT) counts[type - 1] = (counts[type - 1] ?? 0) + 1;
  }
  return counts;
}

/** One token id of each type 1..5, lowest id first, or null when a type is missing. */
export function pickMergeSet(tokenIds: readonly bigint[]): bigint[] | null {
  const sorted = [...tokenIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const picked: bigint[] = [];
  for (const type of MERGEABLE_STICKER_TYPES) {
    const id = sorted.find((candidate) => stickerTypeOf(candidate) === type);
    if (id === undefined) return null;
    picked.push(id);
  }
  return picked;
}

/** True when `ids` is exactly one sticker of each type 1..5 (what merge(tokenIds) accepts). */
export function canMerge(ids: readonly bigint[]): boolean {
  if (ids.length !== MERGEABLE_STICKER_TYPES.length) return false;
  const types = new Set(ids.map(stickerTypeOf));
  return MERGEABLE_STICKER_TYPES.every((type) => types.has(type));
}
