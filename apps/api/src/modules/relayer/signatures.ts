import type { Kysely } from 'kysely';
import type { Hex, LocalAccount } from 'viem';
import type { Chains } from '../../chains';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { RelayerRoute } from './route';

/** The EIP-712 signer: SIGNER_PRIVATE_KEY's account, or the devnet's voucher signer on a devnet. */
export function relayerSigner(
  config: Pick<ApiConfig, 'signerPrivateKey'>,
  chains: Chains,
): LocalAccount | undefined {
  return chains.account(config.signerPrivateKey, 'voucherSigner');
}

/** Where the signature of one message of a signature route is. */
export type SignatureState =
  /** No message with this nonce is indexed. */
  | { readonly state: 'unknown' }
  /** The route's delay has not passed since the source block (`availableAt`, Unix seconds). */
  | { readonly state: 'waiting'; readonly availableAt: number }
  /** The target's delivery event is indexed: the signature was used. */
  | { readonly state: 'delivered'; readonly txHash: string | null }
  | { readonly state: 'signed'; readonly signature: Hex };

/** When a message of `route` may be signed (Unix seconds), from its source block's time. */
export function availableAtOf(route: Pick<RelayerRoute, 'delaySeconds'>, sourceBlockTime: Date): number {
  return Math.floor(sourceBlockTime.getTime() / 1000) + (route.delaySeconds ?? 0);
}

/**
 * The signature of one message, made now if it is due and nobody made it yet (the worker makes it
 * too): for an endpoint that hands it to the user. EIP-712 signatures are deterministic (RFC 6979),
 * so concurrent calls, the worker and a restart all store and answer the same bytes; the row keeps
 * the first one written. Never signs before the route's delay, nor after the delivery.
 */
export async function signatureFor(
  db: Kysely<Database>,
  route: RelayerRoute,
  nonce: string,
  signer: LocalAccount,
  nowSeconds: number,
): Promise<SignatureState> {
  const row = await db
    .selectFrom('relayer_message')
    .selectAll()
    .where('route', '=', route.name)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.status === 'delivered') return { state: 'delivered', txHash: row.tx_hash };
  const availableAt = availableAtOf(route, row.source_block_time ?? row.created_at);
  if (nowSeconds < availableAt) return { state: 'waiting', availableAt };
  if (row.signature) return { state: 'signed', signature: row.signature as Hex };
  const signature = await signer.signTypedData(
    route.typedData({ route: row.route, nonce: row.nonce, payload: row.payload }),
  );
  const stored = await db
    .updateTable('relayer_message')
    .set({ signature })
    .where('route', '=', route.name)
    .where('nonce', '=', nonce)
    .where('signature', 'is', null)
    .returning('signature')
    .executeTakeFirst();
  if (stored) return { state: 'signed', signature };
  const current = await db
    .selectFrom('relayer_message')
    .select(['signature', 'status', 'tx_hash'])
    .where('route', '=', route.name)
    .where('nonce', '=', nonce)
    .executeTakeFirstOrThrow();
  if (current.status === 'delivered') return { state: 'delivered', txHash: current.tx_hash };
  return { state: 'signed', signature: (current.signature ?? signature) as Hex };
}
