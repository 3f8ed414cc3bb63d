/**
 * The gas check of `npm test`: the committed .gas-snapshot (forge's format, written by
 * `npm run forge:snapshot -w @kingdoms/contracts`) against the gas measured now. Pure, so the
 * rule itself is unit-tested (gasSnapshot.test.ts).
 */

/** `GasTest:test_Staking_stake() (gas: 41969)` → key `GasTest:test_Staking_stake()`, gas 41969. */
export function parseGasSnapshot(text: string): Map<string, number> {
  const entries = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\S+:\S+\(.*\)) \(gas: (\d+)\)$/.exec(line.trim());
    if (match?.[1] && match[2]) entries.set(match[1], Number(match[2]));
  }
  return entries;
}

export interface GasComparison {
  /** Lines that fail the check: grown beyond the tolerance, missing from the snapshot, or stale. */
  failures: string[];
  /** Lines worth knowing that do not fail it (cheaper by more than the tolerance). */
  notes: string[];
}

/**
 * A function whose gas grew more than `tolerancePercent` over its snapshot entry fails; so does a
 * gas test without an entry and an entry without a test (the snapshot must be rewritten in the
 * same change). A function that got cheaper only gets a note.
 */
export function compareGasSnapshots(
  committed: ReadonlyMap<string, number>,
  measured: ReadonlyMap<string, number>,
  tolerancePercent: number,
): GasComparison {
  const failures: string[] = [];
  const notes: string[] = [];
  for (const [test, gas] of measured) {
    const before = committed.get(test);
    if (before === undefined) {
      failures.push(`${test}: ${gas} gas, not in the snapshot`);
      continue;
    }
    const change = ((gas - before) / before) * 100;
    const figures = `${before} → ${gas} gas (${change >= 0 ? '+' : ''}${change.toFixed(2)} %)`;
    if (gas > before * (1 + tolerancePercent / 100)) failures.push(`${test}: ${figures}`);
    else if (gas < before * (1 - tolerancePercent / 100)) notes.push(`${test}: ${figures}, cheaper`);
  }
  for (const test of committed.keys()) {
    if (!measured.has(test)) failures.push(`${test}: in the snapshot, no such gas test`);
  }
  return { failures, notes };
}
