import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devnetDeployment } from '../test/appHarness';
import { ConfigError } from './config';
import { loadDeployment } from './deployment';

const dir = mkdtempSync(join(tmpdir(), 'kingdoms-deployment-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('loadDeployment', () => {
  it('is undefined without DEPLOYMENT_FILE', () => {
    expect(loadDeployment(undefined)).toBeUndefined();
  });

  it('reads a valid deployment file', () => {
    const path = write('ok.json', JSON.stringify(devnetDeployment()));
    expect(loadDeployment(path)).toEqual(devnetDeployment());
  });

  it.each([
    ['a missing file', join(dir, 'absent.json'), 'cannot be read'],
    ['broken JSON', 'broken.json', 'is not valid JSON'],
    ['a wrong shape', 'shape.json', 'does not match the deployment format'],
  ])('names DEPLOYMENT_FILE for %s', (_case, file, problem) => {
    const path =
      file === 'broken.json'
        ? write(file, '{"env":')
        : file === 'shape.json'
          ? write(file, JSON.stringify({ env: 'devnet', chains: {} }))
          : file;
    expect(() => loadDeployment(path)).toThrow(ConfigError);
    expect(() => loadDeployment(path)).toThrow(`DEPLOYMENT_FILE ${problem}`);
  });
});
