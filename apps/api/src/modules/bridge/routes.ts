import {
  type BridgeKind,
  type BridgeMessage,
  bridgeReceiveFunction,
  bridgeTypedData,
  type DragoTransfer,
} from '@kingdoms/contracts/bridge';
import { findContract } from '@kingdoms/contracts/contractOf';
import { bridgeGatewayAbi } from '@kingdoms/contracts/generated/abis';
import {
  BRIDGE_ROUTE_INFO,
  BRIDGE_ROUTES,
  type BridgeRoute,
  CHECKPOINT_DELAY_SECONDS,
} from '@kingdoms/shared/bridge';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import { type Address, getAddress } from 'viem';
import type { TypedLog } from '../chain-indexer';
import {
  type MessageFields,
  type RelayerMessage,
  type RelayerRoute,
  type RouteContext,
  type RouteFactory,
  routeEvents,
} from '../relayer';

/**
 * The bridge's relayer routes (issue 17), one per `BridgeRoute` of @kingdoms/shared/bridge, named
 * like it, over the `BridgeGateway` of each chain (contracts/BridgeGateway.sol; typed data and
 * receive functions from `@kingdoms/contracts/bridge`). Every bridge route's message payload has
 * the same fields, so the bridge module reads any of them the same way (`bridgePayloadOf`):
 * `sender`, `receiver` (lowercase addresses), `tokenIds` and `amounts` (comma-separated decimal
 * strings, '' for none) and `amount` (decimal, '' for NFT routes); a drago adds what its mint on
 * the target needs (`datas` as JSON, `breedCount`, `rehatchCount`, `parentA`, `parentB`).
 */

export interface BridgePayload {
  readonly sender: string;
  readonly receiver: string;
  readonly tokenIds: string[];
  readonly amounts: string[];
  readonly amount: string | null;
}

const list = (value: string | undefined) => (value ? value.split(',') : []);

export function bridgePayloadOf(payload: Readonly<Record<string, string>>): BridgePayload {
  return {
    sender: payload.sender ?? '',
    receiver: payload.receiver ?? '',
    tokenIds: list(payload.tokenIds),
    amounts: list(payload.amounts),
    amount: payload.amount ? payload.amount : null,
  };
}

/** The checkpoint delay: BRIDGE_CHECKPOINT_DELAY_SECONDS, else 30 minutes (20 s on a devnet). */
export function checkpointDelaySeconds(context: RouteContext | undefined): number {
  return (
    context?.checkpointDelaySeconds ?? CHECKPOINT_DELAY_SECONDS[context?.devnet ? 'devnet' : 'production']
  );
}

// --- Source events, their arguments typed from the gateway's ABI ---------------------------------

type SentEvent = 'DragoSent' | 'DstSent' | 'LokaDeposited' | 'LokaWithdrawn' | 'ResourcesSent';
type ReceivedEvent = 'DragoReceived' | 'DstReceived' | 'LokaReceived' | 'LokaClaimed' | 'ResourcesReceived';
type GatewayLog<N extends SentEvent | ReceivedEvent> = TypedLog<typeof bridgeGatewayAbi, N>;

interface GatewayRouteSpec {
  readonly kind: BridgeKind;
  readonly sent: SentEvent;
  readonly received: ReceivedEvent;
}

const GATEWAY_ROUTES: Readonly<Record<BridgeRoute, GatewayRouteSpec>> = {
  'drago-ethereum': { kind: 'DRAGO', sent: 'DragoSent', received: 'DragoReceived' },
  'drago-polygon': { kind: 'DRAGO', sent: 'DragoSent', received: 'DragoReceived' },
  'dst-polygon': { kind: 'DST', sent: 'DstSent', received: 'DstReceived' },
  'dst-arenaz': { kind: 'DST', sent: 'DstSent', received: 'DstReceived' },
  'loka-deposit': { kind: 'LOKA', sent: 'LokaDeposited', received: 'LokaReceived' },
  'loka-withdraw': { kind: 'LOKA', sent: 'LokaWithdrawn', received: 'LokaClaimed' },
  resource: { kind: 'RESOURCE', sent: 'ResourcesSent', received: 'ResourcesReceived' },
};

/** The message fields of a send event of the gateway (addresses arrive lowercase). */
function sentMessage(log: GatewayLog<SentEvent>): MessageFields {
  const nonce = log.args.nonce.toString();
  const { sender, receiver } = log.args;
  switch (log.eventName) {
    case 'DragoSent':
      return {
        nonce,
        payload: {
          sender,
          receiver,
          tokenIds: log.args.tokenId.toString(),
          amounts: '',
          amount: '',
          datas: JSON.stringify(log.args.datas),
          breedCount: String(log.args.breedCount),
          rehatchCount: String(log.args.rehatchCount),
          parentA: log.args.parentA.toString(),
          parentB: log.args.parentB.toString(),
        },
      };
    case 'ResourcesSent':
      return {
        nonce,
        payload: {
          sender,
          receiver,
          tokenIds: log.args.ids.join(','),
          // The gateway moves one of each id (an id may repeat).
          amounts: log.args.ids.map(() => '1').join(','),
          amount: '',
        },
      };
    default:
      return {
        nonce,
        payload: { sender, receiver, tokenIds: '', amounts: '', amount: log.args.amount.toString() },
      };
  }
}

/**
 * `{ [name]: handler }` for the one event of the gateway a route reads. Typed over every name the
 * spec may hold; at run time it has that one key, and the relayer dispatches by the log's name.
 */
function onEvent<K extends string, F>(name: K, handler: F): Readonly<Record<K, F>> {
  return { [name]: handler } as Record<K, F>;
}

/** The gateway message of a relayer message: what the target's receive takes and what is signed. */
function gatewayMessage(kind: BridgeKind, sourceChainId: number, message: RelayerMessage): BridgeMessage {
  const payload = message.payload;
  const base = {
    sourceChainId: BigInt(sourceChainId),
    nonce: BigInt(message.nonce),
    receiver: getAddress(payload.receiver ?? '0x0000000000000000000000000000000000000000'),
  };
  switch (kind) {
    case 'DRAGO':
      return {
        kind,
        transfer: {
          ...base,
          tokenId: BigInt(payload.tokenIds ?? '0'),
          datas: JSON.parse(payload.datas ?? '[]') as DragoTransfer['datas'],
          breedCount: Number(payload.breedCount ?? '0'),
          rehatchCount: Number(payload.rehatchCount ?? '0'),
          parentA: BigInt(payload.parentA ?? '0'),
          parentB: BigInt(payload.parentB ?? '0'),
        },
      };
    case 'RESOURCE':
      return { kind, transfer: { ...base, ids: list(payload.tokenIds).map(BigInt) } };
    case 'DST':
    case 'LOKA':
      return { kind, transfer: { ...base, amount: BigInt(payload.amount || '0') } };
  }
}

function gatewayRoute(name: BridgeRoute): RouteFactory {
  const spec = GATEWAY_ROUTES[name];
  const info = BRIDGE_ROUTE_INFO[name];
  const fromKey = NETWORK_KEYS[info.from];
  const toKey = NETWORK_KEYS[info.to];
  return (deployment, context) => {
    const source = findContract(deployment, 'BridgeGateway', fromKey);
    const target = findContract(deployment, 'BridgeGateway', toKey);
    if (!source || !target)
      return { problem: `the deployment has no BridgeGateway on ${fromKey} or ${toKey}` };
    const sourceChainId = source.chainId;
    const targetGateway = { chainId: target.chainId, gateway: target.address as Address };
    const route: RelayerRoute = {
      name,
      source: routeEvents({
        chainId: sourceChainId,
        address: source.address,
        abi: bridgeGatewayAbi,
        startBlock: BigInt(deployment.chains[fromKey].startBlock),
        // A send to another chain is another route's message.
        on: onEvent(spec.sent, (log: GatewayLog<SentEvent>) =>
          log.args.targetChainId === BigInt(target.chainId) ? sentMessage(log) : undefined,
        ),
      }),
      typedData: (message) =>
        bridgeTypedData(targetGateway, gatewayMessage(spec.kind, sourceChainId, message)),
      delivery: info.delivery === 'relayer' ? 'transaction' : 'signature',
      delaySeconds: info.checkpoint ? checkpointDelaySeconds(context) : 0,
      delivered: routeEvents({
        chainId: target.chainId,
        address: target.address,
        abi: bridgeGatewayAbi,
        startBlock: BigInt(deployment.chains[toKey].startBlock),
        on: onEvent(spec.received, (log: GatewayLog<ReceivedEvent>) =>
          log.args.sourceChainId === BigInt(sourceChainId) ? log.args.nonce.toString() : undefined,
        ),
      }),
    };
    if (info.delivery !== 'relayer') return route;
    return {
      ...route,
      target: {
        chainId: target.chainId,
        network: toKey,
        call: (message, signature) => ({
          address: target.address,
          abi: bridgeGatewayAbi,
          functionName: bridgeReceiveFunction(spec.kind, toKey),
          args: [gatewayMessage(spec.kind, sourceChainId, message).transfer, signature],
        }),
        async isDelivered(read, message) {
          const used = await read({
            address: target.address,
            abi: bridgeGatewayAbi,
            functionName: 'nonceUsed',
            args: [BigInt(sourceChainId), BigInt(message.nonce)],
          });
          return used === true;
        },
      },
    };
  };
}

/** Every bridge route's factory, by name. */
export const BRIDGE_ROUTE_FACTORIES: Readonly<Record<BridgeRoute, RouteFactory>> = Object.fromEntries(
  BRIDGE_ROUTES.map((name) => [name, gatewayRoute(name)]),
) as Record<BridgeRoute, RouteFactory>;

/** The bridge's routes this deployment can run, by name; the others with why not. */
export function bridgeRelayerRoutes(
  deployment: Deployment,
  context: RouteContext,
): { routes: Map<BridgeRoute, RelayerRoute>; problems: string[] } {
  const routes = new Map<BridgeRoute, RelayerRoute>();
  const problems: string[] = [];
  for (const name of BRIDGE_ROUTES) {
    const route = BRIDGE_ROUTE_FACTORIES[name](deployment, context);
    if ('problem' in route) problems.push(`${name}: ${route.problem}`);
    else routes.set(name, route);
  }
  return { routes, problems };
}
