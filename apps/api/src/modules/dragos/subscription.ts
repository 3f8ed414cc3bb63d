import { findContract } from '@kingdoms/contracts/contractOf';
import { dragoAbi, eggAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import type { Kysely } from 'kysely';
import type { Abi, ContractEventName } from 'viem';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import {
  type EventHandler,
  type EventHandlers,
  type IndexerSubscription,
  storedArgs,
  subscription,
  type TypedLog,
} from '../chain-indexer';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const uint = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value.toLowerCase());
const small = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
/** uint8[38] arrives as JSON text. */
const datasArg = z
  .string()
  .transform((text) => JSON.parse(text) as unknown)
  .pipe(z.array(small).length(38));

type Contract = 'drago' | 'egg';

/** Reads a drago's counts on chain as of a block (DragoBorn does not carry them). */
export type BornCountsReader = (
  chainId: number,
  tokenId: string,
  blockNumber: bigint,
) => Promise<{ breedCount: number; rehatchCount: number }>;

interface StoredEvent {
  event_name: string;
  block_time: Date;
  args: Record<string, string | number | boolean>;
}

async function eventsOf(trx: Kysely<Database>, chainId: number, contract: Contract, tokenId: string) {
  return (await trx
    .selectFrom('drago_event')
    .select(['event_name', 'block_time', 'args'])
    .where('chain_id', '=', String(chainId))
    .where('contract', '=', contract)
    .where('token_id', '=', tokenId)
    .orderBy('block_number')
    .orderBy('log_index')
    .execute()) as StoredEvent[];
}

/**
 * A drago's row, folded again from all its stored events (so a reverted event simply disappears
 * from the fold): owner from the last Transfer, genes and counts from DragoBorn, DragoRehatched
 * and Bred, the pending rehatch from RehatchRequested until DragoRehatched. Burned: no row.
 */
async function foldDrago(
  trx: Kysely<Database>,
  chainId: number,
  network: number,
  tokenId: string,
): Promise<void> {
  let owner: string | undefined;
  let datas: number[] | undefined;
  let breed = 0;
  let rehatch = 0;
  let parents = ['0', '0'];
  let request: { id: string; at: Date } | null = null;
  for (const event of await eventsOf(trx, chainId, 'drago', tokenId)) {
    const args = event.args;
    switch (event.event_name) {
      case 'Transfer':
        owner = address.parse(args.to);
        break;
      case 'DragoBorn':
        datas = datasArg.parse(args.datas);
        parents = [uint.parse(args.parentA), uint.parse(args.parentB)];
        breed = small.parse(args.breedCount ?? 0);
        rehatch = small.parse(args.rehatchCount ?? 0);
        request = null;
        break;
      case 'RehatchRequested':
        rehatch = 0;
        request = { id: uint.parse(args.requestId), at: event.block_time };
        break;
      case 'DragoRehatched':
        datas = datasArg.parse(args.datas);
        rehatch = small.parse(args.rehatchCount);
        request = null;
        break;
      case 'Bred':
        breed = small.parse(args.breedCount);
        break;
    }
  }
  await trx
    .deleteFrom('drago_token')
    .where('chain_id', '=', String(chainId))
    .where('token_id', '=', tokenId)
    .execute();
  if (!owner || owner === ZERO_ADDRESS || !datas) return;
  await trx
    .insertInto('drago_token')
    .values({
      chain_id: chainId,
      token_id: tokenId,
      network,
      owner,
      datas: JSON.stringify(datas),
      breed_count: breed,
      rehatch_count: rehatch,
      parent_a: parents[0]!,
      parent_b: parents[1]!,
      rehatch_request_id: request?.id ?? null,
      rehatch_requested_at: request?.at ?? null,
    })
    .execute();
}

/** An egg's row folded from its events: owner, parents, hatching status and request, genesis nonce. */
async function foldEgg(
  trx: Kysely<Database>,
  chainId: number,
  network: number,
  tokenId: string,
): Promise<void> {
  let owner: string | undefined;
  let parents = ['0', '0'];
  let request: { id: string; at: Date } | null = null;
  let genesisNonce: string | null = null;
  for (const event of await eventsOf(trx, chainId, 'egg', tokenId)) {
    const args = event.args;
    switch (event.event_name) {
      case 'Transfer':
        owner = address.parse(args.to);
        break;
      case 'EggLaid':
        parents = [uint.parse(args.parentA), uint.parse(args.parentB)];
        break;
      case 'HatchRequested':
        request = { id: uint.parse(args.requestId), at: event.block_time };
        break;
      case 'EggHatched':
        request = null;
        break;
      case 'GenesisEggReceived':
        genesisNonce = uint.parse(args.nonce);
        break;
    }
  }
  await trx
    .deleteFrom('drago_egg')
    .where('chain_id', '=', String(chainId))
    .where('token_id', '=', tokenId)
    .execute();
  if (!owner || owner === ZERO_ADDRESS) return;
  await trx
    .insertInto('drago_egg')
    .values({
      chain_id: chainId,
      token_id: tokenId,
      network,
      owner,
      status: request ? 1 : 0,
      parent_a: parents[0]!,
      parent_b: parents[1]!,
      hatch_request_id: request?.id ?? null,
      hatch_requested_at: request?.at ?? null,
      genesis_nonce: genesisNonce,
    })
    .execute();
}

/** The events stored per token; other events of the contracts (approvals, roles…) are not. */
type DragoEvent = 'Transfer' | 'DragoBorn' | 'RehatchRequested' | 'DragoRehatched' | 'Bred';
type EggEvent = 'Transfer' | 'EggLaid' | 'HatchRequested' | 'EggHatched' | 'GenesisEggReceived';

/** The token id each stored event is about, typed from the contract's ABI. */
type TokenIdOf<TAbi extends Abi, N extends ContractEventName<TAbi>> = {
  readonly [K in N]: (log: TypedLog<TAbi, K>) => bigint;
};

const DRAGO_TOKEN_ID: TokenIdOf<typeof dragoAbi, DragoEvent> = {
  Transfer: (log) => log.args.tokenId,
  DragoBorn: (log) => log.args.tokenId,
  RehatchRequested: (log) => log.args.tokenId,
  DragoRehatched: (log) => log.args.tokenId,
  Bred: (log) => log.args.tokenId,
};

const EGG_TOKEN_ID: TokenIdOf<typeof eggAbi, EggEvent> = {
  Transfer: (log) => log.args.tokenId,
  EggLaid: (log) => log.args.eggId,
  HatchRequested: (log) => log.args.eggId,
  EggHatched: (log) => log.args.eggId,
  GenesisEggReceived: (log) => log.args.eggId,
};

/** A stored event of a token: its arguments as the indexer stores them, then the token's row folded again. */
interface TokenEventStore {
  apply(trx: Kysely<Database>, log: TypedLog<Abi>, tokenId: string): Promise<void>;
  revert(trx: Kysely<Database>, log: TypedLog<Abi>, tokenId: string): Promise<void>;
}

/** One handler pair per stored event: each finds its token id (typed) and hands the log to the store. */
function tokenEvents<const TAbi extends Abi, N extends ContractEventName<TAbi>>(
  tokenIdOf: TokenIdOf<TAbi, N>,
  store: TokenEventStore,
): EventHandlers<TAbi, N> {
  const handlers: Partial<Record<N, EventHandler<TypedLog<TAbi, N>>>> = {};
  for (const name of Object.keys(tokenIdOf) as N[]) {
    const idOf = tokenIdOf[name] as (log: TypedLog<TAbi, N>) => bigint;
    handlers[name] = {
      apply: (trx, log) => store.apply(trx, log as TypedLog<Abi>, idOf(log).toString()),
      revert: (trx, log) => store.revert(trx, log as TypedLog<Abi>, idOf(log).toString()),
    };
  }
  return handlers as unknown as EventHandlers<TAbi, N>;
}

function tokenEventStore(
  contract: Contract,
  networkIndex: number,
  readBornCounts: BornCountsReader | undefined,
): TokenEventStore {
  const abi = contract === 'drago' ? dragoAbi : eggAbi;
  const fold = contract === 'drago' ? foldDrago : foldEgg;
  return {
    async apply(trx, log, tokenId) {
      let args = storedArgs(abi, log);
      if (log.eventName === 'DragoBorn' && args.breedCount === undefined && readBornCounts) {
        // Seeded dragos carry counts no event states: read them as of the born block, once.
        args = { ...args, ...(await readBornCounts(log.chainId, tokenId, log.blockNumber)) };
      }
      await trx
        .insertInto('drago_event')
        .values({
          chain_id: log.chainId,
          tx_hash: log.txHash.toLowerCase(),
          log_index: log.logIndex,
          contract,
          token_id: tokenId,
          event_name: log.eventName,
          block_number: log.blockNumber,
          block_time: new Date(log.blockTime * 1000),
          args: JSON.stringify(args),
        })
        .execute();
      await fold(trx, log.chainId, networkIndex, tokenId);
    },
    async revert(trx, log, tokenId) {
      await trx
        .deleteFrom('drago_event')
        .where('chain_id', '=', String(log.chainId))
        .where('tx_hash', '=', log.txHash.toLowerCase())
        .where('log_index', '=', log.logIndex)
        .execute();
      await fold(trx, log.chainId, networkIndex, tokenId);
    },
  };
}

function tokenSubscription(
  contract: Contract,
  network: NetworkKey,
  deployment: Deployment,
  readBornCounts: BornCountsReader | undefined,
): IndexerSubscription | undefined {
  const found = findContract(deployment, contract === 'drago' ? 'Drago' : 'Egg', network);
  if (!found) return undefined;
  const where = {
    name: `dragos-${contract}-${network}`,
    chainId: found.chainId,
    address: found.address,
    startBlock: BigInt(deployment.chains[network].startBlock),
  };
  const store = tokenEventStore(contract, NETWORK_KEYS.indexOf(network), readBornCounts);
  return contract === 'drago'
    ? subscription({ ...where, abi: dragoAbi, on: tokenEvents(DRAGO_TOKEN_ID, store) })
    : subscription({ ...where, abi: eggAbi, on: tokenEvents(EGG_TOKEN_ID, store) });
}

function gateSubscription(deployment: Deployment): IndexerSubscription | undefined {
  const gate = findContract(deployment, 'GenesisEggGate', 'ethereum');
  if (!gate) return undefined;
  return subscription({
    name: 'dragos-genesis-gate',
    chainId: gate.chainId,
    address: gate.address,
    abi: gate.abi,
    startBlock: BigInt(deployment.chains.ethereum.startBlock),
    on: {
      GenesisEggSent: {
        async apply(trx, log) {
          await trx
            .insertInto('drago_genesis_send')
            .values({
              chain_id: log.chainId,
              tx_hash: log.txHash.toLowerCase(),
              log_index: log.logIndex,
              nonce: log.args.nonce.toString(),
              egg_id: log.args.eggId.toString(),
              owner: log.args.owner,
              block_number: log.blockNumber,
              block_time: new Date(log.blockTime * 1000),
            })
            .execute();
        },
        async revert(trx, log) {
          await trx
            .deleteFrom('drago_genesis_send')
            .where('chain_id', '=', String(log.chainId))
            .where('tx_hash', '=', log.txHash.toLowerCase())
            .where('log_index', '=', log.logIndex)
            .execute();
        },
      },
    },
  });
}

/** Drago and Egg on every chain that has them, and the genesis gate on Ethereum. */
export function dragoSubscriptions(
  deployment: Deployment | undefined,
  readBornCounts?: BornCountsReader,
): IndexerSubscription[] {
  if (!deployment) return [];
  const subscriptions: (IndexerSubscription | undefined)[] = [];
  for (const network of NETWORK_KEYS) {
    subscriptions.push(tokenSubscription('drago', network, deployment, readBornCounts));
    subscriptions.push(tokenSubscription('egg', network, deployment, readBornCounts));
  }
  subscriptions.push(gateSubscription(deployment));
  return subscriptions.filter((subscription) => subscription !== undefined);
}
