import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileBuild, renderGeneratedFiles } from '../src/compile';

const started = Date.now();
const build = compileBuild(undefined, (warning) => console.warn(warning));
const { contracts } = build;
for (const file of renderGeneratedFiles(build)) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.content);
}
console.log(
  `Compiled ${contracts.length} contracts (${contracts.map((c) => c.name).join(', ')}) in ${Date.now() - started} ms`,
);
