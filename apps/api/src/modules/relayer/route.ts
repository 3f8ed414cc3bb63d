import type { Deployment } from '@kingdoms/shared/deployment';
import type { Abi, Address, Hex, TypedDataDefinition } from 'viem';
import type { IndexedLog } from '../chain-indexer';

/** A message of a route: its nonce (unique within the route) and its fields (decimal strings). */
export interface RelayerMessage {
  readonly route: string;
  readonly nonce: string;
  readonly payload: Readonly<Record<string, string>>;
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
  readonly source: {
    readonly chainId: number;
    readonly address: Address;
    readonly abi: Abi;
    readonly startBlock: bigint;
  };
  /** The message of a source log, or undefined for logs that are not messages of this route. */
  message(log: IndexedLog): { nonce: string; payload: Record<string, string> } | undefined;
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
  readonly delivered?: {
    readonly chainId: number;
    readonly address: Address;
    readonly abi: Abi;
    readonly startBlock: bigint;
    nonce(log: IndexedLog): string | undefined;
  };
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
