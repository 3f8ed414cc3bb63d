/**
 * English names for server-side text (tokenURI metadata), read from the same catalogue the web app
 * loads as the `dragoCatalogue` namespace. The web uses i18next instead: this module imports the
 * English JSON, so it is kept out of index.ts (import `@kingdoms/shared/drago/names`).
 */

import { COLOURS, ELEMENTS, GRADE_NAMES, type Grade, PARTS } from './catalogue';
import english from './locales/en.json';

const catalogue: Record<string, Record<string, string>> = english;

function lookup(group: string, key: string | undefined, fallback: number): string {
  return (key !== undefined ? catalogue[group]?.[key] : undefined) ?? `${group} ${fallback}`;
}

export const englishNames = {
  part: (part: number) => lookup('part', PARTS[part], part),
  grade: (grade: number) => lookup('grade', GRADE_NAMES[grade as Grade], grade),
  colour: (colour: number) => lookup('colour', COLOURS[colour], colour),
  element: (element: number) => lookup('element', ELEMENTS[element], element),
  attribute: (code: number) => lookup('attribute', String(code), code),
  ability: (code: number) => lookup('ability', String(code), code),
} as const;
