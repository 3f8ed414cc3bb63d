import { type DeployedContract, findContract } from '@kingdoms/contracts/contractOf';
import { chainlinkVrfOracleAbi, devRandomnessOracleAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import type { Kysely } from 'kysely';
import { toHex } from 'viem';
import type { Database } from '../../db/schema';
import { type EventHandlers, type IndexerSubscription, subscription } from '../chain-indexer';

/** What both oracles' RandomnessRequested give the request row. */
interface RequestedLog {
  chainId: number;
  address: string;
  blockNumber: number | bigint;
  blockTime: number;
  txHash: string;
  args: { requestId: bigint; consumer: string };
}

/**
 * Inserts a request once per (chain, id). `boundTo` fills the `commitment` column: the dev
 * oracle's seed commitment, or for ChainlinkVrfOracle the coordinator's request id (32-byte hex).
 */
async function insertRequest(trx: Kysely<Database>, log: RequestedLog, boundTo: string) {
  await trx
    .insertInto('randomness_request')
    .values({
      chain_id: log.chainId,
      request_id: log.args.requestId.toString(),
      oracle: log.address.toLowerCase(),
      consumer: log.args.consumer,
      commitment: boundTo.toLowerCase(),
      requested_block: log.blockNumber,
      requested_tx_hash: log.txHash.toLowerCase(),
      requested_at: new Date(log.blockTime * 1000),
      status: 'pending',
    })
    .onConflict((oc) => oc.columns(['chain_id', 'request_id']).doNothing())
    .execute();
}

async function deleteRequest(trx: Kysely<Database>, log: RequestedLog) {
  await trx
    .deleteFrom('randomness_request')
    .where('chain_id', '=', String(log.chainId))
    .where('request_id', '=', log.args.requestId.toString())
    .execute();
}

/**
 * RandomnessRequested inserts the request (once per chain and id, whatever the indexer redelivers);
 * RandomnessFulfilled marks it fulfilled, whoever sent the fulfilment. A reorg removing the event
 * removes the request, or opens it again (the worker checks the chain).
 */
export const randomnessEvents: EventHandlers<
  typeof devRandomnessOracleAbi,
  'RandomnessRequested' | 'RandomnessFulfilled'
> = {
  RandomnessRequested: {
    apply: (trx, log) => insertRequest(trx, log, log.args.commitment),
    revert: deleteRequest,
  },
  RandomnessFulfilled: {
    async apply(trx, log) {
      await trx
        .updateTable('randomness_request')
        .set({ status: 'fulfilled', fulfilled_at: new Date(log.blockTime * 1000), last_error: null })
        .where('chain_id', '=', String(log.chainId))
        .where('request_id', '=', log.args.requestId.toString())
        .execute();
    },
    async revert(trx, log) {
      await trx
        .updateTable('randomness_request')
        .set({ status: 'pending', fulfilled_at: null })
        .where('chain_id', '=', String(log.chainId))
        .where('request_id', '=', log.args.requestId.toString())
        .where('status', '=', 'fulfilled')
        .execute();
    },
  },
};

/**
 * ChainlinkVrfOracle's events into the same rows: its RandomnessRequested names the coordinator's
 * request id where the dev oracle names a commitment; RandomnessFulfilled is the same event.
 */
export const vrfRandomnessEvents: EventHandlers<
  typeof chainlinkVrfOracleAbi,
  'RandomnessRequested' | 'RandomnessFulfilled'
> = {
  RandomnessRequested: {
    apply: (trx, log) => insertRequest(trx, log, toHex(log.args.vrfRequestId, { size: 32 })),
    revert: deleteRequest,
  },
  RandomnessFulfilled: randomnessEvents.RandomnessFulfilled,
};

export type DeployedOracle = { network: NetworkKey; startBlock: bigint } & (
  | { kind: 'dev'; oracle: DeployedContract<'DevRandomnessOracle'> }
  | { kind: 'vrf'; oracle: DeployedContract<'ChainlinkVrfOracle'> }
);

/**
 * The randomness oracle of each network the deployment has one on: `dev` (DevRandomnessOracle,
 * fulfilled by this API's worker with RANDOMNESS_ORACLE=devnet) or `vrf` (ChainlinkVrfOracle,
 * fulfilled by Chainlink). A network has one or the other (packages/contracts randomnessPlan.ts).
 */
export function deployedOracles(deployment: Deployment | undefined): DeployedOracle[] {
  return NETWORK_KEYS.flatMap((network: NetworkKey): DeployedOracle[] => {
    if (!deployment) return [];
    const startBlock = BigInt(deployment.chains[network].startBlock);
    const dev = findContract(deployment, 'DevRandomnessOracle', network);
    if (dev) return [{ network, kind: 'dev' as const, oracle: dev, startBlock }];
    const vrf = findContract(deployment, 'ChainlinkVrfOracle', network);
    if (vrf) return [{ network, kind: 'vrf' as const, oracle: vrf, startBlock }];
    return [];
  });
}

export function randomnessSubscriptions(deployment: Deployment | undefined): IndexerSubscription[] {
  return deployedOracles(deployment).map((deployed) => {
    const where = {
      name: `randomness-oracle:${deployed.network}`,
      chainId: deployed.oracle.chainId,
      address: deployed.oracle.address,
      startBlock: deployed.startBlock,
    };
    return deployed.kind === 'dev'
      ? subscription({ ...where, abi: devRandomnessOracleAbi, on: randomnessEvents })
      : subscription({ ...where, abi: chainlinkVrfOracleAbi, on: vrfRandomnessEvents });
  });
}
