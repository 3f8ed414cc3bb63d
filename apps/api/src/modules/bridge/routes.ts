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
import { z } from 'zod';
import type { RelayerMessage, RelayerRoute, RouteContext, RouteFactory } from '../relayer';

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

// --- Source events (JSON-safe args of the chain indexer) ------------------------------------------

const uint = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value.toLowerCase());
const uintList = z.string().transform((text) => z.array(uint).parse(JSON.parse(text)));
const common = { nonce: uint, sender: address, receiver: address, targetChainId: uint };
const tokenSent = z.object({ ...common, amount: uint });
const dragoSent = z.object({
  ...common,
  tokenId: uint,
  datas: z
    .string()
    .transform((text) => z.array(z.number().int().min(0).max(255)).length(38).parse(JSON.parse(text))),
  breedCount: uint,
  rehatchCount: uint,
  parentA: uint,
  parentB: uint,
});
const resourcesSent = z.object({ ...common, ids: uintList });

type SentEvent = 'DragoSent' | 'DstSent' | 'LokaDeposited' | 'LokaWithdrawn' | 'ResourcesSent';
type ReceivedEvent = 'DragoReceived' | 'DstReceived' | 'LokaReceived' | 'LokaClaimed' | 'ResourcesReceived';

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

/** The message fields of a source event (undefined: another event, or another target chain). */
function payloadOf(
  spec: GatewayRouteSpec,
  args: Readonly<Record<string, string | number | boolean>>,
  targetChainId: number,
): { nonce: string; payload: Record<string, string> } | undefined {
  if (spec.kind === 'DRAGO') {
    const event = dragoSent.parse(args);
    if (event.targetChainId !== String(targetChainId)) return undefined;
    return {
      nonce: event.nonce,
      payload: {
        sender: event.sender,
        receiver: event.receiver,
        tokenIds: event.tokenId,
        amounts: '',
        amount: '',
        datas: JSON.stringify(event.datas),
        breedCount: event.breedCount,
        rehatchCount: event.rehatchCount,
        parentA: event.parentA,
        parentB: event.parentB,
      },
    };
  }
  if (spec.kind === 'RESOURCE') {
    const event = resourcesSent.parse(args);
    if (event.targetChainId !== String(targetChainId)) return undefined;
    return {
      nonce: event.nonce,
      payload: {
        sender: event.sender,
        receiver: event.receiver,
        tokenIds: event.ids.join(','),
        // The gateway moves one of each id (an id may repeat).
        amounts: event.ids.map(() => '1').join(','),
        amount: '',
      },
    };
  }
  const event = tokenSent.parse(args);
  if (event.targetChainId !== String(targetChainId)) return undefined;
  return {
    nonce: event.nonce,
    payload: {
      sender: event.sender,
      receiver: event.receiver,
      tokenIds: '',
      amounts: '',
      amount: event.amount,
    },
  };
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
      source: {
        chainId: sourceChainId,
        address: source.address,
        abi: bridgeGatewayAbi,
        startBlock: BigInt(deployment.chains[fromKey].startBlock),
      },
      message(log) {
        if (log.eventName !== spec.sent) return undefined;
        return payloadOf(spec, log.args, target.chainId);
      },
      typedData: (message) =>
        bridgeTypedData(targetGateway, gatewayMessage(spec.kind, sourceChainId, message)),
      delivery: info.delivery === 'relayer' ? 'transaction' : 'signature',
      delaySeconds: info.checkpoint ? checkpointDelaySeconds(context) : 0,
      delivered: {
        chainId: target.chainId,
        address: target.address,
        abi: bridgeGatewayAbi,
        startBlock: BigInt(deployment.chains[toKey].startBlock),
        nonce(log) {
          if (log.eventName !== spec.received) return undefined;
          if (String(log.args.sourceChainId) !== String(sourceChainId)) return undefined;
          return String(log.args.nonce);
        },
      },
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
