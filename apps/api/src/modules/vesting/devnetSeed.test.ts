import { DEMO_ACCOUNT_INDEXES, DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { rewardCardFigures, sumRewardCards } from '@kingdoms/shared/vesting';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { DEMO_VESTINGS, seedDemoVestings } from './devnetSeed';
import { createVestingService } from './service';

const NOW = 1_760_000_000;

describe.each(testDatabases())('devnet vesting seed on $name', ({ open }) => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives the Dev wallet’s first account a schedule in every state, once', async () => {
    expect(await seedDemoVestings(database.db, NOW)).toBe(DEMO_VESTINGS.length);
    expect(await seedDemoVestings(database.db, NOW + 60)).toBe(0);

    const service = createVestingService({
      db: database.db,
      chainId: 31337,
      signer: undefined,
      now: () => NOW,
    });
    const dashboard = await service.dashboard(devnetAccount(1).address.toLowerCase(), false);
    const byTitle = new Map(dashboard.vestings.map((item) => [item.title, item]));
    expect(byTitle.get('Game rewards')).toMatchObject({
      status: 'claimable',
      claimable: (3000n * 10n ** 18n).toString(),
    });
    expect(byTitle.get('Advisor grant')).toMatchObject({ status: 'beforeCliff', claimable: '0' });
    expect(byTitle.get('Ecosystem airdrop')).toMatchObject({ status: 'claimable', next: null });
    expect(byTitle.get('Ecosystem airdrop')?.unlocked).toBe(byTitle.get('Ecosystem airdrop')?.total);
    expect(byTitle.get('Reserve allocation')).toMatchObject({ status: 'stopped', next: null });
    // Stopped after 10 of its 52 weekly unlocks: it pays 1,000 of the 5,200 registered, and Locked
    // is that Total minus Claimed (spec 3).
    const reserve = byTitle.get('Reserve allocation');
    expect(reserve).toMatchObject({
      total: parseEther('5200').toString(),
      payable: parseEther('1000').toString(),
      claimed: '0',
      locked: parseEther('1000').toString(),
    });
    // The Total Reward card is the sum of the cards' Totals (what each schedule pays).
    const cardTotals = dashboard.vestings.map((item) =>
      rewardCardFigures({
        registered: BigInt(item.total),
        payable: BigInt(item.payable),
        claimed: BigInt(item.claimed),
      }),
    );
    expect(dashboard.total).toBe(sumRewardCards(cardTotals).total.toString());
    expect(dashboard.total).toBe(parseEther('39800').toString());
    expect(BigInt(dashboard.locked)).toBe(BigInt(dashboard.total) - sumRewardCards(cardTotals).claimed);
    expect(BigInt(byTitle.get('Reserve allocation')?.claimable ?? 0)).toBeGreaterThan(0n);
    expect((byTitle.get('Eco[A2Z] streaming')?.frequency ?? 0) % 86_400).not.toBe(0);
    expect(Number(dashboard.claimable)).toBeGreaterThan(0);

    // Seeded like an admin did it: every row and log entry names the devnet admin.
    const admin = devnetAccount(DEVNET_ROLES.vestingAdmin).address.toLowerCase();
    const rows = await service.list();
    expect(rows).toHaveLength(DEMO_VESTINGS.length);
    const log = await service.log();
    expect(new Set(log.map((entry) => entry.admin))).toEqual(new Set([admin]));
    expect(log.filter((entry) => entry.action === 'stop')).toHaveLength(
      DEMO_VESTINGS.filter((demo) => demo.stoppedAgo !== null).length,
    );
    for (const demo of DEMO_VESTINGS) expect(DEMO_ACCOUNT_INDEXES).toContain(demo.account);
  });
});
