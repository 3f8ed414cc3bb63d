/**
 * Reading forge's output for the bench: line and branch coverage per source file from an lcov
 * report (`forge coverage --report lcov`), and the runs each fuzz test and invariant made.
 * Pure, unit-tested in coverage.test.ts.
 */

export interface FileCoverage {
  file: string;
  lines: { hit: number; found: number };
  branches: { hit: number; found: number };
}

/** Per-file totals of an lcov report (LF/LH lines, BRF/BRH branches), in report order. */
export function parseLcov(text: string): FileCoverage[] {
  const files: FileCoverage[] = [];
  let current: FileCoverage | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const [key, value = ''] = line.split(/:(.*)/s, 2);
    if (key === 'SF') {
      current = { file: value, lines: { hit: 0, found: 0 }, branches: { hit: 0, found: 0 } };
      files.push(current);
    } else if (current && key === 'LF') current.lines.found = Number(value);
    else if (current && key === 'LH') current.lines.hit = Number(value);
    else if (current && key === 'BRF') current.branches.found = Number(value);
    else if (current && key === 'BRH') current.branches.hit = Number(value);
    else if (line === 'end_of_record') current = undefined;
  }
  return files;
}

/** Hit / found as a percentage; nothing to hit counts as fully covered. */
export function percent({ hit, found }: { hit: number; found: number }): number {
  return found === 0 ? 100 : (hit / found) * 100;
}

export interface PropertyRuns {
  test: string;
  runs: number;
}

/** `[PASS] invariant_vesting() (runs: 10000, calls: …)` and fuzz `(runs: 10000, μ: …)` lines of forge's output. */
export function parsePropertyRuns(output: string): PropertyRuns[] {
  const runs: PropertyRuns[] = [];
  for (const match of output.matchAll(/\[(?:PASS|FAIL[^\]]*)\] (\S+\(.*?\)) \(runs: (\d+)/g)) {
    if (match[1] && match[2]) runs.push({ test: match[1], runs: Number(match[2]) });
  }
  return runs;
}
