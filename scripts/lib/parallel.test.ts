import { describe, expect, it } from 'vitest';
import { type Command, runSteps, type ScheduledStep } from './parallel';

/** A Node one-liner as a command: prints `lines` (a pause between them), then exits with `status`. */
function node(name: string, lines: string[], status = 0, pauseMs = 150): Command {
  const script = `const lines = ${JSON.stringify(lines)};
    (async () => {
      for (const line of lines) { console.log(line); await new Promise((r) => setTimeout(r, ${pauseMs})); }
      process.exit(${status});
    })();`;
  return { name, command: process.execPath, args: ['-e', script], cwd: process.cwd() };
}

const step = (name: string, after: string[], ...commands: Command[]): ScheduledStep => ({
  name,
  commands,
  after,
});

async function run(steps: ScheduledStep[]) {
  let output = '';
  const results = await runSteps(steps, (text) => {
    output += text;
  });
  return { results, output };
}

describe('runSteps (npm test)', () => {
  it('starts a step once those it comes after pass, and independent steps at once', async () => {
    const { results } = await run([
      step('a', [], node('a', ['a1', 'a2', 'a3'])),
      step('b', [], node('b', ['b1'])),
      step('c', ['a', 'b'], node('c', ['c1'])),
    ]);
    const [a, b, c] = results;
    expect(results.map((result) => [result.name, result.outcome])).toEqual([
      ['a', 'passed'],
      ['b', 'passed'],
      ['c', 'passed'],
    ]);
    if (!a || !b || !c) throw new Error('missing results');
    // b overlapped a; c waited for both.
    expect(b.startSeconds).toBeLessThan(a.startSeconds + a.seconds);
    expect(c.startSeconds).toBeGreaterThanOrEqual(a.startSeconds + a.seconds - 0.01);
    expect(c.startSeconds).toBeGreaterThanOrEqual(b.startSeconds + b.seconds - 0.01);
  });

  it("keeps each step's output in one block, in the order the steps started", async () => {
    const { output } = await run([
      step('first', [], node('first', ['f1', 'f2', 'f3', 'f4'])),
      step('second', [], node('second', ['s1', 's2'], 0, 50)),
    ]);
    const lines = output.split('\n').filter((line) => line !== '');
    expect(lines.map((line) => line.replace(/\(\d+\.\d s\)/, '(…)'))).toEqual([
      '=== first',
      'f1',
      'f2',
      'f3',
      'f4',
      '--- ✓ first (…)',
      '=== second',
      's1',
      's2',
      '--- ✓ second (…)',
    ]);
  });

  it('prints the commands of one step each whole, and fails the step when one fails', async () => {
    const { results, output } = await run([
      step('pair', [], node('left', ['l1', 'l2']), node('right', ['r1'], 2)),
    ]);
    expect(results[0]?.outcome).toBe('failed');
    expect(output).toMatch(/--- ✓ left \(\d+\.\d s\)\nl1\nl2\n/);
    expect(output).toMatch(/--- ✗ right \(\d+\.\d s\)\nr1\n/);
    expect(output).toMatch(/--- ✗ pair \(\d+\.\d s\): right failed\n$/);
  });

  it('after a failure starts nothing that comes after it, lets running steps end, and reports each', async () => {
    const { results, output } = await run([
      step('fails', [], node('fails', ['boom'], 1, 10)),
      step('slow', [], node('slow', ['s1', 's2', 's3'])),
      step('needs failed', ['fails'], node('needs failed', ['never'])),
      step('needs that', ['needs failed'], node('needs that', ['never'])),
      step('needs slow', ['slow'], node('needs slow', ['ran'], 3)),
    ]);
    expect(results.map((result) => [result.name, result.outcome])).toEqual([
      ['fails', 'failed'],
      ['slow', 'passed'],
      ['needs failed', 'skipped'],
      ['needs that', 'skipped'],
      ['needs slow', 'failed'],
    ]);
    expect(output).not.toContain('never');
    expect(output).toContain('ran');
  });

  it.runIf(process.platform === 'linux')(
    "measures each step's CPU, apart from its wall time (a shared machine's wall time says little)",
    async () => {
      // 0.4 s of CPU however busy the machine is; the other waits 1 s and computes nothing.
      const busy: Command = {
        name: 'busy',
        command: process.execPath,
        args: ['-e', 'const from = process.cpuUsage(); while (process.cpuUsage(from).user < 400_000);'],
        cwd: process.cwd(),
      };
      const { results } = await run([
        step('busy', [], busy),
        step('idle', ['busy'], node('idle', ['waits'], 0, 1_000)),
      ]);
      const [computing, waiting] = results;
      expect(computing?.cpuSeconds).toBeGreaterThanOrEqual(0.4);
      expect(waiting?.seconds).toBeGreaterThanOrEqual(1);
      expect(waiting?.cpuSeconds).toBeGreaterThanOrEqual(0);
      expect(waiting?.cpuSeconds).toBeLessThan(0.4);
    },
  );

  it('refuses a step that comes after a step it does not know', async () => {
    await expect(run([step('a', ['missing'], node('a', []))])).rejects.toThrow(/unknown steps: missing/);
  });
});
