import type { NetworkKey } from '@kingdoms/shared/networks';
import { type Address, type Hex, parseEventLogs, type TransactionReceipt } from 'viem';
import { DEVNET_ROLES, devnetAccount } from '../accounts';
import { type RunningAnvil, startAnvil } from '../anvil';
import {
  type BridgeMessage,
  bridgeReceiveFunction,
  bridgeTypedData,
  type DragoTransfer,
  type ResourceTransfer,
  type TokenTransfer,
} from '../bridge';
import { type ChainEndpoint, confirm, type LocalClient, localClient } from '../clients';
import { type ChainContracts, deployContracts, type PlacedContract } from '../deploy';
import { a2zAbi, bridgeGatewayAbi, devRandomnessOracleAbi, dragoAbi, resourceAbi } from '../generated/abis';
import { rawKeyAccount } from '../keyAccounts';
import { freePort } from '../ports';
import { wireDeployment } from '../wiring';
import { expectRevert } from './revert';

/** Every ABI a bridge test calls (viem picks overloads such as the three `mint`s by their arguments). */
const contractAbiList = [
  ...bridgeGatewayAbi,
  ...dragoAbi,
  ...a2zAbi,
  ...resourceAbi,
  ...devRandomnessOracleAbi,
] as const;

/** The devnet's chain ids, so the deployment enables the documented bridge routes. */
export const BRIDGE_TEST_CHAIN_IDS = { ethereum: 31337, polygon: 31338, arenaz: 31339 } as const;

export const RELAYER_KEY: Hex = devnetAccount(DEVNET_ROLES.voucherSigner).privateKey;

export interface BridgeChain<K extends NetworkKey> {
  key: K;
  anvil: RunningAnvil;
  endpoint: ChainEndpoint;
  /** The deployer: admin and minter of everything. */
  admin: LocalClient;
  contracts: ChainContracts<PlacedContract<K>>['contracts'];
  gateway: Address;
  /** A client of demo account `index` on this chain. */
  as(index: number): LocalClient;
}

/** Any of the three chains (a union, so each keeps its own contracts' types). */
export type AnyBridgeChain = BridgeChain<'ethereum'> | BridgeChain<'polygon'> | BridgeChain<'arenaz'>;

export interface BridgeChains {
  ethereum: BridgeChain<'ethereum'>;
  polygon: BridgeChain<'polygon'>;
  arenaz: BridgeChain<'arenaz'>;
  stop(): Promise<void>;
}

/**
 * Three anvil chains with the devnet's chain ids and the full placement deployed (so the bridge
 * gateways hold their roles and routes as on the devnet), wired as on the devnet: every gateway
 * trusts RELAYER_KEY, the relayer's sender has gas.
 */
export async function startBridgeChains(): Promise<BridgeChains> {
  const keys = ['ethereum', 'polygon', 'arenaz'] as const;
  const anvils = await Promise.all(
    keys.map(async (key) => startAnvil({ port: await freePort(), chainId: BRIDGE_TEST_CHAIN_IDS[key] })),
  );
  const endpoints = Object.fromEntries(
    keys.map((key, i) => [key, { rpcUrl: anvils[i]!.rpcUrl, chainId: BRIDGE_TEST_CHAIN_IDS[key] }]),
  ) as Record<NetworkKey, ChainEndpoint>;
  const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  const deployed = await deployContracts({ chains: endpoints, deployerKey });
  const chainOf = <K extends NetworkKey>(key: K, i: number): BridgeChain<K> => {
    const endpoint = endpoints[key];
    const contracts = deployed[key].contracts as ChainContracts<PlacedContract<K>>['contracts'];
    const gateway = contracts.BridgeGateway;
    if (!gateway) throw new Error(`no BridgeGateway on ${key}`);
    return {
      key,
      anvil: anvils[i]!,
      endpoint,
      admin: localClient(endpoint, deployerKey),
      contracts,
      gateway,
      as: (index) => localClient(endpoint, devnetAccount(index).privateKey),
    };
  };
  const chains = {
    ethereum: chainOf('ethereum', 0),
    polygon: chainOf('polygon', 1),
    arenaz: chainOf('arenaz', 2),
    stop: async () => {
      await Promise.all(anvils.map((anvil) => anvil.stop()));
    },
  };
  // The devnet's wiring: among the rest, every gateway trusts the voucher key (RELAYER_KEY).
  await Promise.all(keys.map((key) => wireDeployment(chains[key].admin, chains[key].contracts)));
  return chains;
}

/** Simulates then sends a write on any of our contracts; returns the receipt (throws on a revert). */
export async function send(
  client: LocalClient,
  address: Address,
  functionName: string,
  args: readonly unknown[],
): Promise<TransactionReceipt> {
  const { request } = await client.simulateContract({
    address,
    abi: contractAbiList,
    functionName,
    args,
  } as Parameters<LocalClient['simulateContract']>[0]);
  return confirm(client, await client.writeContract(request));
}

/** The decoded custom error of a write that must fail (simulated, never sent). */
export function revertOf(
  client: LocalClient,
  address: Address,
  functionName: string,
  args: readonly unknown[],
) {
  return expectRevert(
    client.simulateContract({ address, abi: contractAbiList, functionName, args } as Parameters<
      LocalClient['simulateContract']
    >[0]),
  );
}

/** The gateway events of a receipt, decoded. */
export function gatewayEvents(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: bridgeGatewayAbi, logs: receipt.logs });
}

/** Signs `message` for the gateway of `target` (the relayer signer unless `key` says otherwise). */
export function signBridgeMessage(
  target: AnyBridgeChain,
  message: BridgeMessage,
  key: Hex = RELAYER_KEY,
): Promise<Hex> {
  return rawKeyAccount(key).signTypedData(
    bridgeTypedData({ chainId: target.endpoint.chainId, gateway: target.gateway }, message),
  );
}

/** The receive call of `message` on `target` with `signature`, as the relayer or the user sends it. */
export function receiveArgs(
  target: AnyBridgeChain,
  message: BridgeMessage,
  signature: Hex,
): { functionName: string; args: readonly [DragoTransfer | TokenTransfer | ResourceTransfer, Hex] } {
  return {
    functionName: bridgeReceiveFunction(message.kind, target.key),
    args: [message.transfer, signature],
  };
}
