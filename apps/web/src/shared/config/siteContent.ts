import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { EMPTY_SITE_CONTENT, type OutboundLinkId } from '@kingdoms/shared/site-content';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/** The one cache entry of /config.json (runtimeConfig.ts uses the same key). */
export const RUNTIME_CONFIG_QUERY_KEY = ['runtime-config'] as const;

/**
 * The validating loader and its schemas come in their own chunk, the one the pages already share,
 * so the header and footer read configuration without adding zod to the first load.
 */
async function loadRuntimeConfigOnDemand(): Promise<RuntimeConfig> {
  const { loadRuntimeConfig } = await import('./runtimeConfig');
  return loadRuntimeConfig();
}

/**
 * Outbound links and the studio's lists and figures from /config.json (site-content.ts). Never
 * suspends: until the configuration has loaded (or when it carries none) the content is empty,
 * so no outbound link shows rather than a made-up one. Reads the shared query cache directly
 * (useQuery's observer would add its code to the first load of every page).
 */
export function useSiteContent(): SiteContent {
  const client = useQueryClient();
  const config = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData<RuntimeConfig>(RUNTIME_CONFIG_QUERY_KEY),
  );
  useEffect(() => {
    // A failed load leaves the content empty; the pages that need the config report the error.
    client
      .ensureQueryData({
        queryKey: RUNTIME_CONFIG_QUERY_KEY,
        queryFn: loadRuntimeConfigOnDemand,
        staleTime: Number.POSITIVE_INFINITY,
        // Kept for the page's life even with no observer (pages without config have none).
        gcTime: Number.POSITIVE_INFINITY,
      })
      .catch(() => {});
  }, [client]);
  return config?.content ?? EMPTY_SITE_CONTENT;
}

/** The configured URL of an outbound link, or undefined: then the link is not shown. */
export function useOutboundLink(id: OutboundLinkId | undefined): string | undefined {
  const { links } = useSiteContent();
  return id ? links[id] : undefined;
}
