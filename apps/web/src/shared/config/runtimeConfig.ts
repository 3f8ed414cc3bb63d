import {
  type RuntimeConfig,
  runtimeConfigEndpoint,
  runtimeConfigSchema,
} from '@kingdoms/shared/runtime-config';
import { useSuspenseQuery } from '@tanstack/react-query';
import { fetchConfigJson } from './configJson';
import { RUNTIME_CONFIG_QUERY_KEY } from './siteContent';

/** Loaded before the service bases are known, so by its root path rather than through callApi. */
export const RUNTIME_CONFIG_URL = runtimeConfigEndpoint.path;

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Fetches and validates /config.json once per page load. A failed load is forgotten so the next
 * caller retries instead of inheriting the failure.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Drops the loaded configuration; the next call loads it again. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetRuntimeConfig(): void {
  pending = undefined;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const parsed = runtimeConfigSchema.safeParse(await fetchConfigJson());
  if (!parsed.success) throw new Error(`${RUNTIME_CONFIG_URL} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

export const runtimeConfigQuery = {
  queryKey: RUNTIME_CONFIG_QUERY_KEY,
  queryFn: loadRuntimeConfig,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
} as const;

/** The validated runtime configuration; suspends until it has loaded. */
export function useRuntimeConfig(): RuntimeConfig {
  return useSuspenseQuery(runtimeConfigQuery).data;
}
