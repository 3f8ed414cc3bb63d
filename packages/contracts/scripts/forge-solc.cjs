#!/usr/bin/env node
/**
 * The `solc` forge runs (foundry.toml `solc = …`): the `solc` npm package (WebAssembly, the version
 * the project pins) behind the two things forge asks of a compiler binary, so forge never needs to
 * download one:
 *   --version               → "Version: 0.8.28+commit…" on stdout;
 *   --standard-json [flags] → standard JSON in on stdin, standard JSON out on stdout.
 * Forge lists most sources in the input but leaves imports of libraries to the compiler, which
 * reads them from disk relative to --base-path (then each --include-path), as native solc does.
 *
 * The WebAssembly compiler is single-threaded, and forge hands the whole project to one call. So the
 * call can be split: every worker thread reads and checks all sources (cheap) but generates code only
 * for its share of the files (the costly part, the optimizer above all), and the outputs are merged.
 * Bytecode does not depend on the split: a contract's code comes from its sources and settings
 * alone (no metadata hash is appended). The split costs CPU: a test that creates a contract needs
 * that contract's code, so each share compiles most of contracts/ again (measured on forge's input
 * of this project: 44 s of CPU in one call, 56 s in two shares). It pays only where a core would
 * otherwise sit idle: by default there is one share per idle core (the CPUs less the last minute's
 * load average, at least one), so `npm test`, whose other steps keep both cores busy, compiles in one
 * call and a lone `npm run forge:check` in two. FORGE_SOLC_JOBS sets the number of shares (1: one
 * call).
 * Plain CommonJS with a shebang: forge executes it directly, with no TypeScript loader.
 */
const { readFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');

const args = isMainThread ? process.argv.slice(2) : workerData.args;

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

function compile(input) {
  return require('solc').compile(input, { import: findImport });
}

/**
 * Splits the files that have output selected into `jobs` shares of about equal source size
 * (largest first, each to the lightest share so far).
 */
function shares(input, jobs) {
  const selected = Object.keys(input.settings?.outputSelection ?? {}).filter((file) => file in input.sources);
  const size = (file) => input.sources[file]?.content?.length ?? 0;
  const buckets = Array.from({ length: jobs }, () => ({ files: [], size: 0 }));
  for (const file of [...selected].sort((a, b) => size(b) - size(a))) {
    const lightest = buckets.reduce((min, bucket) => (bucket.size < min.size ? bucket : min));
    lightest.files.push(file);
    lightest.size += size(file);
  }
  return buckets.filter((bucket) => bucket.files.length).map((bucket) => bucket.files);
}

function compileShare(input, files) {
  const selection = input.settings.outputSelection;
  const outputSelection = {};
  for (const file of files) outputSelection[file] = selection[file];
  const shareInput = { ...input, settings: { ...input.settings, outputSelection } };
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: { args, input: JSON.stringify(shareInput) } });
    worker.once('message', (output) => resolve(JSON.parse(output)));
    worker.once('error', reject);
  });
}

/** One output from the shares': each file's contracts from the share that generated them. */
function mergeOutputs(outputs, shareFiles) {
  const merged = { sources: {}, contracts: {}, errors: [] };
  const seenErrors = new Set();
  outputs.forEach((output, index) => {
    Object.assign(merged.sources, output.sources);
    for (const file of shareFiles[index]) {
      if (output.contracts?.[file]) merged.contracts[file] = output.contracts[file];
    }
    for (const error of output.errors ?? []) {
      const key = `${error.severity}\0${error.formattedMessage ?? error.message}`;
      if (seenErrors.has(key)) continue;
      seenErrors.add(key);
      merged.errors.push(error);
    }
  });
  if (!merged.errors.length) delete merged.errors;
  return merged;
}

/** The cores the last minute left idle, at least one: how many shares are worth their extra CPU. */
function idleCores() {
  const cores = os.availableParallelism();
  return Math.max(1, Math.min(cores, Math.floor(cores - os.loadavg()[0] + 0.5)));
}

async function compileInShares(inputText) {
  const input = JSON.parse(inputText);
  const jobs = Number(process.env.FORGE_SOLC_JOBS) || idleCores();
  // A wildcard selection ('*' for every file) cannot be split by file: one call, as before.
  const splittable = input.language === 'Solidity' && !('*' in (input.settings?.outputSelection ?? {}));
  const shareFiles = jobs > 1 && splittable ? shares(input, jobs) : [];
  if (shareFiles.length < 2) return compile(inputText);
  const outputs = await Promise.all(shareFiles.map((files) => compileShare(input, files)));
  return JSON.stringify(mergeOutputs(outputs, shareFiles));
}

if (!isMainThread) {
  parentPort.postMessage(compile(workerData.input));
} else if (args.includes('--version')) {
  process.stdout.write(
    `solc, the solidity compiler commandline interface\nVersion: ${require('solc').version()}\n`,
  );
  process.exit(0);
} else if (!args.includes('--standard-json')) {
  process.stderr.write('forge-solc: only --version and --standard-json are supported\n');
  process.exit(2);
} else {
  const chunks = [];
  process.stdin.on('data', (chunk) => chunks.push(chunk));
  process.stdin.on('end', () => {
    compileInShares(Buffer.concat(chunks).toString('utf8')).then(
      (output) => process.stdout.write(output),
      (error) => {
        process.stderr.write(`forge-solc: ${error?.stack ?? error}\n`);
        process.exit(1);
      },
    );
  });
}
