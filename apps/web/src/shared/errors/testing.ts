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

/** The codes the descriptors (and the access guards' holder) declare, each once. */
export const DECLARED_ERROR_CODES: readonly string[] = [
  ...new Set(
    Object.values(sharedModules).flatMap((exports) =>
      Object.values(exports).flatMap((value) => (declaresErrors(value) ? Object.keys(value.errors) : [])),
    ),
  ),
].sort();
