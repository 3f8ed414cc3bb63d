import type { ChainReadiness } from '@kingdoms/shared/api/health';
import type { ChainIndexingStatus } from '../chain-indexer';

/** What /readyz found; `failures` names each failed check in words an operator can act on. */
export interface ReadinessVerdict {
  readonly failures: readonly string[];
  readonly chains: readonly ChainReadiness[];
}

/** How far behind a chain may be while the instance reports ready: either limit keeps it ready. */
export interface LagLimits {
  readonly maxLagBlocks: number;
  readonly maxLagSeconds: number;
}

/**
 * Judges the chains' indexing: a chain fails when its RPC gave no head, when this process's
 * indexer halted (deep reorg), or when its cursor trails the confirmed head by more than
 * `maxLagBlocks` blocks AND more than `maxLagSeconds` of chain time (a burst of fast blocks is
 * many blocks but little time; seconds not read count as behind). Pure, so each rule is tested alone.
 */
export function judgeIndexing(statuses: readonly ChainIndexingStatus[], limits: LagLimits): ReadinessVerdict {
  const failures: string[] = [];
  const chains: ChainReadiness[] = [];
  for (const status of statuses) {
    const name = `indexer ${status.network} (chain ${status.chainId})`;
    if (status.halted) failures.push(`${name}: halted: ${status.halted}`);
    if (status.head === undefined || status.lag === undefined) {
      failures.push(`${name}: the RPC gave no head${status.lastError ? ` (${status.lastError})` : ''}`);
    } else if (
      status.lag > BigInt(limits.maxLagBlocks) &&
      (status.lagSeconds === undefined || status.lagSeconds > limits.maxLagSeconds)
    ) {
      const time =
        status.lagSeconds === undefined ? 'chain time not read' : `${status.lagSeconds} s of chain time`;
      failures.push(
        `${name}: ${status.lag} blocks behind its confirmed head, ${time} ` +
          `(at most ${limits.maxLagBlocks} blocks or ${limits.maxLagSeconds} s)` +
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
      lagSeconds: status.lagSeconds ?? null,
    });
  }
  return { failures, chains };
}

/** What a gated readiness answer says: the state to report, and whether a change is pending. */
export interface GatedReadiness {
  readonly ready: boolean;
  /** Milliseconds the opposite verdict has held so far (undefined: none pending). */
  readonly changingForMs: number | undefined;
}

/**
 * Hysteresis for /readyz (issue 37): the reported state changes only once the opposite verdict
 * has held for `holdMs`, in both directions, so one failed head read does not take an instance out
 * of the balancer, nor one good check put a struggling one back. The first verdict counts at once
 * (a starting instance has no state to keep).
 */
export function createReadinessGate(holdMs: number) {
  let state: boolean | undefined;
  let changingSince: number | undefined;
  return {
    judge(ok: boolean, now = Date.now()): GatedReadiness {
      if (state === undefined || ok === state) {
        state = ok;
        changingSince = undefined;
        return { ready: ok, changingForMs: undefined };
      }
      changingSince ??= now;
      if (now - changingSince >= holdMs) {
        state = ok;
        changingSince = undefined;
        return { ready: ok, changingForMs: undefined };
      }
      return { ready: state, changingForMs: now - changingSince };
    },
  };
}

/** Migrations this code knows that the database has not applied. */
export function pendingMigrations(known: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  return known.filter((name) => !done.has(name));
}
