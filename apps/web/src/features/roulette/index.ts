import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/** Where the roulette event page lives (the spec does not show its route; see README.md). */
export const ROULETTE_PATH = '/event/roulette';

/**
 * The roulette feature's public surface: the event page (spec 2 §2 "Roulette event page"),
 * desktop only like every drago page of spec 2 (its layout still holds at 360 px), and a small
 * link card for the home page.
 */
export const rouletteRoutes: readonly AppRoute[] = [
  {
    path: ROULETTE_PATH,
    page: lazy(() => import('./RoulettePage')),
    chrome: true,
    desktopOnly: true,
    titleKey: 'roulette:meta_title',
    descriptionKey: 'roulette:meta_description',
  },
];
