import { cleanText } from '@kingdoms/shared/api/textRules';
import { localStore } from './browserStorage';

/**
 * Spec 1 §2: "The query string is saved to local storage at startup (value later appended as
 * urlParam to outbound links)". An empty query does not overwrite a saved one, so a visitor who
 * arrived through a campaign link keeps that attribution when coming back later.
 */
export const URL_PARAM_STORAGE_KEY = 'urlParam';

export function saveStartupQuery(search: string, storage: Storage = localStore()): void {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query) storage.setItem(URL_PARAM_STORAGE_KEY, query);
}

export function storedQuery(storage: Storage = localStore()): string {
  return storage.getItem(URL_PARAM_STORAGE_KEY) ?? '';
}

/** Appends the saved query as `urlParam` to an http(s) link; other links are left as they are. */
export function withUrlParam(url: string, storage: Storage = localStore()): string {
  const query = storedQuery(storage);
  if (!query || !/^https?:\/\//i.test(url)) return url;
  const target = new URL(url);
  target.searchParams.set('urlParam', query);
  return target.toString();
}

export interface StoredQueryParams {
  utm_source: string;
  utm_medium: string;
  ref: string;
}

/**
 * The attribution fields of the subscribe payload (spec 1 §7), '' when absent. A link's stray
 * control characters (%00) are dropped: the API refuses them, and they must not cost the visitor
 * their subscription.
 */
export function storedQueryParams(storage: Storage = localStore()): StoredQueryParams {
  const params = new URLSearchParams(storedQuery(storage));
  const field = (name: string) => cleanText(params.get(name) ?? '');
  return { utm_source: field('utm_source'), utm_medium: field('utm_medium'), ref: field('ref') };
}
