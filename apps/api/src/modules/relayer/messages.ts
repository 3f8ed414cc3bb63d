import { clampPage, lastPage } from '@kingdoms/shared/pagination';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { RelayerMessageTable, RelayerStatus } from './tables';

/**
 * Reads of relayer messages for the histories built on them (the bridge): by party, by source
 * transaction, by delivery transaction. Bridge routes' payloads name `sender` and `receiver`
 * (bridge/routes.ts); migration 0014 indexes both.
 */

/** One message as a history shows it. */
export interface MessageRecord {
  readonly route: string;
  readonly nonce: string;
  readonly sourceChainId: number;
  readonly sourceTxHash: string;
  /** The source block's time (the row's creation for rows older than migration 0014). */
  readonly sourceBlockTime: Date;
  readonly payload: Readonly<Record<string, string>>;
  readonly status: RelayerStatus;
  readonly signed: boolean;
  /** The delivery transaction: the indexed one once delivered, the relayer's own while in flight. */
  readonly txHash: string | null;
  readonly deliveredAt: Date | null;
}

const recordOf = (row: Selectable<RelayerMessageTable>): MessageRecord => ({
  route: row.route,
  nonce: row.nonce,
  sourceChainId: Number(row.source_chain_id),
  sourceTxHash: row.source_tx_hash,
  sourceBlockTime: row.source_block_time ?? row.created_at,
  payload: row.payload,
  status: row.status,
  signed: row.signature !== null,
  txHash: row.tx_hash,
  deliveredAt: row.delivered_at,
});

const sender = sql<string>`payload->>'sender'`;
const receiver = sql<string>`payload->>'receiver'`;

/**
 * The messages of `routes` that `address` sent or receives, newest first: page `page` (clamped
 * between 1 and the last page, spec 3 §5) of `pageSize`.
 */
export async function messagesOfParty(
  db: Kysely<Database>,
  query: { routes: readonly string[]; address: string; page: number; pageSize: number },
): Promise<{ records: MessageRecord[]; total: number; page: number }> {
  if (query.routes.length === 0 || query.address === '') return { records: [], total: 0, page: 1 };
  const base = db
    .selectFrom('relayer_message')
    .where('route', 'in', [...query.routes])
    .where((eb) => eb.or([eb(sender, '=', query.address), eb(receiver, '=', query.address)]));
  const count = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const total = Number(count.total);
  const page = clampPage(query.page, lastPage(total, query.pageSize));
  const rows = await base
    .selectAll()
    .orderBy(sql`coalesce(source_block_time, created_at)`, 'desc')
    .orderBy('source_log_index', 'desc')
    .orderBy('route')
    .limit(query.pageSize)
    .offset((page - 1) * query.pageSize)
    .execute();
  return { records: rows.map(recordOf), total, page };
}

/** The messages one source transaction made on `routes`, in log order. */
export async function messagesOfSourceTx(
  db: Kysely<Database>,
  routes: readonly string[],
  txHash: string,
): Promise<MessageRecord[]> {
  if (routes.length === 0) return [];
  const rows = await db
    .selectFrom('relayer_message')
    .selectAll()
    .where('route', 'in', [...routes])
    .where('source_tx_hash', '=', txHash.toLowerCase())
    .orderBy('source_log_index')
    .execute();
  return rows.map(recordOf);
}

/** The messages a delivery transaction (a receive, a claim) delivered on `routes`. */
export async function messagesDeliveredBy(
  db: Kysely<Database>,
  routes: readonly string[],
  txHash: string,
): Promise<MessageRecord[]> {
  if (routes.length === 0) return [];
  const rows = await db
    .selectFrom('relayer_message')
    .selectAll()
    .where('route', 'in', [...routes])
    .where('status', '=', 'delivered')
    .where('tx_hash', '=', txHash.toLowerCase())
    .orderBy('nonce')
    .execute();
  return rows.map(recordOf);
}

/** The sum of the `amount` field of the messages `address` sent on `route` (base units). */
export async function sentAmount(db: Kysely<Database>, route: string, address: string): Promise<string> {
  const row = await db
    .selectFrom('relayer_message')
    .select(sql<string | null>`sum((payload->>'amount')::numeric)`.as('total'))
    .where('route', '=', route)
    .where(sender, '=', address)
    .executeTakeFirst();
  // numeric sums come back as decimal strings ('123' or '123.0' never: amounts are integers).
  return row?.total ? String(row.total).replace(/\.0+$/, '') : '0';
}
