/**
 * Writes apps/api/src/modules/index.ts, the API's module list, from the module folders (each
 * `modules/<name>/module.ts`). Run after adding or removing a module:
 * `npx tsx scripts/writeApiModuleIndex.ts`. `modules/modules.test.ts` fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiModuleFolders, renderApiModuleIndex } from './lib/apiModuleIndex';

const modulesDir = fileURLToPath(new URL('../apps/api/src/modules', import.meta.url));
writeFileSync(`${modulesDir}/index.ts`, renderApiModuleIndex(apiModuleFolders(modulesDir)));
