/**
 * Writes locales/{en,ko,ja,zh}.json from catalogueText.ts. Run after changing a name or an ability:
 * `npx tsx packages/shared/src/drago/writeCatalogues.ts` (then `npm run format`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildDragoCatalogue, DRAGO_CATALOGUE_LANGUAGES } from './catalogueText';

for (const language of DRAGO_CATALOGUE_LANGUAGES) {
  const path = fileURLToPath(new URL(`./locales/${language}.json`, import.meta.url));
  writeFileSync(path, `${JSON.stringify(buildDragoCatalogue(language), null, 2)}\n`);
}
