/**
 * The marketing feature's public surface. Pages are NOT re-exported here: the route table loads
 * each one lazily from pages/<Name>Page so every page stays its own chunk.
 */
export { FlipCountdown, type FlipCountdownProps } from './components/FlipCountdown';
export { INVALID_DEADLINE_MESSAGE, PRE_END_MS, PRE_START_MS, resolveDeadline } from './logic/flipCountdown';
export { SALE_START_MS, saleCountdownAt } from './logic/saleCountdown';

/** Paths of the marketing pages, for links from other features. */
export const MARKETING_PATHS = {
  home: '/',
  land: '/land',
  governance: '/governance',
  skin: '/skin',
  drago: '/drago',
  token: '/loka',
  arena: '/arena',
  media: '/media',
} as const;
