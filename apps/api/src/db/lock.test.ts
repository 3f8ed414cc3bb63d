import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, liveLockHolder, lockDataDir } from './lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kingdoms-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('writes our pid into the folder and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second opener while the holder lives, naming its pid', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid}`);
    release();
    lockDataDir(dir)();
  });

  it('refuses a folder held by another live process', () => {
    const dir = tempDir();
    // pid 1 always lives (init); the lock names it.
    writeFileSync(join(dir, LOCK_FILE_NAME), '1');
    expect(() => lockDataDir(dir)).toThrow('in use by process 1');
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('does not remove a lock that another process took meanwhile', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE_NAME), '1');
    release();
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe('1');
  });
});

describe('liveLockHolder', () => {
  it('is undefined for a folder without a lock, or with a lock left by a dead process', () => {
    const dir = tempDir();
    expect(liveLockHolder(dir)).toBeUndefined();
    expect(liveLockHolder(join(dir, 'missing'))).toBeUndefined();
    writeFileSync(join(dir, LOCK_FILE_NAME), String(deadPid()));
    expect(liveLockHolder(dir)).toBeUndefined();
    writeFileSync(join(dir, LOCK_FILE_NAME), 'not a pid');
    expect(liveLockHolder(dir)).toBeUndefined();
  });

  it('names the live holder, this process included', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), '1');
    expect(liveLockHolder(dir)).toBe(1);
    rmSync(join(dir, LOCK_FILE_NAME));
    const release = lockDataDir(dir);
    expect(liveLockHolder(dir)).toBe(process.pid);
    release();
    expect(liveLockHolder(dir)).toBeUndefined();
  });
});
