import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedCompile, compileCacheDir, compileKey, type KeptCompile } from './compileCache';

// These tests stand a counting function in for the compiler: what is checked is the keeping, keying
// and locking (compile.test.ts and explorerVerify.test.ts compile with the real one through it).
let dir: string;
const before = process.env.SOLC_CACHE_DIR;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kingdoms-solc-cache-'));
  process.env.SOLC_CACHE_DIR = dir;
});

afterEach(() => {
  if (before === undefined) delete process.env.SOLC_CACHE_DIR;
  else process.env.SOLC_CACHE_DIR = before;
  rmSync(dir, { recursive: true, force: true });
});

const input = (content: string) => ({
  language: 'Solidity',
  sources: { 'contracts/A.sol': { content } },
  settings: { optimizer: { enabled: true, runs: 200 } },
});

function counting(output: object = { contracts: {} }) {
  const calls = { count: 0 };
  const compile = (): KeptCompile => {
    calls.count += 1;
    return { output: JSON.stringify(output), version: '0.8.28+commit.7893614a' };
  };
  return { calls, compile };
}

describe('compileKey', () => {
  it('is one for one input and compiler, however the input object was built', () => {
    const a = input('contract A {}');
    const reordered = { settings: a.settings, sources: a.sources, language: a.language };
    expect(compileKey(reordered, 'solc-js 0.8.28')).toBe(compileKey(a, 'solc-js 0.8.28'));
  });

  it('changes with any source, setting or compiler', () => {
    const key = compileKey(input('contract A {}'), 'solc-js 0.8.28');
    expect(compileKey(input('contract A { }'), 'solc-js 0.8.28')).not.toBe(key);
    expect(compileKey({ ...input('contract A {}'), settings: {} }, 'solc-js 0.8.28')).not.toBe(key);
    expect(compileKey(input('contract A {}'), 'solc-js 0.8.29')).not.toBe(key);
  });
});

describe('cachedCompile', () => {
  it('compiles an input once and then gives the kept output', () => {
    const { calls, compile } = counting();
    const key = compileKey(input('contract A {}'), 'test');
    const first = cachedCompile(key, compile);
    expect(cachedCompile(key, compile)).toEqual(first);
    expect(calls.count).toBe(1);
    expect(compileCacheDir()).toBe(dir);
    // the lock is gone, only the output is kept
    expect(readdirSync(dir)).toEqual([`${key}.json`]);
  });

  it('compiles a changed source again (a stale build is never taken for a new one)', () => {
    const { calls, compile } = counting();
    cachedCompile(compileKey(input('contract A {}'), 'test'), compile);
    cachedCompile(compileKey(input('contract A { uint x; }'), 'test'), compile);
    expect(calls.count).toBe(2);
  });

  it('keeps nothing when the compiler reports an error', () => {
    const { calls, compile } = counting({ errors: [{ severity: 'error', formattedMessage: 'broken' }] });
    const key = compileKey(input('contract A {'), 'test');
    expect(JSON.parse(cachedCompile(key, compile).output).errors[0].formattedMessage).toBe('broken');
    cachedCompile(key, compile);
    expect(calls.count).toBe(2);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps an output with warnings only', () => {
    const { calls, compile } = counting({ errors: [{ severity: 'warning', formattedMessage: 'unused' }] });
    const key = compileKey(input('contract A {}'), 'test');
    cachedCompile(key, compile);
    cachedCompile(key, compile);
    expect(calls.count).toBe(1);
  });

  it('waits while another process compiles the same input, then takes its output', async () => {
    const key = compileKey(input('contract A {}'), 'test');
    const lockFile = path.join(dir, `${key}.lock`);
    const outputFile = path.join(dir, `${key}.json`);
    // Another process holds the lock while it "compiles" (a moment), then writes its output and
    // lets go. Whenever this process starts waiting, before or after that, it gets the same answer.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs');
         fs.writeFileSync(${JSON.stringify(lockFile)}, String(process.pid));
         process.stdout.write('locked\\n');
         setTimeout(() => {
           fs.writeFileSync(${JSON.stringify(outputFile)}, JSON.stringify({ output: '{"theirs":true}', version: 'v' }));
           fs.rmSync(${JSON.stringify(lockFile)});
         }, 300);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    expect(existsSync(lockFile)).toBe(true);
    const { calls, compile } = counting();
    expect(cachedCompile(key, compile).output).toBe('{"theirs":true}');
    expect(calls.count).toBe(0);
    await new Promise((resolve) => holder.once('exit', resolve));
  });

  it('keeps the 8 newest outputs: each edit of a source adds one', () => {
    const old = Array.from({ length: 8 }, (_, i) => path.join(dir, `${String(i).repeat(64)}.json`));
    old.forEach((file, i) => {
      writeFileSync(file, JSON.stringify({ output: '{}', version: 'v' }));
      // oldest first: file 0 an hour ago, file 7 a minute ago
      const seconds = Date.now() / 1000 - 3600 + i * 60;
      utimesSync(file, seconds, seconds);
    });
    const key = compileKey(input('contract A {}'), 'test');
    cachedCompile(key, counting().compile);
    expect(readdirSync(dir).sort()).toEqual(
      [...old.slice(1).map((file) => path.basename(file)), `${key}.json`].sort(),
    );
  });

  it('takes over the lock of a process that died while compiling', () => {
    const key = compileKey(input('contract A {}'), 'test');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(path.join(dir, `${key}.lock`), dead.stdout);
    const { calls, compile } = counting();
    cachedCompile(key, compile);
    expect(calls.count).toBe(1);
    expect(existsSync(path.join(dir, `${key}.lock`))).toBe(false);
  });
});
