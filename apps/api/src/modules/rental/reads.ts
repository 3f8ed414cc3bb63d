import type { Rent, RentalHistoryEntry, RentedDrago } from '@kingdoms/shared/api/rental';
import { clampPage, lastPage, PAGE_SIZES, pageCount } from '@kingdoms/shared/pagination';
import { RENT_STATUS_ACTIVE } from '@kingdoms/shared/rental';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rentedDrago, rentOfRow, seconds } from './service';

// The rental lists and figures the pages and the dragos module read.

/** {game}/drago/rent/manage/list: the lender's status-1 rentals, newest first, 5 per page. */
export async function manageList(
  db: Kysely<Database>,
  address: string,
  page: number,
): Promise<{ dragos: RentedDrago[]; numPage: number }> {
  if (!address) return { dragos: [], numPage: 0 };
  const base = db.selectFrom('rental').where('lender', '=', address).where('status', '=', RENT_STATUS_ACTIVE);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const size = PAGE_SIZES.rentalManage;
  const current = clampPage(page, lastPage(Number(count), size));
  const rows = await base
    .selectAll()
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return { dragos: rows.map(rentedDrago), numPage: pageCount(Number(count), size) };
}

/** {game}/drago/rent/manage/history: the DSA mined by the lender's rentals, newest first, 10 per page. */
export async function miningHistory(
  db: Kysely<Database>,
  address: string,
  page: number,
): Promise<{ history: RentalHistoryEntry[]; numPage: number }> {
  if (!address) return { history: [], numPage: 0 };
  const base = db.selectFrom('rental_mining').where('lender', '=', address);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const size = PAGE_SIZES.rentalHistory;
  const current = clampPage(page, lastPage(Number(count), size));
  const rows = await base
    .select(['rentee', 'token_id', 'delta', 'mined_at'])
    .orderBy('mined_at', 'desc')
    .orderBy('report_id')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return {
    history: rows.map((row) => ({
      to: row.rentee,
      dragoTokenId: Number(row.token_id),
      delta: Number(row.delta),
      logDate: seconds(row.mined_at),
    })),
    numPage: pageCount(Number(count), size),
  };
}

/** {nft}/drago/rent/list: rentals not expired where the wallet is the lender or the rentee. */
export async function rentedDragos(
  db: Kysely<Database>,
  address: string,
  now = new Date(),
): Promise<RentedDrago[]> {
  if (!address) return [];
  const rows = await db
    .selectFrom('rental')
    .selectAll()
    .where('status', '=', RENT_STATUS_ACTIVE)
    .where('expire_date', '>', now)
    .where((eb) => eb.or([eb('lender', '=', address), eb('rentee', '=', address)]))
    .orderBy('token_id')
    .execute();
  return rows.map(rentedDrago);
}

/**
 * The `rent` of a drago for the drago replies: its status-1 rental (running, or expired: the rules
 * then count it as not rented), or null when it has none.
 */
export async function rentOf(db: Kysely<Database>, tokenId: number): Promise<Rent | null> {
  const row = await db
    .selectFrom('rental')
    .selectAll()
    .where('token_id', '=', String(tokenId))
    .where('status', '=', RENT_STATUS_ACTIVE)
    .executeTakeFirst();
  return row ? rentOfRow(row) : null;
}

/** rentOf for many dragos at once (the inventory): token id → rent. */
export async function rentsOf(db: Kysely<Database>, tokenIds: readonly number[]): Promise<Map<number, Rent>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rental')
    .selectAll()
    .where('token_id', 'in', tokenIds.map(String))
    .where('status', '=', RENT_STATUS_ACTIVE)
    .execute();
  return new Map(rows.map((row) => [Number(row.token_id), rentOfRow(row)]));
}
