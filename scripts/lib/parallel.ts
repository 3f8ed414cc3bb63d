import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Command {
  /** Shown before the command's output and in the summary. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface CommandResult {
  name: string;
  status: number;
  seconds: number;
  /**
   * CPU seconds (user + system) the command and every process under it spent: on a shared
   * machine the wall time says how busy the others were, this says what the command costs.
   * Undefined where the system does not tell (endedChildrenCpuSeconds).
   */
  cpuSeconds?: number;
  output: string;
}

/**
 * CPU seconds (user + system) of the children this process has waited for, with everything they
 * waited for in turn: Linux's cutime + cstime (proc(5), /proc/self/stat fields 16 and 17, in
 * USER_HZ = 100 ticks a second), as `/usr/bin/time` reports them; undefined without /proc.
 */
export function endedChildrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: field 3 first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CPU of each child as it ends: the growth of endedChildrenCpuSeconds since the last child
 * ended. Node reaps each child as its exit is signalled, one exit event at a time, so the growth
 * is that child's (two children ending within the same instant would be counted together).
 */
let childrenCpuSoFar = endedChildrenCpuSeconds();
function cpuOfChildJustEnded(): number | undefined {
  const now = endedChildrenCpuSeconds();
  const before = childrenCpuSoFar;
  childrenCpuSoFar = now;
  return now === undefined || before === undefined ? undefined : Math.max(0, now - before);
}

/**
 * Runs a command with its output buffered (stdout and stderr interleaved as they came), or, with
 * `onOutput`, handed to it as it comes instead (the result's output is then empty).
 */
export function runBuffered(command: Command, onOutput?: (text: string) => void): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command.command, command.args, {
      cwd: command.cwd,
      env: command.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let cpuSeconds: number | undefined;
    child.on('exit', () => {
      cpuSeconds = cpuOfChildJustEnded();
    });
    const collect = (chunk: Buffer) => {
      if (onOutput) onOutput(chunk.toString('utf8'));
      else chunks.push(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const finish = (status: number, extra = '') =>
      resolve({
        name: command.name,
        status,
        seconds: (Date.now() - started) / 1000,
        ...(cpuSeconds === undefined ? {} : { cpuSeconds }),
        output: Buffer.concat(chunks).toString('utf8') + extra,
      });
    child.on('error', (error) => finish(1, `\n${error.message}\n`));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the commands at the same time (each is single-threaded or short, so on a small machine
 * they fill the cores that one alone leaves idle) and prints each one's output once it ends, so
 * the outputs never interleave. Resolves to the results in the given order.
 */
export async function runInParallel(
  commands: readonly Command[],
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<CommandResult[]> {
  return Promise.all(
    commands.map(async (command) => {
      const result = await runBuffered(command);
      const mark = result.status === 0 ? '✓' : '✗';
      write(`--- ${mark} ${result.name} (${result.seconds.toFixed(1)} s)\n${result.output}`);
      return result;
    }),
  );
}

/** A step of a run of steps: its commands run at the same time, once every step it comes `after` has passed. */
export interface ScheduledStep {
  name: string;
  commands: readonly Command[];
  /** Names of the steps that must pass first; a step that fails stops every step after it. */
  after: readonly string[];
}

export interface ScheduledResult {
  name: string;
  /** 'skipped': a step it comes after failed, so it never started. */
  outcome: 'passed' | 'failed' | 'skipped';
  /** Seconds from the start of the run to the step's start (0 when skipped). */
  startSeconds: number;
  /** The step's wall time. */
  seconds: number;
  /** The CPU seconds of its commands (CommandResult.cpuSeconds); absent where unknown or skipped. */
  cpuSeconds?: number;
}

/**
 * Keeps the outputs of steps that run at the same time apart: the output of the step started
 * first among those still running streams as it comes; a later step's output waits in a buffer
 * and is printed (then streams on) once every step started before it has ended. Each step's
 * output is thus one block under its `=== name` heading, in the order the steps started.
 */
class OutputQueue {
  readonly #write: (text: string) => void;
  readonly #entries: { name: string; chunks: string[]; done: boolean; shown: boolean }[] = [];

  constructor(write: (text: string) => void) {
    this.#write = write;
  }

  add(name: string): number {
    this.#entries.push({ name, chunks: [], done: false, shown: false });
    this.#advance();
    return this.#entries.length - 1;
  }

  output(index: number, text: string): void {
    const entry = this.#entries[index];
    if (!entry) return;
    if (entry.shown) this.#write(text);
    else entry.chunks.push(text);
  }

  end(index: number, footer: string): void {
    const entry = this.#entries[index];
    if (!entry) return;
    entry.chunks.push(footer);
    if (entry.shown) this.#flush(entry);
    entry.done = true;
    this.#advance();
  }

  #flush(entry: { chunks: string[] }): void {
    for (const chunk of entry.chunks) this.#write(chunk);
    entry.chunks = [];
  }

  /** Shows the first entry not yet ended, printing (and dropping) every ended one before it. */
  #advance(): void {
    for (const entry of this.#entries) {
      if (!entry.shown) {
        entry.shown = true;
        this.#write(`\n=== ${entry.name}\n`);
        this.#flush(entry);
      }
      if (!entry.done) return;
    }
  }
}

/**
 * Runs `steps`, each as soon as the steps it comes after have passed (so independent steps overlap),
 * with their outputs kept apart (OutputQueue). A failed step starts nothing that comes after it;
 * the steps already running end normally, so every failure is reported. Resolves to the results in
 * the order of `steps`.
 */
export async function runSteps(
  steps: readonly ScheduledStep[],
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<ScheduledResult[]> {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    const unknown = step.after.filter((name) => !names.has(name));
    if (unknown.length > 0)
      throw new Error(`Step "${step.name}" comes after unknown steps: ${unknown.join(', ')}`);
  }
  const started = Date.now();
  const queue = new OutputQueue(write);
  const results = new Map<string, ScheduledResult>();
  const running = new Map<string, Promise<void>>();

  const runStep = async (step: ScheduledStep): Promise<void> => {
    const startSeconds = (Date.now() - started) / 1000;
    const index = queue.add(step.name);
    const write = (text: string) => queue.output(index, text);
    // One command streams; several are each printed whole when they end (runInParallel).
    const [only] = step.commands;
    const outcomes =
      step.commands.length === 1 && only
        ? [await runBuffered(only, write)]
        : await runInParallel(step.commands, write);
    const seconds = (Date.now() - started) / 1000 - startSeconds;
    const passed = outcomes.every((outcome) => outcome.status === 0);
    const failedNames = outcomes.filter((outcome) => outcome.status !== 0).map((outcome) => outcome.name);
    queue.end(
      index,
      `--- ${passed ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s)${passed ? '' : `: ${failedNames.join(', ')} failed`}\n`,
    );
    const cpu = outcomes.map((outcome) => outcome.cpuSeconds);
    const cpuSeconds = cpu.every((value) => value !== undefined)
      ? cpu.reduce((sum: number, value) => sum + value, 0)
      : undefined;
    results.set(step.name, {
      name: step.name,
      outcome: passed ? 'passed' : 'failed',
      startSeconds,
      seconds,
      ...(cpuSeconds === undefined ? {} : { cpuSeconds }),
    });
  };

  for (;;) {
    for (const step of steps) {
      if (results.has(step.name) || running.has(step.name)) continue;
      const before = step.after.map((name) => results.get(name));
      if (before.some((result) => result && result.outcome !== 'passed')) {
        results.set(step.name, { name: step.name, outcome: 'skipped', startSeconds: 0, seconds: 0 });
      } else if (before.every((result) => result?.outcome === 'passed')) {
        running.set(
          step.name,
          runStep(step).finally(() => running.delete(step.name)),
        );
      }
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  return steps.map(
    (step) => results.get(step.name) ?? { name: step.name, outcome: 'skipped', startSeconds: 0, seconds: 0 },
  );
}
