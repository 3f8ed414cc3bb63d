import type { ChainEndpoint } from '@kingdoms/contracts/clients';
import { localClient } from '@kingdoms/contracts/clients';
import type { ChainContracts } from '@kingdoms/contracts/deploy';
import { TxPipeline } from '@kingdoms/contracts/txPipeline';
import { wireDeployment } from '@kingdoms/contracts/wiring';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { seedBridge, seedLokaWithdrawal } from './scenarios/bridge';
import type { SeedChain } from './scenarios/chain';
import { seedDragos } from './scenarios/dragos';
import { approvePledges, pledgerPipelines, stakePledges } from './scenarios/pledging';
import { seedRoulette } from './scenarios/roulette';
import { seedStickers } from './scenarios/stickers';
import { seedWallets } from './scenarios/wallets';

/**
 * The devnet's demo world: the contract wiring (packages/contracts/src/wiring.ts), then each
 * feature's scenario (`scenarios/<feature>.ts`: its constants and its on-chain seed) in order.
 */

export interface SeedOptions {
  chains: Record<NetworkKey, ChainEndpoint & ChainContracts>;
  deployerKey: `0x${string}`;
  /** Origin of the API serving drago metadata; Drago's tokenURI base is set from it. */
  metadataOrigin?: string;
}

/**
 * Wires and seeds freshly deployed chains. Chains run in parallel; on a chain, each account
 * pipelines its transactions and the steps that need earlier ones mined wait for them (settle).
 */
export async function seedDevnet(options: SeedOptions): Promise<void> {
  const chainIds: Partial<Record<NetworkKey, number>> = Object.fromEntries(
    (Object.keys(options.chains) as NetworkKey[]).map((key) => [key, options.chains[key].chainId]),
  );
  await Promise.all(
    (Object.keys(options.chains) as NetworkKey[]).map((key) =>
      seedChain(key, options.chains[key], options.deployerKey, options.metadataOrigin, chainIds),
    ),
  );
}

async function seedChain(
  network: NetworkKey,
  chain: SeedChain,
  deployerKey: `0x${string}`,
  metadataOrigin: string | undefined,
  chainIds: Partial<Record<NetworkKey, number>>,
): Promise<void> {
  const deployer = new TxPipeline(localClient(chain, deployerKey));
  const pledgers = pledgerPipelines(chain);
  // Approvals do not need the A2Z yet, so they go out alongside the minting.
  await Promise.all([
    (async () => {
      await wireDeployment(deployer, chain.contracts);
      await seedWallets(deployer, chain);
      await seedStickers(deployer, chain);
      await seedRoulette(deployer, chain);
      await seedBridge(deployer, network, chain);
      await seedDragos(deployer, network, chain, metadataOrigin);
    })(),
    ...pledgers.map((pledger) => approvePledges(pledger, chain)),
  ]);
  await Promise.all([deployer, ...pledgers].map((pipeline) => pipeline.settle()));
  // The withdrawal burns the wLOKA the wallets' seed minted, so it goes out once that is mined.
  if (network === 'polygon' && chainIds.ethereum) await seedLokaWithdrawal(chain, chainIds.ethereum);
  // Stakes pull the minted and approved A2Z: their gas estimates need both mined.
  await Promise.all(pledgers.map((pledger) => stakePledges(pledger, chain)));
  await Promise.all(pledgers.map((pledger) => pledger.settle()));
}
