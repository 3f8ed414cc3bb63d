import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTRACTS_PACKAGE_DIR } from './compile';
import { foundryBinaryPath } from './foundryBinary';

/**
 * forge for this package: the binary of @foundry-rs/forge run in packages/contracts (foundry.toml
 * there), with the Solidity libraries linked where foundry.toml's remappings expect them.
 */

/** forge's build output, cache and library links (gitignored). */
export const FORGE_DIR = path.join(CONTRACTS_PACKAGE_DIR, '.forge');
export const FORGE_LIB_DIR = path.join(FORGE_DIR, 'lib');
export const GAS_SNAPSHOT_FILE = path.join(CONTRACTS_PACKAGE_DIR, '.gas-snapshot');

/** foundry.toml's remapping targets → the npm package each one links to. */
const SOLIDITY_LIBRARIES = {
  'openzeppelin-contracts': '@openzeppelin/contracts',
  'chainlink-contracts': '@chainlink/contracts',
} as const;

/**
 * Links each Solidity library's npm package into .forge/lib. forge's source analysis (coverage,
 * lint) resolves a library's relative imports only inside the project, not through a `../..`
 * remapping into the workspace's node_modules, so the remappings point at these links instead.
 */
export function linkForgeLibraries(): void {
  mkdirSync(FORGE_LIB_DIR, { recursive: true });
  const requireHere = createRequire(import.meta.url);
  for (const [link, packageName] of Object.entries(SOLIDITY_LIBRARIES)) {
    const target = realpathSync(path.dirname(requireHere.resolve(`${packageName}/package.json`)));
    const linkPath = path.join(FORGE_LIB_DIR, link);
    if (existsSync(linkPath) || isDanglingLink(linkPath)) {
      if (lstatSync(linkPath).isSymbolicLink() && readlinkSync(linkPath) === target) continue;
      rmSync(linkPath, { recursive: true, force: true });
    }
    symlinkSync(target, linkPath, 'dir');
  }
}

function isDanglingLink(linkPath: string): boolean {
  try {
    return lstatSync(linkPath).isSymbolicLink();
  } catch {
    return false;
  }
}

export interface ForgeRun {
  /** Extra environment, e.g. FOUNDRY_PROFILE=bench. */
  env?: NodeJS.ProcessEnv;
  /** Capture stdout (returned) instead of passing it through. */
  capture?: boolean;
}

/** Runs forge with `args` in packages/contracts and waits for it. */
export function runForgeSync(args: readonly string[], options: ForgeRun = {}): SpawnSyncReturns<string> {
  linkForgeLibraries();
  return spawnSync(foundryBinaryPath('forge'), args, {
    cwd: CONTRACTS_PACKAGE_DIR,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
}
