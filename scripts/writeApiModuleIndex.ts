/**
 * Writes the API's generated lists from the module folders: `modules/index.ts` (each
 * `modules/<name>/module.ts`), `db/schema.ts` (each `modules/<name>/tables.ts`) and
 * `db/migrations/index.ts` (each `modules/<name>/migrations/NNNN_*.ts` and the platform's, in one
 * sequence). Run after adding or removing a module, a tables file or a migration:
 * `npx tsx scripts/writeApiModuleIndex.ts`. `modules/modules.test.ts` fails while one is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  apiModuleFolders,
  migrationFiles,
  renderApiModuleIndex,
  renderDatabaseSchema,
  renderMigrationIndex,
  tableFolders,
} from './lib/apiModuleIndex';

const sourceDir = fileURLToPath(new URL('../apps/api/src', import.meta.url));
const modulesDir = `${sourceDir}/modules`;
writeFileSync(`${modulesDir}/index.ts`, renderApiModuleIndex(apiModuleFolders(modulesDir)));
writeFileSync(`${sourceDir}/db/schema.ts`, renderDatabaseSchema(tableFolders(modulesDir)));
writeFileSync(`${sourceDir}/db/migrations/index.ts`, renderMigrationIndex(migrationFiles(sourceDir)));
