import { NETWORK_ENVS, type NetworkEnv, type NetworkKey, networkByChainId } from '@kingdoms/shared/networks';
import type { Address, TypedDataDefinition } from 'viem';
import type { DragoDatas } from './dragoGenes';

/**
 * The TypeScript side of `BridgeGateway` (contracts/BridgeGateway.sol): asset kinds, which chain
 * may send what where, and the EIP-712 messages the relayer signer signs for the target gateway.
 * The API's relayer, the devnet seed and the tests all build signatures from here.
 */

/** Asset kinds, as the contract numbers them (`KIND_…`, `routeEnabled(kind, chainId)`). */
export const BRIDGE_KIND = { DRAGO: 0, DST: 1, LOKA: 2, RESOURCE: 3 } as const;
export type BridgeKind = keyof typeof BRIDGE_KIND;

/**
 * Where each chain's gateway may send each asset (deploy enables exactly these routes). Spec 3's
 * tabs: DRAGO Ethereum → Arena-Z and Polygon → Arena-Z (and back from Arena-Z, which unlocks the
 * drago locked on its first crossing), DST Polygon ⇄ Arena-Z, LOKA Ethereum ⇄ Polygon (deposit,
 * withdraw + claim), RESOURCE Arena-Z → Polygon.
 */
export const BRIDGE_ROUTES: Record<NetworkKey, Partial<Record<BridgeKind, readonly NetworkKey[]>>> = {
  ethereum: { DRAGO: ['arenaz'], LOKA: ['polygon'] },
  polygon: { DRAGO: ['arenaz'], DST: ['arenaz'], LOKA: ['ethereum'] },
  arenaz: { DRAGO: ['ethereum', 'polygon'], DST: ['polygon'], RESOURCE: ['polygon'] },
};

/** The network and environment a chain id belongs to (devnet or production), if any. */
export function bridgeNetworkOf(chainId: number): { key: NetworkKey; env: NetworkEnv } | undefined {
  for (const env of NETWORK_ENVS) {
    const network = networkByChainId(chainId, env);
    if (network) return { key: network.key, env };
  }
  return undefined;
}

export const BRIDGE_DOMAIN_NAME = 'Kingdoms Bridge';
export const BRIDGE_DOMAIN_VERSION = '1';

/** A drago crossing over: what `DragoSent` carries and `receiveDrago` needs (a type alias, not an interface, so viem's typed-data signer accepts it as a record). */
export type DragoTransfer = {
  /** Chain id of the gateway that emitted `DragoSent`. */
  sourceChainId: bigint;
  /** That gateway's nonce (from the event). */
  nonce: bigint;
  tokenId: bigint;
  receiver: Address;
  datas: DragoDatas;
  breedCount: number;
  rehatchCount: number;
  parentA: bigint;
  parentB: bigint;
};

/** DST or LOKA crossing over (`DstSent` → `receiveDst`; `LokaDeposited` → `receiveLoka`; `LokaWithdrawn` → `claim`). */
export type TokenTransfer = {
  sourceChainId: bigint;
  nonce: bigint;
  receiver: Address;
  amount: bigint;
};

/** Resource items crossing over (`ResourcesSent` → `receiveResources`): one of each id. */
export type ResourceTransfer = {
  sourceChainId: bigint;
  nonce: bigint;
  receiver: Address;
  ids: readonly bigint[];
};

const sourceFields = [
  { name: 'sourceChainId', type: 'uint256' },
  { name: 'nonce', type: 'uint256' },
] as const;

const tokenFields = [
  ...sourceFields,
  { name: 'receiver', type: 'address' },
  { name: 'amount', type: 'uint256' },
] as const;

/** The EIP-712 types of the four messages (the contract's `…_TYPEHASH` strings). */
export const BRIDGE_TYPES = {
  DragoTransfer: [
    ...sourceFields,
    { name: 'tokenId', type: 'uint256' },
    { name: 'receiver', type: 'address' },
    { name: 'datas', type: 'uint8[38]' },
    { name: 'breedCount', type: 'uint8' },
    { name: 'rehatchCount', type: 'uint8' },
    { name: 'parentA', type: 'uint256' },
    { name: 'parentB', type: 'uint256' },
  ],
  DstTransfer: tokenFields,
  LokaTransfer: tokenFields,
  ResourceTransfer: [
    ...sourceFields,
    { name: 'receiver', type: 'address' },
    { name: 'ids', type: 'uint256[]' },
  ],
} as const;

/** The EIP-712 primary type of each kind's message. */
export const BRIDGE_PRIMARY_TYPE = {
  DRAGO: 'DragoTransfer',
  DST: 'DstTransfer',
  LOKA: 'LokaTransfer',
  RESOURCE: 'ResourceTransfer',
} as const satisfies Record<BridgeKind, keyof typeof BRIDGE_TYPES>;
export type BridgePrimaryType = (typeof BRIDGE_PRIMARY_TYPE)[BridgeKind];

/** A message for a target gateway, by kind. */
export type BridgeMessage =
  | { kind: 'DRAGO'; transfer: DragoTransfer }
  | { kind: 'DST'; transfer: TokenTransfer }
  | { kind: 'LOKA'; transfer: TokenTransfer }
  | { kind: 'RESOURCE'; transfer: ResourceTransfer };

/** The target gateway: the domain of every message it accepts. */
export interface BridgeTarget {
  chainId: number;
  gateway: Address;
}

export function bridgeDomain(target: BridgeTarget) {
  return {
    name: BRIDGE_DOMAIN_NAME,
    version: BRIDGE_DOMAIN_VERSION,
    chainId: target.chainId,
    verifyingContract: target.gateway,
  } as const;
}

/**
 * EIP-712 typed data of a message for the gateway at `target` (the chain it is delivered on):
 * sign it with the relayer signer (viem `signTypedData`) and pass the signature with the
 * transfer to the matching receive (`bridgeReceiveFunction`).
 */
export function bridgeTypedData(
  target: BridgeTarget,
  message: BridgeMessage,
): TypedDataDefinition<typeof BRIDGE_TYPES, BridgePrimaryType> {
  // `types` may list every message type: EIP-712 hashes the primary type and what it uses only.
  return {
    domain: bridgeDomain(target),
    types: BRIDGE_TYPES,
    primaryType: BRIDGE_PRIMARY_TYPE[message.kind],
    message: message.transfer,
    // TypeScript does not correlate `message.kind` with its primary type's fields; the switch-free
    // mapping above does, and the contract test checks each digest against the gateway's.
  } as TypedDataDefinition<typeof BRIDGE_TYPES, BridgePrimaryType>;
}

/**
 * The gateway function that delivers a message on its target: `receiveDrago`, `receiveDst`,
 * `receiveResources`, and for LOKA `receiveLoka` on the chain holding wLOKA (Polygon) or `claim`
 * on the chain locking LOKA (Ethereum).
 */
export function bridgeReceiveFunction(
  kind: BridgeKind,
  targetNetwork: NetworkKey,
): 'receiveDrago' | 'receiveDst' | 'receiveLoka' | 'claim' | 'receiveResources' {
  switch (kind) {
    case 'DRAGO':
      return 'receiveDrago';
    case 'DST':
      return 'receiveDst';
    case 'LOKA':
      return targetNetwork === 'ethereum' ? 'claim' : 'receiveLoka';
    case 'RESOURCE':
      return 'receiveResources';
  }
}
