import { type MiningReportReply, rentalEndpoints } from '@kingdoms/shared/api/rental';
import { ownerProfit } from '@kingdoms/shared/rental';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';

// The game's DSA mining reports on rented dragos (internal endpoint, RENTAL_MINING_SECRET).

export interface MiningReport {
  reportId: string;
  tokenId: number;
  delta: number;
  minedAt?: string | undefined;
}

/**
 * The game's report of DSA a rented drago mined: credited to the rental running at `minedAt`
 * (started by then, not yet expired, cancelled or superseded), split by its ratio (the owner's
 * share rounded down is the lender's profit). The report row goes in first under its primary key,
 * so a repeated or concurrent report with the same id changes nothing.
 */
export async function recordMining(
  db: Kysely<Database>,
  report: MiningReport,
  now: Date = new Date(),
): Promise<MiningReportReply> {
  const minedAt = report.minedAt ? new Date(report.minedAt) : now;
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('rental_mining')
      .innerJoin('rental', 'rental.id', 'rental_mining.rental_id')
      .select(['rental.current_dsa', 'rental.current_profit'])
      .where('rental_mining.report_id', '=', report.reportId)
      .executeTakeFirst();
    if (known) return figures(known, true);

    const rental = await trx
      .selectFrom('rental')
      .selectAll()
      .where('token_id', '=', String(report.tokenId))
      .where('start_date', '<=', minedAt)
      .where('expire_date', '>', minedAt)
      .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', minedAt)]))
      .orderBy('start_date', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!rental) return refuse(rentalEndpoints.miningReport, 'not_rented');

    const profit = ownerProfit(report.delta, rental.share_ratio);
    const inserted = await trx
      .insertInto('rental_mining')
      .values({
        report_id: report.reportId,
        rental_id: String(rental.id),
        token_id: report.tokenId,
        lender: rental.lender,
        rentee: rental.rentee,
        delta: report.delta,
        profit,
        mined_at: minedAt,
      })
      .onConflict((oc) => oc.column('report_id').doNothing())
      .returning('report_id')
      .executeTakeFirst();
    if (!inserted) {
      // The same report id committed by a concurrent call while this one waited.
      const current = await trx
        .selectFrom('rental')
        .select(['current_dsa', 'current_profit'])
        .where('id', '=', rental.id)
        .executeTakeFirstOrThrow();
      return figures(current, true);
    }
    const updated = await trx
      .updateTable('rental')
      .set({
        current_dsa: sql`current_dsa + ${report.delta}`,
        current_profit: sql`current_profit + ${profit}`,
      })
      .where('id', '=', rental.id)
      .returning(['current_dsa', 'current_profit'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rental_account')
      .values({ address: rental.lender, earned: profit, claimed: 0 })
      .onConflict((oc) =>
        oc.column('address').doUpdateSet({ earned: sql`rental_account.earned + ${profit}` }),
      )
      .execute();
    return figures(updated, false);
  });
}

const figures = (row: { current_dsa: string; current_profit: string }, duplicate: boolean) => ({
  result: 1 as const,
  duplicate,
  currentDSA: Number(row.current_dsa),
  currentProfit: Number(row.current_profit),
});
