/**
 * Issue 43: the alert rules of ops/alerts.yml are valid (`promtool check rules`) and each fires on
 * the series that should page and stays quiet on those beside its threshold (`promtool test rules`
 * over ops/alerts.test.yml). promtool comes from Debian's `prometheus` package, which .ci/run
 * installs when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApiMetrics } from './metrics';

const opsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../ops');

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { cwd: opsDir, encoding: 'utf8' });
  if (run.error) {
    throw new Error(
      `promtool could not run (${run.error.message}): install Debian's prometheus package (.ci/run does)`,
    );
  }
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface RuleFile {
  groups: { rules: { alert: string }[] }[];
}
interface RuleTests {
  tests: { alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[] }[];
}

describe('alert rules (ops/alerts.yml)', () => {
  it('pass promtool check rules', () => {
    const run = promtool('check', 'rules', 'alerts.yml');
    expect(run.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(run.status, run.output).toBe(0);
  });

  it('pass their promtool unit tests', () => {
    const run = promtool('test', 'rules', 'alerts.test.yml');
    expect(run.status, run.output).toBe(0);
  });

  it('each have a test that fires them and one that keeps them quiet', () => {
    const rules = parse(readFileSync(path.join(opsDir, 'alerts.yml'), 'utf8')) as RuleFile;
    const tests = parse(readFileSync(path.join(opsDir, 'alerts.test.yml'), 'utf8')) as RuleTests;
    const checks = tests.tests.flatMap((test) => test.alert_rule_test ?? []);
    const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(alerts).toEqual(
      expect.arrayContaining([
        'IndexerLagging',
        'ChainHaltedByDeepReorg',
        'AllRpcProvidersSkipped',
        'PendingItemTooOld',
        'SenderBelowMinimumBalance',
        'JobWithoutLeader',
        'HighServerErrorRate',
        'HighLatencyP99',
      ]),
    );
    for (const alert of alerts) {
      const own = checks.filter((check) => check.alertname === alert);
      expect(
        own.some((check) => check.exp_alerts.length > 0),
        `${alert} fires in a test`,
      ).toBe(true);
      expect(
        own.some((check) => check.exp_alerts.length === 0),
        `${alert} stays quiet in a test`,
      ).toBe(true);
    }
  });

  it('name only metrics the API serves', async () => {
    const rules = readFileSync(path.join(opsDir, 'alerts.yml'), 'utf8');
    const used = new Set(
      [...rules.matchAll(/\b((?:kingdoms|http)_[a-z_]+)/g)].map((match) =>
        (match[1] as string).replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(used.size).toBeGreaterThanOrEqual(8);
    // No sources: every metric is still declared (HELP and TYPE lines), with no series yet.
    const served = await createApiMetrics({ db: undefined as never }).render();
    for (const name of used) expect(served, name).toContain(`# TYPE ${name} `);
  });
});
