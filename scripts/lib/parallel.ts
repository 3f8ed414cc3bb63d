import { spawn } from 'node:child_process';

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
  output: string;
}

/** Runs a command with its output buffered (stdout and stderr interleaved as they came). */
export function runBuffered(command: Command): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command.command, command.args, {
      cwd: command.cwd,
      env: command.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (status: number, extra = '') =>
      resolve({
        name: command.name,
        status,
        seconds: (Date.now() - started) / 1000,
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
export async function runInParallel(commands: readonly Command[]): Promise<CommandResult[]> {
  return Promise.all(
    commands.map(async (command) => {
      const result = await runBuffered(command);
      const mark = result.status === 0 ? '✓' : '✗';
      process.stdout.write(`--- ${mark} ${result.name} (${result.seconds.toFixed(1)} s)\n${result.output}`);
      return result;
    }),
  );
}
