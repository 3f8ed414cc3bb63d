import { SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS, SAMPLE_NORMAL_DATAS } from '@kingdoms/shared/drago/index';
import type { DragoItem } from '../../dragos/kit';

const datas = [SAMPLE_NORMAL_DATAS, SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS] as const;

export const drago = (tokenId: number, overrides: Partial<DragoItem> = {}): DragoItem => ({
  tokenId,
  network: 'arenaz',
  grade: 1,
  breed: 0,
  rehatching: 0,
  datas: datas[tokenId % 3]!,
  rented: false,
  parents: [0, 0],
  ...overrides,
});

/** The devnet seed's breeding pairs (packages/devnet/src/scenarios/dragos.ts), account 1 on Arena-Z. */
export const SEED_LIKE: readonly DragoItem[] = [
  drago(21001, { breed: 0 }),
  drago(21002, { breed: 7, grade: 2 }),
  drago(21003, { breed: 1, grade: 3 }),
  drago(21004, { breed: 3 }),
  drago(21005, { breed: 3, grade: 2 }),
  drago(21006, { parents: [21004, 21005] }),
  drago(21007, { parents: [21004, 21005] }),
  drago(21008, { parents: [21004, 21005] }),
  drago(31001, { network: 'ethereum' }),
];
