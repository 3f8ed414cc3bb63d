import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { EMPTY_SITE_CONTENT, type OutboundLinkId } from '@kingdoms/shared/site-content';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { useQuery } from '@tanstack/react-query';

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
 * so no outbound link shows rather than a made-up one.
 */
export function useSiteContent(): SiteContent {
  const { data } = useQuery({
    queryKey: RUNTIME_CONFIG_QUERY_KEY,
    queryFn: loadRuntimeConfigOnDemand,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data?.content ?? EMPTY_SITE_CONTENT;
}

/** The configured URL of an outbound link, or undefined: then the link is not shown. */
export function useOutboundLink(id: OutboundLinkId | undefined): string | undefined {
  const { links } = useSiteContent();
  return id ? links[id] : undefined;
}
