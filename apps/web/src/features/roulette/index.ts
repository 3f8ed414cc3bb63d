import { createElement, lazy } from 'react';
import { useIsMobile } from '../../shared/lib/device';
import { ROULETTE_PATH } from './paths';

export { ROULETTE_PATH };

const EventTeaser = lazy(() => import('./components/EventTeaser'));

/**
 * The home page's banner linking the event: its own chunk, loaded when it scrolls into view. Not
 * on phones, where the event page is desktop only like every drago page: decided here, before the
 * chunk and the roulette catalogue load, so a phone's home page fetches neither (issue 36: the
 * home page's first load on a phone is within 135 KiB).
 */
export function RouletteEventTeaser() {
  return useIsMobile() ? null : createElement(EventTeaser);
}
