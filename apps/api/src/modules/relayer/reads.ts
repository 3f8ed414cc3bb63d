import type { Kysely } from 'kysely';
import type { LocalAccount } from 'viem';
import type { Database } from '../../db/schema';
import {
  type MessageRecord,
  messagesDeliveredBy,
  messagesOfParty,
  messagesOfSourceTx,
  sentAmount,
} from './messages';
import type { RelayerRoute } from './route';
import { type SignatureState, signatureFor } from './signatures';

/**
 * What other modules read of the relayer's messages (the bridge's histories and step tracker),
 * part of the relayer's service (`ctx.services.relayer`, relayer/module.ts): the one way into the relayer's table from
 * outside the relayer, so its columns can change without touching its readers.
 */
export interface RelayerMessages {
  /**
   * The messages of `routes` that `address` sent or receives, newest first: page `page` (clamped
   * between 1 and the last page, spec 3 §5) of `pageSize`.
   */
  ofParty(query: {
    routes: readonly string[];
    address: string;
    page: number;
    pageSize: number;
  }): Promise<{ records: MessageRecord[]; total: number; page: number }>;
  /** The messages one source transaction made on `routes`, in log order. */
  ofSourceTx(routes: readonly string[], txHash: string): Promise<MessageRecord[]>;
  /** The messages a delivery transaction (a receive, a claim) delivered on `routes`. */
  deliveredBy(routes: readonly string[], txHash: string): Promise<MessageRecord[]>;
  /** The sum of the `amount` field of the messages `address` sent on `route` (base units). */
  sentAmount(route: string, address: string): Promise<string>;
  /**
   * The signature of one message, made now if it is due and nobody made it yet (for an endpoint
   * that hands it to the user; never before the route's delay, nor after the delivery).
   */
  signature(
    route: RelayerRoute,
    nonce: string,
    signer: LocalAccount,
    nowSeconds: number,
  ): Promise<SignatureState>;
}

export function createRelayerMessages(db: Kysely<Database>): RelayerMessages {
  return {
    ofParty: (query) => messagesOfParty(db, query),
    ofSourceTx: (routes, txHash) => messagesOfSourceTx(db, routes, txHash),
    deliveredBy: (routes, txHash) => messagesDeliveredBy(db, routes, txHash),
    sentAmount: (route, address) => sentAmount(db, route, address),
    signature: (route, nonce, signer, nowSeconds) => signatureFor(db, route, nonce, signer, nowSeconds),
  };
}
