/**
 * `npm run forge:check -w @kingdoms/contracts` — the contracts' step of `npm test`:
 *  1. `forge build` (the solc npm package through scripts/forge-solc.cjs);
 *  2. `forge test`: the unit, fuzz and invariant suites of forge/ at the default profile of
 *     foundry.toml (1,000 runs per fuzz test and per invariant);
 *  3. the gas check: forge/Gas.t.sol measured again and held to .gas-snapshot (src/gasSnapshot.ts);
 *  4. lint over contracts/, 0 findings (foundry.toml, .solhintrc.yml): `forge lint` right after
 *     the build (it reads the build's cache; run alongside, it would start a second compiler on the
 *     same cache) and solhint (seconds).
 * Prints each part's time; exits non-zero if any part failed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTRACTS_PACKAGE_DIR } from '../src/compile';
import { FORGE_DIR, GAS_SNAPSHOT_FILE, runForgeSync } from '../src/forge';
import { compareGasSnapshots, parseGasSnapshot } from '../src/gasSnapshot';

/** Issue 40: a function's gas may grow this much over its snapshot entry. */
const GAS_TOLERANCE_PERCENT = 5;
const GAS_TEST_CONTRACT = 'GasTest';

const timings: string[] = [];
const failures: string[] = [];

function part(name: string, run: () => boolean): void {
  const started = Date.now();
  const ok = run();
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s${ok ? '' : ' (failed)'}`);
  if (!ok) failures.push(name);
}

function solhint(): boolean {
  const requireHere = createRequire(import.meta.url);
  const packageJson = requireHere.resolve('solhint/package.json');
  const bin = (JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: Record<string, string> }).bin.solhint;
  if (!bin) throw new Error('solhint has no bin entry');
  const run = spawnSync(
    process.execPath,
    [
      path.join(path.dirname(packageJson), bin),
      '--config',
      '.solhintrc.yml',
      '--max-warnings',
      '0',
      '--disc',
      'contracts/**/*.sol',
    ],
    { cwd: CONTRACTS_PACKAGE_DIR, stdio: 'inherit' },
  );
  return run.status === 0;
}

function checkGas(): boolean {
  const measuredFile = path.join(FORGE_DIR, 'gas-snapshot.measured');
  const run = runForgeSync(['snapshot', '--match-contract', GAS_TEST_CONTRACT, '--snap', measuredFile]);
  if (run.status !== 0) return false;
  const comparison = compareGasSnapshots(
    parseGasSnapshot(readFileSync(GAS_SNAPSHOT_FILE, 'utf8')),
    parseGasSnapshot(readFileSync(measuredFile, 'utf8')),
    GAS_TOLERANCE_PERCENT,
  );
  for (const note of comparison.notes)
    console.log(`gas: ${note} (npm run forge:snapshot updates the snapshot)`);
  if (comparison.failures.length) {
    console.error(
      `\nGas grew more than ${GAS_TOLERANCE_PERCENT} % or the snapshot is out of date; if the change is meant, run\n` +
        `  npm run forge:snapshot -w @kingdoms/contracts\nand commit .gas-snapshot with it:\n  ${comparison.failures.join('\n  ')}`,
    );
    return false;
  }
  console.log(`gas: every function within ${GAS_TOLERANCE_PERCENT} % of .gas-snapshot`);
  return true;
}

const started = Date.now();
part('forge build', () => runForgeSync(['build']).status === 0);
if (!failures.length) {
  part('forge lint', () => runForgeSync(['lint', 'contracts', '--deny', 'notes']).status === 0);
  part('solhint', solhint);
  part('forge test', () => runForgeSync(['test', '--no-match-contract', GAS_TEST_CONTRACT]).status === 0);
  part('gas snapshot', checkGas);
}
console.log(
  `\nforge: ${failures.length ? `✗ ${failures.join(', ')} failed` : '✓ all passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n  ${timings.join('\n  ')}`,
);
process.exit(failures.length ? 1 : 0);
