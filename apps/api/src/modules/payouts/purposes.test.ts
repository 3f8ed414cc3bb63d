import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { PAYOUT_PURPOSE_NAME, type PayoutPurpose } from './payers';
import { queuePayout } from './queue';

/**
 * Payout purposes are declared by the modules that pay, not listed centrally (issue 39): the
 * payout table takes any well-formed purpose name with no migration, and refuses a malformed one
 * in code (queuePayout) and in the database (the CHECK of 0023_payout_purpose_open). Both
 * databases: the CHECK is a regular expression, which PGlite and PostgreSQL must read alike.
 */
describe.each(testDatabases())('payout purposes ($name)', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const request = (purpose: string) => ({
    network: 'arenaz' as const,
    token: 'DST' as const,
    recipient: `0x${'ab'.repeat(20)}`,
    amount: 5n,
    // A purpose no module declares: the database needs no migration for it.
    purpose: purpose as PayoutPurpose,
  });

  it('queues a payout of a purpose the migrations never named', async () => {
    const id = await queuePayout(database.db, request('example_feature_bonus'));
    const row = await database.db
      .selectFrom('payout')
      .select('purpose')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.purpose).toBe('example_feature_bonus');
  });

  it('refuses a malformed purpose in code, before the database', async () => {
    await expect(queuePayout(database.db, request('Bonus Payout'))).rejects.toThrow(/not a purpose name/);
    expect(PAYOUT_PURPOSE_NAME.test('rental_profit')).toBe(true);
    expect(PAYOUT_PURPOSE_NAME.test('2nd_bonus')).toBe(false);
  });

  it('refuses a malformed purpose in the database too (the CHECK checks the name, not a list)', async () => {
    await expect(
      sql`insert into payout (id, network, token, recipient, amount, purpose, status, attempts)
          values (${`0x${'cd'.repeat(32)}`}, 'arenaz', 'DST', ${`0x${'ab'.repeat(20)}`}, 5, 'Bonus Payout', 'queued', 0)`.execute(
        database.db,
      ),
    ).rejects.toThrow(/payout_purpose_name_check/);
  });
});
