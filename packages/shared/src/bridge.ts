/**
 * The bridge's routes (spec 3 "Bridge page", §4, §9; issue 17): what moves where, and who delivers
 * it. Pure: the API keys its relayer messages and histories by these names, the web picks a tab's
 * routes from them. Networks are the spec's indexes: 0 Ethereum, 1 Polygon, 2 Arena-Z.
 */

export const BRIDGE_ROUTES = [
  'drago-ethereum',
  'drago-polygon',
  'dst-polygon',
  'dst-arenaz',
  'loka-deposit',
  'loka-withdraw',
  'resource',
] as const;
export type BridgeRoute = (typeof BRIDGE_ROUTES)[number];

export type BridgeAsset = 'drago' | 'dst' | 'loka' | 'resource';
export type NetworkIndex = 0 | 1 | 2;

export interface BridgeRouteInfo {
  readonly route: BridgeRoute;
  readonly asset: BridgeAsset;
  /** An NFT route moves token ids (ERC-721 dragos, ERC-1155 resources); a token route an amount. */
  readonly kind: 'nft' | 'token';
  readonly from: NetworkIndex;
  readonly to: NetworkIndex;
  /**
   * 'relayer': the API's relayer delivers on the target chain (DRAGO, DST, LOKA deposits);
   * 'user': the API hands out a signature and the user submits it (RESOURCE receive, LOKA claim).
   */
  readonly delivery: 'relayer' | 'user';
  /** The signature is given only a checkpoint delay after the source block (LOKA withdrawals). */
  readonly checkpoint: boolean;
}

export const BRIDGE_ROUTE_INFO: Readonly<Record<BridgeRoute, BridgeRouteInfo>> = {
  'drago-ethereum': route('drago-ethereum', 'drago', 'nft', 0, 2, 'relayer'),
  'drago-polygon': route('drago-polygon', 'drago', 'nft', 1, 2, 'relayer'),
  'dst-polygon': route('dst-polygon', 'dst', 'token', 1, 2, 'relayer'),
  'dst-arenaz': route('dst-arenaz', 'dst', 'token', 2, 1, 'relayer'),
  'loka-deposit': route('loka-deposit', 'loka', 'token', 0, 1, 'relayer'),
  'loka-withdraw': { ...route('loka-withdraw', 'loka', 'token', 1, 0, 'user'), checkpoint: true },
  resource: route('resource', 'resource', 'nft', 2, 1, 'user'),
};

function route(
  name: BridgeRoute,
  asset: BridgeAsset,
  kind: 'nft' | 'token',
  from: NetworkIndex,
  to: NetworkIndex,
  delivery: 'relayer' | 'user',
): BridgeRouteInfo {
  return { route: name, asset, kind, from, to, delivery, checkpoint: false };
}

/**
 * Spec 3 "Bridge page": the six tabs by index and the routes each one's history shows (tab 3, DST
 * Arena-Z → Polygon, is defined without a tab button; tab 2's history shows both DST directions).
 */
export const BRIDGE_TAB_ROUTES: Readonly<Record<0 | 1 | 2 | 3 | 4 | 5, readonly BridgeRoute[]>> = {
  0: ['drago-ethereum'],
  1: ['drago-polygon'],
  2: ['dst-polygon', 'dst-arenaz'],
  3: ['dst-arenaz'],
  4: ['loka-withdraw', 'loka-deposit'],
  5: ['resource'],
};

/**
 * Where a transfer is (issue 17's step tracker: sent → confirmed → checkpoint/signed → delivered).
 * The API only knows indexed transfers, so its rows start at 'confirmed'; 'sent' is the page's own
 * state between the wallet's hash and the indexer (a hash lookup that finds no transfer yet).
 * - confirmed: indexed past the confirmation depth; the relayer or the signer has not acted yet
 * - checkpoint: a LOKA withdrawal waiting for the checkpoint delay (`availableAt`)
 * - signed: the signature exists (user routes: ready to submit; relayer routes: delivery on its way)
 * - delivered: the target chain's receive/claim event is indexed (`deliveryTxHash`)
 */
export const BRIDGE_STEPS = ['sent', 'confirmed', 'checkpoint', 'signed', 'delivered'] as const;
export type BridgeStep = (typeof BRIDGE_STEPS)[number];

/** Spec 3 §3 and §9: token bridge history status, 0 claimable (shows 'claim'), 99 Completed. */
export const TOKEN_BRIDGE_STATUS = { claimable: 0, completed: 99 } as const;
/** Spec 3 §3 and §9: resource status, 1 Sended, 2 Received. */
export const RESOURCE_STATUS = { sent: 1, received: 2 } as const;

/**
 * Issue 17: the LOKA withdrawal's checkpoint wait. Production waits 30 minutes by default (a
 * Polygon checkpoint takes 30 minutes to 6 hours); the devnet about 20 seconds. The API's
 * BRIDGE_CHECKPOINT_DELAY_SECONDS sets it; replies carry `availableAt`, so the page never needs it.
 */
export const CHECKPOINT_DELAY_SECONDS = { production: 1_800, devnet: 20 } as const;

/** A resource's kind (the image's code): `Resource.itemCodeOf(id) = id % 1000`, the sticker convention. */
export function resourceItemCode(tokenId: number): number {
  return tokenId % 1000;
}
