import { findContract } from '@kingdoms/contracts/contractOf';
import { dragoAbi, genesisEggGateAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import {
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  parseEventLogs,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ApiConfig } from '../../config';
import type { GenesisReceiptReader } from './service';
import type { BornCountsReader } from './subscription';

function rpcUrlOf(config: ApiConfig, deployment: Deployment, network: NetworkKey): string {
  return config.networkOverrides[network].rpcUrl ?? deployment.chains[network].rpcUrl;
}

function clientFor(config: ApiConfig, deployment: Deployment, network: NetworkKey): PublicClient {
  return createPublicClient({
    transport: http(rpcUrlOf(config, deployment, network), { retryCount: 2, timeout: 20_000 }),
  });
}

/** `Drago.dragoOf(id)` counts as of a block, on the chain the event came from. */
export function bornCountsReader(config: ApiConfig, deployment: Deployment): BornCountsReader {
  const clients = new Map<number, { client: PublicClient; address: Hex }>();
  for (const network of NETWORK_KEYS) {
    const drago = findContract(deployment, 'Drago', network);
    if (drago)
      clients.set(drago.chainId, { client: clientFor(config, deployment, network), address: drago.address });
  }
  return async (chainId, tokenId, blockNumber) => {
    const target = clients.get(chainId);
    if (!target) throw new Error(`No Drago followed on chain ${chainId}`);
    const [, breedCount, rehatchCount] = await target.client.readContract({
      address: target.address,
      abi: dragoAbi,
      functionName: 'dragoOf',
      args: [BigInt(tokenId)],
      blockNumber,
    });
    return { breedCount, rehatchCount };
  };
}

/** The GenesisEggSent logs of the gate in one Ethereum transaction (undefined: no gate deployed). */
export function genesisReceiptReader(
  config: ApiConfig,
  deployment: Deployment,
): GenesisReceiptReader | undefined {
  const gate = findContract(deployment, 'GenesisEggGate', 'ethereum');
  if (!gate || !findContract(deployment, 'Egg', 'arenaz')) return undefined;
  const client = clientFor(config, deployment, 'ethereum');
  return async (txHash) => {
    let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>>;
    try {
      receipt = await client.getTransactionReceipt({ hash: txHash });
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return { found: false };
      throw error;
    }
    const sends = parseEventLogs({ abi: genesisEggGateAbi, logs: receipt.logs, eventName: 'GenesisEggSent' })
      .filter((log) => log.address.toLowerCase() === gate.address.toLowerCase())
      .map((log) => ({
        eggId: log.args.eggId.toString(),
        nonce: log.args.nonce.toString(),
        owner: log.args.owner.toLowerCase(),
      }));
    return { found: true, sends: receipt.status === 'success' ? sends : [] };
  };
}
