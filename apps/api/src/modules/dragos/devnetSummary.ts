import { DEMO_ACCOUNT_INDEXES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import type { IndexerAccess, Worker } from '../module';
import type { DragoService } from './service';

const WAIT_MS = 120_000;
const NETWORK_CODES = ['ETH', 'POL', 'AZ'] as const;

interface SummaryLogger {
  info(message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Devnet only: once the indexer has caught up with each chain's head at start, prints the demo
 * wallets' dragos and eggs (seeded on chain by the devnet), one line per wallet, e.g.
 * "Devnet dragos: account 1 0xf39…: dragos #30001 (legend, AZ, breed 7/7, rehatch 1) · eggs #10001 (genesis, ETH)".
 */
export function devnetDragoSummary(
  deployment: Deployment,
  indexer: IndexerAccess,
  service: DragoService,
  logger: SummaryLogger,
): Worker {
  let stopped = false;
  let running: Promise<void> | undefined;
  // A stop ends the wait for the indexer at once (an instance that does not index would wait long).
  let stopWaiting: () => void = () => {};
  const stopSignal = new Promise<void>((resolve) => {
    stopWaiting = resolve;
  });
  const run = async () => {
    for (const key of NETWORK_KEYS) {
      const chainId = deployment.chains[key].chainId;
      if (!indexer.follows(chainId)) continue;
      // A chain that does not answer would hold a stop for the read's whole time-out otherwise.
      const head = await Promise.race([indexer.headNumber(chainId, 5_000), stopSignal.then(() => undefined)]);
      if (stopped) return;
      if (head !== undefined) await Promise.race([indexer.waitForBlock(chainId, head, WAIT_MS), stopSignal]);
      if (stopped) return;
    }
    const grades = ['', 'normal', 'epic', 'legend'];
    for (const index of DEMO_ACCOUNT_INDEXES) {
      const address = devnetAccount(index).address.toLowerCase();
      const { myDragos, myEggs } = await service.inventory(address, undefined);
      if (myDragos.length === 0 && myEggs.length === 0) continue;
      const dragos = myDragos.map(
        (drago) =>
          `#${drago.tokenId} (${grades[drago.grade] ?? drago.grade}, ${NETWORK_CODES[drago.network]}, breed ${drago.breed}/7, rehatch ${drago.rehatching}${drago.parents[0] ? `, parents #${drago.parents[0]} #${drago.parents[1]}` : ''})`,
      );
      const eggs = myEggs.map(
        (egg) =>
          `#${egg.tokenId} (${egg.genesis ? 'genesis, ' : ''}${NETWORK_CODES[egg.network]}${egg.status ? ', hatching' : ''})`,
      );
      logger.info(
        `Devnet dragos: account ${index} ${address}: dragos ${dragos.join(', ') || 'none'} · eggs ${eggs.join(', ') || 'none'}`,
      );
    }
  };
  return {
    start() {
      running = run().catch((error: unknown) => logger.warn({ err: error }, 'Devnet drago summary failed'));
    },
    async stop() {
      stopped = true;
      stopWaiting();
      await running;
    },
  };
}
