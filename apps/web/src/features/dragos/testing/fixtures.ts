import { SAMPLE_EPIC_DATAS } from '@kingdoms/shared/drago/index';
import type { DragoItem, EggItem } from '../logic/inventory';

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
  datas: SAMPLE_EPIC_DATAS,
  rented: false,
  parents: [0, 0],
  ...overrides,
});
