import type { MediaUrls, RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { EMPTY_SITE_CONTENT, type OutboundLinkId } from '@kingdoms/shared/site-content';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { fetchConfigJson } from './configJson';

/** The one cache entry of /config.json (runtimeConfig.ts uses the same key). */
export const RUNTIME_CONFIG_QUERY_KEY = ['runtime-config'] as const;

/** The first screen's reading of /config.json (see `firstScreenConfig`). */
const FIRST_SCREEN_QUERY_KEY = ['runtime-config', 'first-screen'] as const;

export interface FirstScreenConfig {
  content: SiteContent;
  media: MediaUrls;
}

const EMPTY_FIRST_SCREEN: FirstScreenConfig = { content: EMPTY_SITE_CONTENT, media: {} };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What the header, footer and marketing pages show from /config.json, checked by hand for its
 * shape only. Validating it with zod here would put zod (~26 KiB gz) on every first load; the
 * API checked this JSON against the same shared schema before serving it, and code that acts on
 * the configuration (API client, wallet) loads it validated through runtimeConfig.ts.
 */
export function firstScreenConfig(json: unknown): FirstScreenConfig {
  if (!isObject(json)) return EMPTY_FIRST_SCREEN;
  const content = isObject(json.content) && isObject(json.content.links) ? json.content : undefined;
  return {
    content: (content as SiteContent | undefined) ?? EMPTY_SITE_CONTENT,
    media: isObject(json.media) ? (json.media as MediaUrls) : {},
  };
}

async function loadFirstScreenConfig(): Promise<FirstScreenConfig> {
  return firstScreenConfig(await fetchConfigJson());
}

/**
 * The first screen's configuration. Never suspends: until /config.json has loaded (or when it
 * carries none) the content is empty, so no outbound link shows rather than a made-up one, and
 * media show their drawn fallbacks. Prefers the validated configuration once something loaded
 * it. Reads the shared query cache directly (useQuery's observer would add its code to the first
 * load of every page). The server snapshot is empty too, so prerendered HTML hydrates unchanged.
 */
export function useFirstScreenConfig(): FirstScreenConfig {
  const client = useQueryClient();
  const snapshot = () => {
    const validated = client.getQueryData<RuntimeConfig>(RUNTIME_CONFIG_QUERY_KEY);
    return validated ?? client.getQueryData<FirstScreenConfig>(FIRST_SCREEN_QUERY_KEY);
  };
  const config = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    snapshot,
    () => undefined,
  );
  useEffect(() => {
    // A failed load leaves the content empty; the pages that need the config report the error.
    client
      .ensureQueryData({
        queryKey: FIRST_SCREEN_QUERY_KEY,
        queryFn: loadFirstScreenConfig,
        staleTime: Number.POSITIVE_INFINITY,
        // Kept for the page's life even with no observer (pages without config have none).
        gcTime: Number.POSITIVE_INFINITY,
      })
      .catch(() => {});
  }, [client]);
  if (!config) return EMPTY_FIRST_SCREEN;
  return { content: config.content ?? EMPTY_SITE_CONTENT, media: config.media ?? {} };
}

/** Outbound links and the studio's lists and figures from /config.json (site-content.ts). */
export function useSiteContent(): SiteContent {
  return useFirstScreenConfig().content;
}

/** Video URLs of the marketing pages; empty until /config.json has loaded. */
export function useMediaUrls(): MediaUrls {
  return useFirstScreenConfig().media;
}

/** The configured URL of an outbound link, or undefined: then the link is not shown. */
export function useOutboundLink(id: OutboundLinkId | undefined): string | undefined {
  const { links } = useSiteContent();
  return id ? links[id] : undefined;
}
