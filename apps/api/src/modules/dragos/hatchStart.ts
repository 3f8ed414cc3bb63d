import {
  dragoEndpoints,
  type HatchStart,
  type HatchStartKind,
  type HatchStartReply,
} from '@kingdoms/shared/api/dragos';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import type { DragoHatchStartTable } from './tables';

/** A transaction as the chains know it, read for {nft}/drago/hatch/start. */
export type HatchTxLookup =
  | { found: false }
  | {
      found: true;
      network: NetworkKey;
      chainId: number;
      /** Lowercase sender. */
      from: string;
      /** The call it makes: Egg.hatching / Drago.rehatching of that network, else null. */
      call: { kind: HatchStartKind; tokenId: string } | null;
      /** Not mined yet, or its receipt's status. */
      state: 'pending' | 'success' | 'reverted';
    };

/** Looks a hash up on every chain that has an Egg or a Drago. */
export type HatchTxReader = (txHash: `0x${string}`) => Promise<HatchTxLookup>;

function toHatchStart(row: Selectable<DragoHatchStartTable>): HatchStart {
  return {
    tokenId: Number(row.token_id),
    txHash: row.tx_hash,
    network: row.network as HatchStart['network'],
    kind: row.kind,
    state: row.mined ? 'mined' : 'pending',
    recordedAt: Math.floor(row.recorded_at.getTime() / 1000),
  };
}

/**
 * {nft}/drago/hatch/start (spec 2 §7, unused by the web app): records, once per transaction hash,
 * that `address` started hatching egg `tokenId` (or rehatching drago `tokenId`) in `txHash`, on
 * whichever network it was sent. The access guard has already made sure `address` is the signed-in
 * wallet. The transaction must be that wallet's `Egg.hatching(tokenId)` / `Drago.rehatching(tokenId)`
 * and must not have failed; while it is pending, the indexed owner of the token must be the wallet
 * (once mined, the contract has checked that itself). The same request again answers the same row;
 * the hash recorded for another wallet or token is a conflict.
 */
export async function recordHatchStart(
  db: Kysely<Database>,
  readHatchTx: HatchTxReader | undefined,
  request: { address: string; tokenId: number; txHash: `0x${string}` },
): Promise<HatchStartReply> {
  const { address, tokenId, txHash } = request;
  const recorded = async () =>
    db.selectFrom('drago_hatch_start').selectAll().where('tx_hash', '=', txHash).executeTakeFirst();
  const answer = (row: Selectable<DragoHatchStartTable>): HatchStartReply => {
    if (row.address !== address || Number(row.token_id) !== tokenId)
      return refuse(dragoEndpoints.hatchStart, 'hatch_start_conflict');
    return { result: 1, hatchStart: toHatchStart(row) };
  };

  const existing = await recorded();
  if (existing) return answer(existing);
  if (!readHatchTx) return refuse(dragoEndpoints.hatchStart, 'hatch_tx_not_found');
  const tx = await readHatchTx(txHash);
  if (!tx.found) return refuse(dragoEndpoints.hatchStart, 'hatch_tx_not_found');
  if (
    tx.call === null ||
    tx.call.tokenId !== String(tokenId) ||
    tx.from !== address ||
    tx.state === 'reverted'
  ) {
    return refuse(dragoEndpoints.hatchStart, 'not_hatch_tx');
  }
  const kind = tx.call.kind;
  if (tx.state === 'pending') {
    const owned =
      kind === 'hatch'
        ? await db
            .selectFrom('drago_egg')
            .select('owner')
            .where('chain_id', '=', String(tx.chainId))
            .where('token_id', '=', String(tokenId))
            .executeTakeFirst()
        : await db
            .selectFrom('drago_token')
            .select('owner')
            .where('chain_id', '=', String(tx.chainId))
            .where('token_id', '=', String(tokenId))
            .executeTakeFirst();
    if (owned?.owner !== address) return refuse(dragoEndpoints.hatchStart, 'not_token_owner');
  }
  await db
    .insertInto('drago_hatch_start')
    .values({
      tx_hash: txHash,
      address,
      token_id: String(tokenId),
      chain_id: String(tx.chainId),
      network: NETWORK_KEYS.indexOf(tx.network),
      kind,
      mined: tx.state === 'success',
    })
    .onConflict((oc) => oc.column('tx_hash').doNothing())
    .execute();
  // A concurrent request may have recorded it first: the stored row answers either way.
  const row = await recorded();
  if (!row) throw new Error(`hatch start ${txHash} was not stored`);
  return answer(row);
}
