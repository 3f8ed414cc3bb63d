import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedCompile, compileKey } from './compileCache';

/** The package root (packages/contracts), whatever the caller's working directory. */
export const CONTRACTS_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOLIDITY_DIR = path.join(CONTRACTS_PACKAGE_DIR, 'contracts');
export const GENERATED_DIR = path.join(CONTRACTS_PACKAGE_DIR, 'src', 'generated');
/**
 * Contracts only tests deploy (e.g. the ERC-1271 wallet the API's sign-in tests use) live in
 * `contracts/test/`: compiled with the rest (typed ABIs and bytecode), but not in the contract
 * registry, so no deployment can name them.
 */
export const TEST_SOURCE_PREFIX = 'contracts/test/';

export interface CompiledContract {
  name: string;
  sourceFile: string;
  /** Declared under contracts/test/: deployed by tests only, left out of the registry. */
  testOnly: boolean;
  abi: readonly unknown[];
  bytecode: `0x${string}`;
  /** The code a deployment leaves on chain, with zeros where the constructor writes immutables. */
  runtimeBytecode: `0x${string}`;
  /** Where immutables sit in the runtime code (byte offset and length), masked when comparing code. */
  immutableReferences: ImmutableRange[];
}

/** Byte offset and length of one immutable's copy in runtime code. */
export type ImmutableRange = readonly [start: number, length: number];

/**
 * One compilation: its contracts, the exact standard-JSON input (every source, imports included,
 * and the settings) and the compiler version, which are what an explorer's verification needs.
 */
export interface CompiledBuild {
  contracts: CompiledContract[];
  standardJsonInput: StandardJsonInput;
  /** As explorers name it: `v0.8.28+commit.7893614a`. */
  solcVersion: string;
}

export interface StandardJsonInput {
  language: 'Solidity';
  sources: Record<string, { content: string }>;
  settings: Record<string, unknown>;
}

interface SolcArtifact {
  abi: unknown[];
  evm: {
    bytecode: { object: string };
    deployedBytecode: {
      object: string;
      immutableReferences?: Record<string, { start: number; length: number }[]>;
    };
  };
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, SolcArtifact>>;
}

const requireFromHere = createRequire(import.meta.url);

type ImportResult = { contents: string } | { error: string };
/**
 * The part of the solc wrapper we use. solc ships no type declarations; loading it through
 * require keeps this module importable from any workspace without an ambient module file.
 */
interface SolcCompiler {
  compile(input: string, callbacks?: { import: (path: string) => ImportResult }): string;
  version(): string;
}
let solcCompiler: SolcCompiler | undefined;
/** Loaded on first use: the WebAssembly compiler takes a moment, and most importers never compile. */
function solc(): SolcCompiler {
  solcCompiler ??= requireFromHere('solc') as SolcCompiler;
  return solcCompiler;
}

/** Resolves `@openzeppelin/...` (and any other package import) from node_modules. */
function resolveImport(importPath: string): ImportResult {
  try {
    return { contents: readFileSync(requireFromHere.resolve(importPath), 'utf8') };
  } catch (error) {
    return { error: `Cannot resolve import ${importPath}: ${(error as Error).message}` };
  }
}

/** The compiler version as explorers name it (`v0.8.28+commit.7893614a`, without the build's platform suffix). */
export function solcVersion(): string {
  return explorerVersion(solc().version());
}

function explorerVersion(version: string): string {
  return `v${version.replace(/\.Emscripten.*$/, '')}`;
}

/**
 * Which compiler a kept compile came from (src/compileCache.ts): the solc package bundles exactly one,
 * so its package version names it, read without loading the WebAssembly.
 */
function compilerId(): string {
  const packageJson = requireFromHere.resolve('solc/package.json');
  return `solc-js ${(JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version}`;
}

/**
 * Compiles a self-contained standard-JSON input (no import callback: every source is in it), or takes
 * the kept output of the same input and compiler: compileBuild and the explorer check in
 * explorerVerify.test.ts compile the same input, so a run compiles it once.
 */
function compileSelfContained(input: StandardJsonInput): { output: SolcOutput; version: string } {
  const kept = cachedCompile(compileKey(input, compilerId()), () => ({
    output: solc().compile(JSON.stringify(input)),
    version: solc().version(),
  }));
  return { output: JSON.parse(kept.output) as SolcOutput, version: kept.version };
}

/** The settings every build uses; kept in the standard-JSON input, so a recompilation uses them too. */
const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Without the metadata hash the bytecode depends only on the code, not on comments or paths.
  metadata: { bytecodeHash: 'none' },
  outputSelection: {
    '*': {
      '*': [
        'abi',
        'evm.bytecode.object',
        'evm.deployedBytecode.object',
        'evm.deployedBytecode.immutableReferences',
      ],
    },
  },
};

/**
 * Compiles a standard-JSON input as it is (no import callback: every source must be in it), the way
 * an explorer does. Returns each contract's runtime code and immutable ranges by `file:Name`.
 */
export function compileStandardJson(
  input: StandardJsonInput,
): Record<string, { runtimeBytecode: `0x${string}`; immutableReferences: ImmutableRange[] }> {
  const { output } = compileSelfContained(input);
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const result: Record<string, { runtimeBytecode: `0x${string}`; immutableReferences: ImmutableRange[] }> =
    {};
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    for (const [name, artifact] of Object.entries(contracts)) {
      result[`${file}:${name}`] = {
        runtimeBytecode: `0x${artifact.evm.deployedBytecode.object}`,
        immutableReferences: immutableRanges(artifact),
      };
    }
  }
  return result;
}

function immutableRanges(artifact: SolcArtifact): ImmutableRange[] {
  return Object.values(artifact.evm.deployedBytecode.immutableReferences ?? {})
    .flat()
    .map(({ start, length }) => [start, length] as const)
    .sort((a, b) => a[0] - b[0]);
}

/** `code` with every immutable range zeroed: what two deployments of one build share (explorers compare so). */
export function maskImmutables(code: `0x${string}`, ranges: readonly ImmutableRange[]): `0x${string}` {
  let hex = code.slice(2).toLowerCase();
  for (const [start, length] of ranges) {
    hex = hex.slice(0, start * 2) + '00'.repeat(length) + hex.slice((start + length) * 2);
  }
  return `0x${hex}`;
}

/**
 * Reads every .sol file under contracts/ (contracts/test/ included), keyed by a stable relative
 * name (`contracts/X.sol`, `contracts/test/Y.sol`) so bytecode is reproducible.
 */
export function readSources(dir: string = SOLIDITY_DIR): Record<string, { content: string }> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sol'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  return Object.fromEntries(
    files.map((f) => [`contracts/${f}`, { content: readFileSync(path.join(dir, f), 'utf8') }]),
  );
}

/**
 * Compiles the package's Solidity sources in memory. Returns only deployable contracts declared
 * in our own files (abstract bases and OpenZeppelin contracts are left out), sorted by name.
 * Throws with every compiler error when compilation fails.
 */
export function compileContracts(
  sources = readSources(),
  onWarning: (message: string) => void = () => {},
): CompiledContract[] {
  return compileBuild(sources, onWarning).contracts;
}

/**
 * `sources` with every file they import, resolved from node_modules, sorted by name: the
 * self-contained standard-JSON input an explorer compiles. The compiler finds the imports: asked for
 * no code (only the AST), it parses and checks the sources, calling back for each import, and skips
 * code generation and the optimizer (the costly part). Throws with the compiler's errors.
 */
function resolveImports(sources: Record<string, { content: string }>): Record<string, { content: string }> {
  const imported: Record<string, { content: string }> = {};
  const analysis = {
    language: 'Solidity',
    sources,
    settings: { ...COMPILER_SETTINGS, outputSelection: { '*': { '': ['ast'] } } },
  };
  const output = JSON.parse(
    solc().compile(JSON.stringify(analysis), {
      import: (importPath) => {
        const result = resolveImport(importPath);
        if ('contents' in result) imported[importPath] = { content: result.contents };
        return result;
      },
    }),
  ) as SolcOutput;
  throwOnErrors(output);
  return Object.fromEntries(
    Object.entries({ ...sources, ...imported }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function throwOnErrors(output: SolcOutput): void {
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
}

/**
 * compileContracts with the standard-JSON input (imports resolved into it) and compiler version. What
 * is compiled is that self-contained input itself, exactly as an explorer compiles it.
 */
export function compileBuild(
  sources = readSources(),
  onWarning: (message: string) => void = () => {},
): CompiledBuild {
  const standardJsonInput: StandardJsonInput = {
    language: 'Solidity',
    sources: resolveImports(sources),
    settings: COMPILER_SETTINGS,
  };
  const { output, version } = compileSelfContained(standardJsonInput);
  for (const warning of (output.errors ?? []).filter((e) => e.severity === 'warning')) {
    onWarning(warning.formattedMessage);
  }
  throwOnErrors(output);
  const compiled: CompiledContract[] = [];
  for (const sourceFile of Object.keys(sources)) {
    for (const [name, artifact] of Object.entries(output.contracts?.[sourceFile] ?? {})) {
      // Abstract bases have no bytecode; libraries of internal functions (RollingLimit) have no ABI.
      if (artifact.evm.bytecode.object.length === 0 || artifact.abi.length === 0) continue;
      compiled.push({
        name,
        sourceFile,
        testOnly: sourceFile.startsWith(TEST_SOURCE_PREFIX),
        abi: artifact.abi,
        bytecode: `0x${artifact.evm.bytecode.object}`,
        runtimeBytecode: `0x${artifact.evm.deployedBytecode.object}`,
        immutableReferences: immutableRanges(artifact),
      });
    }
  }
  return {
    contracts: compiled.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    standardJsonInput,
    solcVersion: explorerVersion(version),
  };
}

/** `A2Z` → `a2z`, `GoodsTicket` → `goodsTicket`: the prefix of the generated export names. */
export function exportPrefix(contractName: string): string {
  if (/^[A-Z0-9]+$/.test(contractName)) return contractName.toLowerCase();
  return contractName.charAt(0).toLowerCase() + contractName.slice(1);
}

const HEADER = '// generated by scripts/compile.ts — do not edit\n';

/** The text of src/generated/abis.ts: one `as const` ABI per contract. */
export function renderAbis(contracts: CompiledContract[]): string {
  const exports = contracts.map(
    (c) => `export const ${exportPrefix(c.name)}Abi = ${JSON.stringify(c.abi, null, 2)} as const;\n`,
  );
  return `${HEADER}\n${exports.join('\n')}`;
}

/**
 * The text of src/generated/registry.ts: the contract names deployments use and name → ABI, the
 * typed half of the contract registry (`contractOf` adds the deployed addresses). Test-only
 * contracts are left out.
 */
export function renderRegistry(allContracts: CompiledContract[]): string {
  const contracts = allContracts.filter((c) => !c.testOnly);
  const abiNames = contracts.map((c) => `${exportPrefix(c.name)}Abi`);
  const imports = `import {\n${abiNames.map((name) => `  ${name},\n`).join('')}} from './abis';\n`;
  const map = contracts.map((c, i) => `  ${c.name}: ${abiNames[i]},\n`).join('');
  return [
    `${HEADER}\nimport type { Abi } from 'viem';\n${imports}`,
    `/** Contract name (as its deployment lists it) → ABI, each \`as const\` so viem types every call. */\nexport const contractAbis = {\n${map}} as const satisfies Record<string, Abi>;\n`,
    'export type ContractName = keyof typeof contractAbis;\n',
    'export type ContractAbi<N extends ContractName> = (typeof contractAbis)[N];\n',
  ].join('\n');
}

/** The text of src/generated/bytecode.ts: creation bytecode per contract plus a name → bytecode map. */
export function renderBytecode(contracts: CompiledContract[]): string {
  const exports = contracts.map(
    (c) => `export const ${exportPrefix(c.name)}Bytecode = '${c.bytecode}' as const;\n`,
  );
  const map = contracts.map((c) => `  ${c.name}: ${exportPrefix(c.name)}Bytecode,\n`).join('');
  return `${HEADER}\n${exports.join('\n')}\nexport const contractBytecode = {\n${map}} as const;\n`;
}

export interface GeneratedFile {
  path: string;
  content: string;
}

/**
 * The text of src/generated/build.ts: what verification needs of each deployable contract (its
 * source file, runtime code and immutable ranges) and the compiler version. The standard-JSON input
 * itself is standardJsonInput.json beside it.
 */
export function renderBuild(build: CompiledBuild): string {
  const entries = build.contracts
    .filter((c) => !c.testOnly)
    .map(
      (c) =>
        `  ${c.name}: {\n    sourceFile: '${c.sourceFile}',\n    runtimeBytecode: '${c.runtimeBytecode}',\n    immutableReferences: ${JSON.stringify(c.immutableReferences)},\n  },\n`,
    )
    .join('');
  return [
    `${HEADER}\nimport type { ContractName } from './registry';\n`,
    `/** The compiler that made this build (standardJsonInput.json holds its exact input). */\nexport const SOLC_VERSION = '${build.solcVersion}';\n`,
    `/** Per contract: its source file, runtime code (immutables zeroed) and immutable ranges [start, length]. */\nexport const contractBuild: Record<\n  ContractName,\n  { sourceFile: string; runtimeBytecode: \`0x\${string}\`; immutableReferences: (readonly [number, number])[] }\n> = {\n${entries}};\n`,
  ].join('\n');
}

export const STANDARD_JSON_INPUT_FILE = path.join(GENERATED_DIR, 'standardJsonInput.json');

export function renderGeneratedFiles(build: CompiledBuild): GeneratedFile[] {
  const { contracts } = build;
  return [
    { path: path.join(GENERATED_DIR, 'abis.ts'), content: renderAbis(contracts) },
    { path: path.join(GENERATED_DIR, 'bytecode.ts'), content: renderBytecode(contracts) },
    { path: path.join(GENERATED_DIR, 'registry.ts'), content: renderRegistry(contracts) },
    { path: path.join(GENERATED_DIR, 'build.ts'), content: renderBuild(build) },
    { path: STANDARD_JSON_INPUT_FILE, content: `${JSON.stringify(build.standardJsonInput, null, 1)}\n` },
  ];
}
