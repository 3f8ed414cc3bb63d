import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export type FoundryTool = 'anvil' | 'forge';

const ARCH_NAMES: Partial<Record<NodeJS.Architecture, string>> = { x64: 'amd64', arm64: 'arm64' };

/**
 * The native executable of a Foundry tool from its npm package's platform dependency
 * (`@foundry-rs/anvil` → `@foundry-rs/anvil-linux-amd64/bin/anvil`). We run the binary directly
 * rather than the package's node wrapper, so signals (stop, Ctrl-C) reach the tool itself.
 */
export function foundryBinaryPath(tool: FoundryTool): string {
  const requireFromTool = createRequire(
    createRequire(import.meta.url).resolve(`@foundry-rs/${tool}/package.json`),
  );
  const arch = ARCH_NAMES[process.arch];
  const binary = process.platform === 'win32' ? `${tool}.exe` : tool;
  if (arch) {
    try {
      const candidate = requireFromTool.resolve(
        `@foundry-rs/${tool}-${process.platform}-${arch}/bin/${binary}`,
      );
      if (existsSync(candidate)) return candidate;
    } catch {
      // fall through to the error below
    }
  }
  throw new Error(
    `No ${tool} binary for ${process.platform}-${process.arch} in @foundry-rs/${tool}; run npm install on a supported platform`,
  );
}
