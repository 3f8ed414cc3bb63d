import { type DeclaresErrors, isEndpoint } from '@kingdoms/shared/api/endpoint';

/** Tests only: every module of packages/shared, found by file (a new descriptor needs no list). */
const sharedModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/shared/src/**/*.ts', '!**/*.test.ts'],
  { eager: true },
);

function declaresErrors(value: unknown): value is DeclaresErrors {
  if (isEndpoint(value)) return true;
  if (typeof value !== 'object' || value === null || !('errors' in value)) return false;
  const { errors } = value as { errors: unknown };
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((entry) => {
      return typeof entry === 'object' && entry !== null && 'status' in entry && 'message' in entry;
    })
  );
}

/** Each declared code → the packages/shared files declaring it (a descriptor's, the access guards'). */
export const DECLARING_FILES: ReadonlyMap<string, readonly string[]> = (() => {
  const files = new Map<string, string[]>();
  for (const [path, exports] of Object.entries(sharedModules)) {
    const file = path.replace(/^.*\/packages\/shared\/src\//, '');
    for (const value of Object.values(exports)) {
      if (!declaresErrors(value)) continue;
      for (const code of Object.keys(value.errors)) {
        const declaring = files.get(code) ?? [];
        if (!declaring.includes(file)) files.set(code, [...declaring, file]);
      }
    }
  }
  return files;
})();

/** The codes the descriptors (and the access guards' holder) declare, each once. */
export const DECLARED_ERROR_CODES: readonly string[] = [...DECLARING_FILES.keys()].sort();
