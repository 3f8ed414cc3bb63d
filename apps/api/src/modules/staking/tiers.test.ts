import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stakeListReplySchema } from '@kingdoms/shared/api/staking';
import { NO_EFFECTS } from '@kingdoms/shared/staking';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { pledge } from './testing';

const HOLDER = '0x00000000000000000000000000000000000000aa';

describe.each(testDatabases())('tiers follow the configured PLEDGING BONUS table on $name', ({ open }) => {
  const dir = mkdtempSync(join(tmpdir(), 'kingdoms-tiers-'));
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    await pledge(database.db, [
      { holder: HOLDER, continent: 5, delta: 900n },
      { holder: HOLDER, continent: 9, delta: 500n },
      { holder: HOLDER, continent: 2, delta: 100n },
    ]);
    // One band only, for the second rank: the first and third ranks earn no tier.
    const file = join(dir, 'content.json');
    writeFileSync(
      file,
      JSON.stringify({
        pledgingTiers: [{ tier: 1, fromRank: 2, toRank: 2, effects: { ...NO_EFFECTS, medalBonus: 9 } }],
      }),
    );
    app = await buildTestApp(
      database,
      { SITE_CONTENT_FILE: file, INDEXER_ENABLED: 'false', REWARD_JOBS: 'false' },
      devnetDeployment(),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ranks by total and gives tiers by the configured bands, not the sample ones', async () => {
    const response = await app.inject({ method: 'POST', url: '/game/staking/stake/list', payload: {} });
    const { stake } = stakeListReplySchema.parse(response.json());
    const tierOf = (continent: number) =>
      stake.continent.find((entry) => entry.continent === continent)?.tier;
    expect([tierOf(5), tierOf(9), tierOf(2)]).toEqual([0, 1, 0]);
  });
});
