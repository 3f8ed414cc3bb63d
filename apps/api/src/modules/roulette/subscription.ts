import { findContract } from '@kingdoms/contracts/contractOf';
import { mysteryBoxAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type EventHandlers, type IndexerSubscription, subscription, type TypedLog } from '../chain-indexer';
import { revokedTickets } from './tickets';

export const ROULETTE_SUBSCRIPTION = 'roulette';

type BurnLog = TypedLog<typeof mysteryBoxAbi, 'MysteryBoxBurned'>;

/** Records a MysteryBoxBurned(burner, amount) event. */
async function applyBurn(trx: Kysely<Database>, log: BurnLog): Promise<void> {
  const event = log.args;
  await trx
    .insertInto('roulette_burn')
    .values({
      chain_id: log.chainId,
      tx_hash: log.txHash.toLowerCase(),
      log_index: log.logIndex,
      block_number: log.blockNumber,
      burner: event.burner,
      amount: event.amount,
    })
    .execute();
}

/**
 * A reorg removed the burn: it can no longer be granted, and a grant already made for its
 * transaction is taken back (README "Reorged burns"): the unspent tickets leave the wallet, the
 * spent ones become its ticket debt, and the revocation is recorded and logged.
 */
async function revertBurn(trx: Kysely<Database>, log: BurnLog, logger?: RevocationLogger): Promise<void> {
  const hash = log.txHash.toLowerCase();
  await trx
    .deleteFrom('roulette_burn')
    .where('chain_id', '=', String(log.chainId))
    .where('tx_hash', '=', hash)
    .where('log_index', '=', log.logIndex)
    .execute();
  const grant = await trx
    .deleteFrom('roulette_grant')
    .where('tx_hash', '=', hash)
    .returningAll()
    .executeTakeFirst();
  if (!grant) return;
  const wallet = await trx
    .selectFrom('roulette_wallet')
    .select('tickets')
    .where('wallet', '=', grant.wallet)
    .forUpdate()
    .executeTakeFirst();
  const { takenBack, spent } = revokedTickets(grant.tickets, wallet?.tickets ?? 0);
  await trx
    .updateTable('roulette_wallet')
    .set((eb) => ({ tickets: eb('tickets', '-', takenBack), ticket_debt: eb('ticket_debt', '+', spent) }))
    .where('wallet', '=', grant.wallet)
    .execute();
  await trx
    .insertInto('roulette_revoked_grant')
    .values({
      tx_hash: hash,
      wallet: grant.wallet,
      boxes: grant.boxes,
      tickets: grant.tickets,
      taken_back: takenBack,
      spent,
    })
    .execute();
  logger?.warn(
    { txHash: hash, wallet: grant.wallet, tickets: grant.tickets, takenBack, spent },
    'Roulette grant revoked: a reorg removed its burn',
  );
}

export interface RevocationLogger {
  warn(object: object, message: string): void;
}

/** The roulette's MysteryBox events: its burns (other events, TransferSingle…, matter to nobody here). */
export function rouletteEvents(
  logger?: RevocationLogger,
): EventHandlers<typeof mysteryBoxAbi, 'MysteryBoxBurned'> {
  return {
    MysteryBoxBurned: { apply: applyBurn, revert: (trx, log) => revertBurn(trx, log, logger) },
  };
}

/** The MysteryBox contract on Polygon, or undefined when the deployment has none. */
export function rouletteSubscription(
  deployment: Deployment | undefined,
  logger?: RevocationLogger,
): IndexerSubscription | undefined {
  const box = findContract(deployment, 'MysteryBox', 'polygon');
  if (!deployment || !box) return undefined;
  return subscription({
    name: ROULETTE_SUBSCRIPTION,
    chainId: box.chainId,
    address: box.address,
    abi: mysteryBoxAbi,
    startBlock: BigInt(deployment.chains.polygon.startBlock),
    on: rouletteEvents(logger),
  });
}
