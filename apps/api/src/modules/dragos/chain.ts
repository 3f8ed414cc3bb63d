import { findContract } from '@kingdoms/contracts/contractOf';
import { dragoAbi, eggAbi, genesisEggGateAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import {
  decodeFunctionData,
  type Hex,
  type PublicClient,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { Chains } from '../../chains';
import type { HatchTxLookup, HatchTxReader } from './hatchStart';
import type { GenesisReceiptReader } from './service';
import type { BornCountsReader } from './subscription';

function clientFor(chains: Chains, network: NetworkKey): PublicClient {
  return chains.client(network, { retryCount: 2, timeoutMs: 20_000 });
}

/** `Drago.dragoOf(id)` counts as of a block, on the chain the event came from. */
export function bornCountsReader(chains: Chains, deployment: Deployment): BornCountsReader {
  const clients = new Map<number, { client: PublicClient; address: Hex }>();
  for (const network of NETWORK_KEYS) {
    const drago = findContract(deployment, 'Drago', network);
    if (drago) clients.set(drago.chainId, { client: clientFor(chains, network), address: drago.address });
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
  chains: Chains,
  deployment: Deployment,
): GenesisReceiptReader | undefined {
  const gate = findContract(deployment, 'GenesisEggGate', 'ethereum');
  if (!gate || !findContract(deployment, 'Egg', 'arenaz')) return undefined;
  const client = clientFor(chains, 'ethereum');
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

/** The hatch or rehatch call a transaction's input makes on `to`, if any. */
function hatchCallOf(
  to: string | null,
  input: Hex,
  contracts: { egg?: string; drago?: string },
): Extract<HatchTxLookup, { found: true }>['call'] {
  const target = to?.toLowerCase();
  try {
    if (target !== undefined && target === contracts.egg) {
      const call = decodeFunctionData({ abi: eggAbi, data: input });
      if (call.functionName === 'hatching') return { kind: 'hatch', tokenId: call.args[0].toString() };
    }
    if (target !== undefined && target === contracts.drago) {
      const call = decodeFunctionData({ abi: dragoAbi, data: input });
      if (call.functionName === 'rehatching') return { kind: 'rehatch', tokenId: call.args[0].toString() };
    }
  } catch {
    // Not a call of these ABIs.
  }
  return null;
}

/**
 * Looks a transaction up on every chain with an Egg or a Drago (in parallel; a hash belongs to one
 * chain): its sender, the hatch/rehatch call it makes there, pending or its receipt's status.
 * Undefined when the deployment has neither contract anywhere.
 */
export function hatchTxReader(chains: Chains, deployment: Deployment): HatchTxReader | undefined {
  const followed = NETWORK_KEYS.flatMap((network) => {
    const egg = findContract(deployment, 'Egg', network);
    const drago = findContract(deployment, 'Drago', network);
    if (!egg && !drago) return [];
    return [
      {
        network,
        chainId: deployment.chains[network].chainId,
        client: clientFor(chains, network),
        contracts: { egg: egg?.address.toLowerCase(), drago: drago?.address.toLowerCase() },
      },
    ];
  });
  if (followed.length === 0) return undefined;
  return async (txHash) => {
    const found = await Promise.all(
      followed.map(async (chain): Promise<HatchTxLookup> => {
        let tx: Awaited<ReturnType<typeof chain.client.getTransaction>>;
        try {
          tx = await chain.client.getTransaction({ hash: txHash });
        } catch (error) {
          if (error instanceof TransactionNotFoundError) return { found: false };
          throw error;
        }
        let state: 'pending' | 'success' | 'reverted' = 'pending';
        if (tx.blockNumber !== null) {
          try {
            state = (await chain.client.getTransactionReceipt({ hash: txHash })).status;
          } catch (error) {
            if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
          }
        }
        return {
          found: true,
          network: chain.network,
          chainId: chain.chainId,
          from: tx.from.toLowerCase(),
          call: hatchCallOf(tx.to, tx.input, chain.contracts),
          state,
        };
      }),
    );
    return found.find((lookup) => lookup.found) ?? { found: false };
  };
}
