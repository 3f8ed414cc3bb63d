import type { Deployment } from '@kingdoms/shared/deployment';
import type { Abi, Address, ContractEventName, Hex, TypedDataDefinition } from 'viem';
import type { TypedLog } from '../chain-indexer';

/** A message of a route: its nonce (unique within the route) and its fields (decimal strings). */
export interface RelayerMessage {
  readonly route: string;
  readonly nonce: string;
  readonly payload: Readonly<Record<string, string>>;
}

/** What a source event means to a route: the message's nonce and fields. */
export interface MessageFields {
  readonly nonce: string;
  readonly payload: Record<string, string>;
}

/**
 * A contract's events as a route reads them: where they are, and per event the route names what
 * it means (`R`), its arguments typed from the contract's ABI as in `subscription({ on })`;
 * undefined: this log is not the route's (another target chain, another source).
 */
export interface RouteEvents<
  R,
  TAbi extends Abi = Abi,
  N extends ContractEventName<TAbi> = ContractEventName<TAbi>,
> {
  readonly chainId: number;
  readonly address: Address;
  readonly abi: TAbi;
  readonly startBlock: bigint;
  readonly on: { readonly [K in N]: (log: TypedLog<TAbi, K>) => R | undefined };
}

/**
 * A route's events, written against the contract's own ABI (each handler's `log.args` typed from
 * it) and kept in the form the relayer holds every route in. The relayer dispatches by event name
 * through `subscription()`, which types each log by the same ABI, so the erasure loses nothing.
 */
export function routeEvents<R, const TAbi extends Abi, N extends ContractEventName<TAbi>>(
  events: RouteEvents<R, TAbi, N>,
): RouteEvents<R> {
  return events as unknown as RouteEvents<R>;
}

/** The transaction that delivers a message on the target chain. */
export interface DeliveryCall {
  readonly address: Address;
  readonly abi: Abi;
  readonly functionName: string;
  readonly args: readonly unknown[];
}

/**
 * One relayer route: a source event → a message with a nonce → an EIP-712 signature by the API's
 * signer → either one delivery transaction on the target chain (`delivery: 'transaction'`) or the
 * signature handed to the user (`delivery: 'signature'`, the user submits it).
 */
export interface RelayerRoute {
  /** Unique and stable: it keys the messages and names the indexer subscription. */
  readonly name: string;
  /** The source contract's events that are messages of this route (`routeEvents`). */
  readonly source: RouteEvents<MessageFields>;
  /** What the signer signs. */
  typedData(message: RelayerMessage): TypedDataDefinition;
  readonly delivery: 'transaction' | 'signature';
  /**
   * Seconds after the source block's time before the message is signed at all (a checkpoint: LOKA
   * withdrawals wait for Polygon's checkpoint on Ethereum). Undefined or 0: signed at once.
   */
  readonly delaySeconds?: number;
  /**
   * The target chain's event that proves a delivery, whoever sent it (the relayer, or the user
   * with a handed-out signature): the nonce it carries, or undefined for other events.
   */
  readonly delivered?: RouteEvents<string>;
  /** For transaction routes: the target chain and the call carrying the signature. */
  readonly target?: {
    readonly chainId: number;
    readonly network: 'ethereum' | 'polygon' | 'arenaz';
    call(message: RelayerMessage, signature: Hex): DeliveryCall;
    /** Reads the target contract: true once the message's nonce is used (delivered by anyone). */
    isDelivered(read: ReadContract, message: RelayerMessage): Promise<boolean>;
  };
}

/** A contract read on the target chain (viem's readContract, narrowed). */
export type ReadContract = (call: {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
}) => Promise<unknown>;

/** What a route may depend on besides the deployment (the bridge's checkpoint delay…). */
export interface RouteContext {
  /** BRIDGE_CHECKPOINT_DELAY_SECONDS (the bridge's setting); undefined: the default. */
  readonly checkpointDelaySeconds: number | undefined;
  /** A devnet deployment: devnet defaults apply. */
  readonly devnet: boolean;
}

/** Builds a route from a deployment, or says why it cannot run there. */
export type RouteFactory = (
  deployment: Deployment,
  context?: RouteContext,
) => RelayerRoute | { problem: string };
