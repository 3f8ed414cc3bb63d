/** Kingdom migration: the page itself is code-split and registered in the route table. */
export const MIGRATION_ROUTE_PATH = '/move/:token';

export function migrationPath(token: string): string {
  return `/move/${encodeURIComponent(token)}`;
}
