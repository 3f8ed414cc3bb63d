/**
 * The public pages search engines may index (spec 1 §2 marketing routes). Wallet pages, the
 * migration page and the event are per-player and stay out of the sitemap.
 */
export const INDEXABLE_PATHS = [
  '/',
  '/land',
  '/governance',
  '/skin',
  '/drago',
  '/loka',
  '/arena',
  '/media',
] as const;

/** Paths crawlers should not visit: per-player pages and the API. */
export const NON_INDEXABLE_PATH_PREFIXES = [
  '/move/',
  '/myitem',
  '/myDrago',
  '/myReward',
  '/operations',
  '/stat/',
  '/game/',
  '/nft/',
  '/server/',
  '/old-chain/',
  '/explorer/',
] as const;
