/**
 * GET /config.json, once per page load, as JSON not yet validated. Two readers share the one
 * request: the first screen (siteContent.ts: the links, lists and media it shows, without zod) and
 * the validating loader (runtimeConfig.ts, for the API client and the wallet). No zod here.
 */

/** runtimeConfigEndpoint.path (a test keeps them equal; importing it would bring zod along). */
export const CONFIG_JSON_PATH = '/config.json';

let pending: Promise<unknown> | undefined;

/** A failed load is forgotten, so the next caller retries instead of inheriting the failure. */
export function fetchConfigJson(): Promise<unknown> {
  pending ??= fetch(CONFIG_JSON_PATH, { headers: { accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`GET ${CONFIG_JSON_PATH} answered HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** Drops the loaded (or loading) /config.json; the next call fetches it again. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetConfigJson(): void {
  pending = undefined;
}
