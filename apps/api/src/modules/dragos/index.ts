import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What other modules may use of the dragos module (its server part is ./module.ts). */

/**
 * The indexed owner of a drago (lowercase) and the network it lives on, or undefined when no
 * chain holds it (unknown, or burned). From the chain indexer's rows, never a chain read.
 */
export async function dragoOwnerOf(
  db: Kysely<Database>,
  tokenId: number | string,
): Promise<{ network: 0 | 1 | 2; owner: string } | undefined> {
  const row = await db
    .selectFrom('drago_token')
    .select(['network', 'owner'])
    .where('token_id', '=', String(tokenId))
    .orderBy('network', 'desc')
    .executeTakeFirst();
  return row ? { network: row.network as 0 | 1 | 2, owner: row.owner } : undefined;
}

/**
 * What other modules read of the dragos module, provided as `dragos` (`ctx.services.dragos`):
 * rentals check a drago's indexed owner without importing this module, which reads their rent.
 */
export interface DragoReads {
  readonly ownerOf: typeof dragoOwnerOf;
}

export const dragoReads: DragoReads = { ownerOf: dragoOwnerOf };
