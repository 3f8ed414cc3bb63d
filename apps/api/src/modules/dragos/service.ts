import {
  type Drago,
  dragoEndpoints,
  type Egg,
  type GenesisHatchReply,
  type InventoryReply,
  isGenesisTokenId,
  type RandomnessState,
} from '@kingdoms/shared/api/dragos';
import type { Deployment } from '@kingdoms/shared/deployment';
import { describeDrago } from '@kingdoms/shared/drago/index';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import { rentOf, rentsOf } from '../rental';
import type { DragoEggTable, DragoTokenTable } from './tables';

type NetworkIndex = 0 | 1 | 2;

/** Reads a transaction's receipt on Ethereum for a hash the indexer has not seen (yet). */
export type GenesisReceiptReader = (
  txHash: `0x${string}`,
) => Promise<{ found: false } | { found: true; sends: { eggId: string; nonce: string; owner: string }[] }>;

export interface DragoServiceOptions {
  db: Kysely<Database>;
  deployment: Deployment | undefined;
  stuckAfterSeconds: number;
  /** Undefined: no GenesisEggGate in the deployment (genesis/hatch answers relayer_unavailable). */
  readGenesisReceipt?: GenesisReceiptReader;
  now?: () => number;
}

export function createDragoService(options: DragoServiceOptions) {
  const { db, deployment } = options;
  const now = options.now ?? (() => Date.now());
  const networkOfChain = new Map<string, NetworkIndex>();
  NETWORK_KEYS.forEach((key, index) => {
    const chainId = deployment?.chains[key].chainId;
    if (chainId !== undefined) networkOfChain.set(String(chainId), index as NetworkIndex);
  });
  const arenazChainId = deployment ? String(deployment.chains.arenaz.chainId) : undefined;
  const ethereumChainId = deployment ? String(deployment.chains.ethereum.chainId) : undefined;
  const chainIds = (network: NetworkIndex | undefined) =>
    [...networkOfChain].filter(([, index]) => network === undefined || index === network).map(([id]) => id);

  function randomness(requestId: string | null, requestedAt: Date | null): RandomnessState | null {
    if (requestId === null || requestedAt === null) return null;
    const at = Math.floor(requestedAt.getTime() / 1000);
    return {
      requestId,
      requestedAt: at,
      stuck: Math.floor(now() / 1000) - at > options.stuckAfterSeconds,
    };
  }

  function toDrago(row: Selectable<DragoTokenTable>, rent: Drago['rent'] = null): Drago {
    const datas = row.datas;
    return {
      tokenId: Number(row.token_id),
      network: row.network as NetworkIndex,
      grade: datas[0] ?? 1,
      breed: row.breed_count,
      rehatching: row.rehatch_count,
      parents: [Number(row.parent_a), Number(row.parent_b)],
      owner: row.owner,
      datas,
      rent,
      randomness: randomness(row.rehatch_request_id, row.rehatch_requested_at),
    };
  }

  function toEgg(row: Selectable<DragoEggTable>, genesisTxHash: string | null): Egg {
    const tokenId = Number(row.token_id);
    return {
      tokenId,
      status: row.status === 1 ? 1 : 0,
      network: row.network as NetworkIndex,
      genesis: isGenesisTokenId(tokenId),
      parents: [Number(row.parent_a), Number(row.parent_b)],
      randomness: randomness(row.hatch_request_id, row.hatch_requested_at),
      genesisTxHash,
    };
  }

  /** The sends of the gate by egg id (the latest one of each egg). */
  async function sendsOfEggs(eggIds: readonly string[]): Promise<Map<string, string>> {
    if (eggIds.length === 0 || !ethereumChainId) return new Map();
    const rows = await db
      .selectFrom('drago_genesis_send')
      .select(['egg_id', 'tx_hash'])
      .where('chain_id', '=', ethereumChainId)
      .where('egg_id', 'in', [...eggIds])
      .orderBy('block_number')
      .orderBy('log_index')
      .execute();
    return new Map(rows.map((row) => [row.egg_id, row.tx_hash]));
  }

  /** The drago with this id (on whichever chain it lives), or undefined. */
  async function findDrago(tokenId: number): Promise<Drago | undefined> {
    const chains = chainIds(undefined);
    if (chains.length === 0) return undefined;
    const row = await db
      .selectFrom('drago_token')
      .selectAll()
      .where('token_id', '=', String(tokenId))
      .where('chain_id', 'in', chains)
      .orderBy('chain_id', 'desc')
      .executeTakeFirst();
    return row ? toDrago(row, await rentOf(db, Number(row.token_id))) : undefined;
  }

  return {
    /** Spec 2 §7 {nft}/drago/inventory, from the indexed state only. */
    async inventory(address: string, network: NetworkIndex | undefined): Promise<InventoryReply> {
      const chains = chainIds(network);
      if (address === '' || chains.length === 0) return { result: 1, myDragos: [], myEggs: [] };
      const [dragoRows, eggRows] = await Promise.all([
        db
          .selectFrom('drago_token')
          .selectAll()
          .where('owner', '=', address)
          .where('chain_id', 'in', chains)
          .orderBy('token_id')
          .orderBy('chain_id')
          .execute(),
        db
          .selectFrom('drago_egg')
          .selectAll()
          .where('owner', '=', address)
          .where('chain_id', 'in', chains)
          .orderBy('token_id')
          .orderBy('chain_id')
          .execute(),
      ]);
      const genesisIds = eggRows.filter((row) => row.genesis_nonce !== null).map((row) => row.token_id);
      const sends = await sendsOfEggs(genesisIds);
      const eggs = eggRows.map((row) => toEgg(row, sends.get(row.token_id) ?? null));

      // Genesis eggs locked in the gate and not yet received on Arena-Z: on their way (status 1).
      if (ethereumChainId && arenazChainId && (network === undefined || network === 0)) {
        const inFlight = await db
          .selectFrom('drago_genesis_send as send')
          .select(['send.egg_id', 'send.tx_hash'])
          .where('send.chain_id', '=', ethereumChainId)
          .where('send.owner', '=', address)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('drago_event')
                  .select('drago_event.token_id')
                  .where('drago_event.chain_id', '=', arenazChainId)
                  .where('drago_event.contract', '=', 'egg')
                  .where('drago_event.event_name', '=', 'GenesisEggReceived')
                  .whereRef('drago_event.token_id', '=', 'send.egg_id'),
              ),
            ),
          )
          .orderBy('send.egg_id')
          .execute();
        for (const row of inFlight) {
          const tokenId = Number(row.egg_id);
          eggs.push({
            tokenId,
            status: 1,
            network: 0,
            genesis: true,
            parents: [0, 0],
            randomness: null,
            genesisTxHash: row.tx_hash,
          });
        }
        eggs.sort((a, b) => a.tokenId - b.tokenId || a.network - b.network);
      }
      const rents = await rentsOf(
        db,
        dragoRows.map((row) => Number(row.token_id)),
      );
      return {
        result: 1,
        myDragos: dragoRows.map((row) => toDrago(row, rents.get(Number(row.token_id)) ?? null)),
        myEggs: eggs,
      };
    },

    findDrago,

    async findEgg(tokenId: number): Promise<Egg | undefined> {
      const chains = chainIds(undefined);
      if (chains.length === 0) return undefined;
      const row = await db
        .selectFrom('drago_egg')
        .selectAll()
        .where('token_id', '=', String(tokenId))
        .where('chain_id', 'in', chains)
        .orderBy('network', 'desc')
        .executeTakeFirst();
      if (!row) return undefined;
      const sends = row.genesis_nonce === null ? new Map() : await sendsOfEggs([row.token_id]);
      return toEgg(row, sends.get(row.token_id) ?? null);
    },

    /** Spec 2 §7 {nft}/market/detail: 404 drago_not_found for an unknown id. */
    async detail(tokenId: number) {
      const drago = await findDrago(tokenId);
      if (!drago) return refuse(dragoEndpoints.detail, 'drago_not_found');
      const { stats, bonus } = describeDrago(drago.datas);
      return { result: 1 as const, drago, stats, bonus };
    },

    /**
     * Spec 2 §7 {nft}/drago/genesis/hatch: where the genesis egg of this Ethereum transaction is.
     * Read-only and derived from indexed events (the relayer delivers on its own), so the same
     * hash gets the same answer however often and concurrently it is asked.
     */
    async genesisHatch(txHash: `0x${string}`): Promise<GenesisHatchReply> {
      if (!options.readGenesisReceipt || !ethereumChainId || !arenazChainId)
        return refuse(dragoEndpoints.genesisHatch, 'relayer_unavailable');
      const indexed = await db
        .selectFrom('drago_genesis_send')
        .select(['egg_id'])
        .where('chain_id', '=', ethereumChainId)
        .where('tx_hash', '=', txHash)
        .orderBy('log_index')
        .executeTakeFirst();
      let eggId = indexed?.egg_id;
      if (eggId === undefined) {
        // Not indexed yet (confirmations): the receipt tells whether it is a genesis send at all.
        const receipt = await options.readGenesisReceipt(txHash);
        if (!receipt.found) return refuse(dragoEndpoints.genesisHatch, 'genesis_tx_not_found');
        eggId = receipt.sends[0]?.eggId;
        if (eggId === undefined) return refuse(dragoEndpoints.genesisHatch, 'not_genesis_send');
      }
      const events = await db
        .selectFrom('drago_event')
        .select(['event_name'])
        .where('chain_id', '=', arenazChainId)
        .where('contract', '=', 'egg')
        .where('token_id', '=', eggId)
        .where('event_name', 'in', ['GenesisEggReceived', 'EggHatched'])
        .execute();
      const names = new Set(events.map((event) => event.event_name));
      const id = Number(eggId);
      if (names.has('EggHatched')) {
        return { result: 1, status: 3, tokenId: id, eggId: id, randomness: null };
      }
      if (names.has('GenesisEggReceived')) {
        const egg = await db
          .selectFrom('drago_egg')
          .select(['hatch_request_id', 'hatch_requested_at'])
          .where('chain_id', '=', arenazChainId)
          .where('token_id', '=', eggId)
          .executeTakeFirst();
        return {
          result: 1,
          status: 2,
          tokenId: null,
          eggId: id,
          randomness: egg ? randomness(egg.hatch_request_id, egg.hatch_requested_at) : null,
        };
      }
      return { result: 1, status: 1, tokenId: null, eggId: id, randomness: null };
    },
  };
}
export type DragoService = ReturnType<typeof createDragoService>;
