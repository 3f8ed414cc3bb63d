import { findContract } from '@kingdoms/contracts/contractOf';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { IndexedLog, IndexerSubscription } from '../chain-indexer';

export const ROULETTE_SUBSCRIPTION = 'roulette';

const burnedArgs = z.object({
  burner: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => value.toLowerCase()),
  amount: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).transform(BigInt),
});

/** Records a MysteryBoxBurned(burner, amount) event; other events (TransferSingle…) matter to nobody here. */
export async function applyRouletteLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  if (log.eventName !== 'MysteryBoxBurned') return;
  const event = burnedArgs.parse(log.args);
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

/** A reorg removed the burn: it can no longer be granted (a grant made before stays; see README). */
export async function revertRouletteLog(trx: Kysely<Database>, log: IndexedLog): Promise<void> {
  if (log.eventName !== 'MysteryBoxBurned') return;
  await trx
    .deleteFrom('roulette_burn')
    .where('chain_id', '=', String(log.chainId))
    .where('tx_hash', '=', log.txHash.toLowerCase())
    .where('log_index', '=', log.logIndex)
    .execute();
}

/** The MysteryBox contract on Polygon, or undefined when the deployment has none. */
export function rouletteSubscription(deployment: Deployment | undefined): IndexerSubscription | undefined {
  const box = findContract(deployment, 'MysteryBox', 'polygon');
  if (!deployment || !box) return undefined;
  return {
    name: ROULETTE_SUBSCRIPTION,
    chainId: box.chainId,
    address: box.address,
    abi: box.abi,
    startBlock: BigInt(deployment.chains.polygon.startBlock),
    apply: applyRouletteLog,
    revert: revertRouletteLog,
  };
}
