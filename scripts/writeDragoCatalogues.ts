/**
 * Writes packages/shared/src/drago/locales/{en,ko,ja,zh}.json from catalogueText.ts. Run after
 * changing a name or an ability: `npx tsx scripts/writeDragoCatalogues.ts` (then `npm run format`).
 * A script, not a module of packages/shared: tests import every shared module (endpoint scan).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildDragoCatalogue, DRAGO_CATALOGUE_LANGUAGES } from '@kingdoms/shared/drago/catalogueText';

for (const language of DRAGO_CATALOGUE_LANGUAGES) {
  const path = fileURLToPath(
    new URL(`../packages/shared/src/drago/locales/${language}.json`, import.meta.url),
  );
  writeFileSync(path, `${JSON.stringify(buildDragoCatalogue(language), null, 2)}\n`);
}
