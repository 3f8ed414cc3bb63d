#!/usr/bin/env node
/**
 * The `solc` forge runs (foundry.toml `solc = …`): the `solc` npm package (WebAssembly, the version
 * the project pins) behind the two things forge asks of a compiler binary, so forge never needs to
 * download one:
 *   --version               → "Version: 0.8.28+commit…" on stdout;
 *   --standard-json [flags] → standard JSON in on stdin, standard JSON out on stdout.
 * Forge lists most sources in the input but leaves imports of libraries to the compiler, which
 * reads them from disk relative to --base-path (then each --include-path), as native solc does.
 * Plain CommonJS with a shebang: forge executes it directly, with no TypeScript loader.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const args = process.argv.slice(2);

if (args.includes('--version')) {
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${solc.version()}\n`);
  process.exit(0);
}
if (!args.includes('--standard-json')) {
  process.stderr.write('forge-solc: only --version and --standard-json are supported\n');
  process.exit(2);
}

/** Every value of a repeated flag (`--include-path a --include-path b`). */
function flagValues(name) {
  const values = [];
  args.forEach((arg, index) => {
    if (arg === name && args[index + 1] !== undefined) values.push(args[index + 1]);
  });
  return values;
}

const roots = [...flagValues('--base-path'), ...flagValues('--include-path'), process.cwd()];

function findImport(importPath) {
  const candidates = path.isAbsolute(importPath)
    ? [importPath]
    : roots.map((root) => path.resolve(root, importPath));
  for (const candidate of candidates) {
    try {
      return { contents: readFileSync(candidate, 'utf8') };
    } catch {
      // try the next root
    }
  }
  return { error: `File not found: ${importPath} (looked in ${roots.join(', ')})` };
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const input = Buffer.concat(chunks).toString('utf8');
  process.stdout.write(solc.compile(input, { import: findImport }));
});
