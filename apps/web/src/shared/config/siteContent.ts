import type { MediaUrls, RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { EMPTY_SITE_CONTENT, type OutboundLinkId } from '@kingdoms/shared/site-content';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { fetchConfigJson } from './configJson';

/** The one cache entry of /config.json (runtimeConfig.ts uses the same key). */
export const RUNTIME_CONFIG_QUERY_KEY = ['runtime-config'] as const;

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

/**
 * The first screen's reading of /config.json, kept outside TanStack Query: the header, footer and
 * marketing pages show it, and pages that fetch nothing do not load the query library (issue 12).
 */
let firstScreen: FirstScreenConfig | undefined;
let requested = false;
const listeners = new Set<() => void>();

function requestFirstScreenConfig(): void {
  if (requested) return;
  requested = true;
  fetchConfigJson().then(
    (json) => {
      firstScreen = firstScreenConfig(json);
      for (const listener of listeners) listener();
    },
    // A failed load leaves the content empty (the next mount tries again); the pages that need
    // the config report the error.
    () => {
      requested = false;
    },
  );
}

/** Drops the first screen's reading; the next mount requests it again. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetSiteContent(): void {
  firstScreen = undefined;
  requested = false;
  for (const listener of listeners) listener();
}

/**
 * The first screen's configuration. Never suspends: until /config.json has loaded (or when it
 * carries none) the content is empty, so no outbound link shows rather than a made-up one, and
 * media show their drawn fallbacks. Prefers the validated configuration when a query cache in
 * context holds it. The server snapshot is empty too, so prerendered HTML hydrates unchanged.
 */
function useLoadedFirstScreenConfig(): FirstScreenConfig | undefined {
  const client = useContext(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      listeners.add(onChange);
      const unsubscribeCache = client?.getQueryCache().subscribe(onChange);
      return () => {
        listeners.delete(onChange);
        unsubscribeCache?.();
      };
    },
    [client],
  );
  const config = useSyncExternalStore(
    subscribe,
    () => client?.getQueryData<RuntimeConfig>(RUNTIME_CONFIG_QUERY_KEY) ?? firstScreen,
    () => undefined,
  );
  useEffect(requestFirstScreenConfig, []);
  if (!config) return undefined;
  return { content: config.content ?? EMPTY_SITE_CONTENT, media: config.media ?? {} };
}

export function useFirstScreenConfig(): FirstScreenConfig {
  return useLoadedFirstScreenConfig() ?? EMPTY_FIRST_SCREEN;
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

/**
 * An outbound link's URL, or 'pending' while /config.json has not loaded (then the link's place
 * is kept, so the page does not shift when it arrives: prerendered pages are painted before).
 */
export function useOutboundLinkState(id: OutboundLinkId | undefined): string | undefined | 'pending' {
  const config = useLoadedFirstScreenConfig();
  if (!config) return 'pending';
  return id ? config.content.links[id] : undefined;
}
