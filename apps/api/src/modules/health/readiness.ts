import type { ChainReadiness } from '@kingdoms/shared/api/health';
import type { ChainIndexingStatus } from '../chain-indexer';

/** What /readyz found; `failures` names each failed check in words an operator can act on. */
export interface ReadinessVerdict {
  readonly failures: readonly string[];
  readonly chains: readonly ChainReadiness[];
}

/**
 * Judges the chains' indexing: a chain fails when its RPC gave no head, when this process's
 * indexer halted (deep reorg), when its loop keeps failing, or when its cursor trails the
 * confirmed head by more than `maxLagBlocks`. Pure, so each rule is tested alone.
 */
export function judgeIndexing(
  statuses: readonly ChainIndexingStatus[],
  maxLagBlocks: number,
): ReadinessVerdict {
  const failures: string[] = [];
  const chains: ChainReadiness[] = [];
  for (const status of statuses) {
    const name = `indexer ${status.network} (chain ${status.chainId})`;
    if (status.halted) failures.push(`${name}: halted: ${status.halted}`);
    if (status.head === undefined || status.lag === undefined) {
      failures.push(`${name}: the RPC gave no head${status.lastError ? ` (${status.lastError})` : ''}`);
    } else if (status.lag > BigInt(maxLagBlocks)) {
      failures.push(
        `${name}: ${status.lag} blocks behind its confirmed head (at most ${maxLagBlocks})` +
          (status.lastError ? `; last error: ${status.lastError}` : ''),
      );
    }
    chains.push({
      network: status.network,
      chainId: status.chainId,
      head: status.head === undefined ? null : String(status.head),
      indexedTo: String(status.indexedTo),
      confirmations: status.confirmations,
      lag: status.lag === undefined ? null : String(status.lag),
    });
  }
  return { failures, chains };
}

/** Migrations this code knows that the database has not applied. */
export function pendingMigrations(known: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  return known.filter((name) => !done.has(name));
}
