import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';
import { ROULETTE_PATH } from './paths';

export { ROULETTE_PATH };

/**
 * The roulette feature's public surface: the event page (spec 2 §2 "Roulette event page"),
 * desktop only like every drago page of spec 2 (its layout still holds at 360 px).
 */
export const rouletteRoutes: readonly AppRoute[] = [
  {
    path: ROULETTE_PATH,
    page: lazy(() => import('./RoulettePage')),
    chrome: true,
    navbar: 'holdings',
    desktopOnly: true,
    titleKey: 'roulette:meta_title',
    descriptionKey: 'roulette:meta_description',
  },
];

/** The home page's banner linking the event: its own chunk, loaded when it scrolls into view. */
export const RouletteEventTeaser = lazy(() => import('./components/EventTeaser'));

/**
 * The activity centre's roulette part (tickets to spin while the event runs): its own chunk,
 * loaded when the centre opens.
 */
export const RouletteActivity = lazy(() => import('./components/RouletteActivity'));
