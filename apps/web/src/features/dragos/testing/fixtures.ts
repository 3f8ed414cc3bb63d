import type { DragoItem, EggItem } from '../logic/inventory';

/** 38 gene numbers: grade, generation, version, then 7 parts × (grade, attr, colour, attr, colour). */
export const SAMPLE_DATAS: readonly number[] = [
  2, 0, 1, ...Array.from({ length: 7 }, (_, p) => [1 + (p % 3), 1 + p * 7, p % 5, 2 + p * 6, (p + 1) % 5]).flat(),
];

export const egg = (overrides: Partial<EggItem> = {}): EggItem => ({
  tokenId: 20_001,
  status: 0,
  network: 'arenaz',
  requestId: null,
  stuck: false,
  ...overrides,
});

export const drago = (overrides: Partial<DragoItem> = {}): DragoItem => ({
  tokenId: 30_001,
  network: 'arenaz',
  grade: 2,
  breed: 3,
  rehatching: 1,
  datas: SAMPLE_DATAS,
  rented: false,
  ...overrides,
});
