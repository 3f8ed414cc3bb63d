import { type Kysely, sql } from 'kysely';
import { type Address, erc1155Abi } from 'viem';
import type { Database } from '../../db/schema';
import { type EventHandler, type IndexerSubscription, subscription, type TypedLog } from '../chain-indexer';

const ZERO = '0x0000000000000000000000000000000000000000';
type TransferLog = TypedLog<typeof erc1155Abi, 'TransferSingle' | 'TransferBatch'>;

/** The (from, to, id, amount) moves of an ERC-1155 transfer log. */
function movesOf(log: TransferLog): { from: string; to: string; id: string; amount: string }[] {
  const { from, to } = log.args;
  if (log.eventName === 'TransferSingle') {
    return [{ from, to, id: log.args.id.toString(), amount: log.args.value.toString() }];
  }
  const { ids, values } = log.args;
  if (ids.length !== values.length) throw new Error('TransferBatch ids and values differ in length');
  return ids.map((id, index) => ({ from, to, id: id.toString(), amount: (values[index] ?? 0n).toString() }));
}

async function addTo(trx: Kysely<Database>, chainId: number, owner: string, id: string, delta: string) {
  await trx
    .insertInto('bridge_resource_balance')
    .values({ chain_id: chainId, owner, token_id: id, amount: delta })
    .onConflict((oc) =>
      oc
        .columns(['chain_id', 'owner', 'token_id'])
        .doUpdateSet({ amount: sql`bridge_resource_balance.amount + excluded.amount` }),
    )
    .execute();
}

async function subtractFrom(
  trx: Kysely<Database>,
  chainId: number,
  owner: string,
  id: string,
  delta: string,
) {
  // Every transfer since the contract's deployment is indexed, so the row exists and holds enough;
  // anything else is a bug (the check constraint throws and the batch is retried, logged).
  const result = await trx
    .updateTable('bridge_resource_balance')
    .set({ amount: sql`amount - ${delta}::numeric` })
    .where('chain_id', '=', String(chainId))
    .where('owner', '=', owner)
    .where('token_id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`No indexed balance of resource ${id} for ${owner}`);
  // A wallet has a row only while it holds some, as a fresh index leaves it: a reorg reverting a
  // mint, or a wallet sending all away, drops the row instead of keeping a zero.
  await trx
    .deleteFrom('bridge_resource_balance')
    .where('chain_id', '=', String(chainId))
    .where('owner', '=', owner)
    .where('token_id', '=', id)
    .where('amount', '=', '0')
    .execute();
}

/**
 * The RESOURCE holdings of every wallet on one chain (ERC-1155 TransferSingle/TransferBatch of
 * the Resource contract): what {nft}/api/resource/list lists, never a chain read.
 */
export function resourceSubscription(options: {
  chainId: number;
  address: Address;
  startBlock: bigint;
}): IndexerSubscription {
  const { chainId } = options;
  const transfer: EventHandler<TransferLog> = {
    async apply(trx, log) {
      for (const move of movesOf(log)) {
        if (move.amount === '0') continue;
        if (move.from !== ZERO) await subtractFrom(trx, chainId, move.from, move.id, move.amount);
        if (move.to !== ZERO) await addTo(trx, chainId, move.to, move.id, move.amount);
      }
    },
    async revert(trx, log) {
      for (const move of movesOf(log).reverse()) {
        if (move.amount === '0') continue;
        if (move.to !== ZERO) await subtractFrom(trx, chainId, move.to, move.id, move.amount);
        if (move.from !== ZERO) await addTo(trx, chainId, move.from, move.id, move.amount);
      }
    },
  };
  return subscription({
    name: 'bridge-resource',
    chainId,
    address: options.address,
    abi: erc1155Abi,
    startBlock: options.startBlock,
    on: { TransferSingle: transfer, TransferBatch: transfer },
  });
}
