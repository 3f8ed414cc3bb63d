import { findContract } from '@kingdoms/contracts/contractOf';
import { dragoAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORKS } from '@kingdoms/shared/networks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type EventHandlers, type IndexerSubscription, subscription, type TypedLog } from '../chain-indexer';

/** status of a rental ended because its drago changed hands on chain. */
export const RENTAL_ENDED_BY_TRANSFER = 3;

export interface RentalTransferLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

type TransferLog = TypedLog<typeof dragoAbi, 'Transfer'>;

/**
 * A drago that leaves its lender while rented ends the rental (status 3, README "Transfers"): a
 * Transfer of a drago with a running rental, made after the rental started, to anyone but the
 * lender. The lender keeps the profit mined so far; reports mined after the transfer find no
 * running rental.
 */
async function endRentalOnTransfer(
  trx: Kysely<Database>,
  network: number,
  log: TransferLog,
  logger?: RentalTransferLogger,
): Promise<void> {
  const transfer = { to: log.args.to, tokenId: log.args.tokenId.toString() };
  const at = new Date(log.blockTime * 1000);
  const ended = await trx
    .updateTable('rental')
    .set({
      status: RENTAL_ENDED_BY_TRANSFER,
      ended_at: at,
      ended_by_chain_id: log.chainId,
      ended_by_tx: log.txHash.toLowerCase(),
      ended_by_log_index: log.logIndex,
    })
    .where('token_id', '=', transfer.tokenId)
    .where('network', '=', network)
    .where('status', '=', 1)
    .where('lender', '<>', transfer.to)
    .where('start_date', '<=', at)
    .where('expire_date', '>', at)
    .returning(['id', 'lender', 'rentee'])
    .executeTakeFirst();
  if (ended) {
    logger?.info(
      {
        rentalId: ended.id,
        tokenId: transfer.tokenId,
        lender: ended.lender,
        to: transfer.to,
        txHash: log.txHash,
      },
      'Rental ended: its drago was transferred',
    );
  }
}

/** A reorg removed the transfer: the rental it ended runs again, unless the drago was rented anew. */
async function restoreRentalOnRevert(
  trx: Kysely<Database>,
  log: TransferLog,
  logger?: RentalTransferLogger,
): Promise<void> {
  const ended = await trx
    .selectFrom('rental')
    .select(['id', 'token_id', 'network'])
    .where('status', '=', RENTAL_ENDED_BY_TRANSFER)
    .where('ended_by_chain_id', '=', String(log.chainId))
    .where('ended_by_tx', '=', log.txHash.toLowerCase())
    .where('ended_by_log_index', '=', log.logIndex)
    .executeTakeFirst();
  if (!ended) return;
  const rentedAgain = await trx
    .selectFrom('rental')
    .select('id')
    .where('token_id', '=', ended.token_id)
    .where('network', '=', ended.network)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (rentedAgain) {
    logger?.warn(
      { rentalId: ended.id, newRentalId: rentedAgain.id, txHash: log.txHash },
      'A reorg removed the transfer that ended a rental, but the drago is rented anew: the old rental stays ended',
    );
    return;
  }
  await trx
    .updateTable('rental')
    .set({
      status: 1,
      ended_at: null,
      ended_by_chain_id: null,
      ended_by_tx: null,
      ended_by_log_index: null,
    })
    .where('id', '=', ended.id)
    .execute();
}

/** What a Drago's Transfer on `network` (its index) does to rentals, and how a reorg undoes it. */
export function rentalTransferEvents(
  network: number,
  logger?: RentalTransferLogger,
): EventHandlers<typeof dragoAbi, 'Transfer'> {
  return {
    Transfer: {
      apply: (trx, log) => endRentalOnTransfer(trx, network, log, logger),
      revert: (trx, log) => restoreRentalOnRevert(trx, log, logger),
    },
  };
}

/** One subscription per network with a Drago contract: its Transfer events end rentals. */
export function rentalTransferSubscriptions(
  deployment: Deployment | undefined,
  logger?: RentalTransferLogger,
): IndexerSubscription[] {
  if (!deployment) return [];
  return NETWORKS.flatMap((network): IndexerSubscription[] => {
    const drago = findContract(deployment, 'Drago', network.key);
    if (!drago) return [];
    return [
      subscription({
        name: `rental-transfers-${network.key}`,
        chainId: drago.chainId,
        address: drago.address,
        abi: dragoAbi,
        startBlock: BigInt(deployment.chains[network.key].startBlock),
        on: rentalTransferEvents(network.index, logger),
      }),
    ];
  });
}
