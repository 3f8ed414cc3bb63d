import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts, renderGeneratedFiles } from '../src/compile';

const started = Date.now();
const contracts = compileContracts(undefined, (warning) => console.warn(warning));
for (const file of renderGeneratedFiles(contracts)) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.content);
}
console.log(
  `Compiled ${contracts.length} contracts (${contracts.map((c) => c.name).join(', ')}) in ${Date.now() - started} ms`,
);
