import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';
import { ROULETTE_PATH } from './paths';

/**
 * The roulette feature's public surface: the event page (spec 2 §2 "Roulette event page"),
 * desktop only like every drago page of spec 2 (its layout still holds at 360 px).
 */
export default defineFeature({
  routes: [
    {
      path: ROULETTE_PATH,
      page: lazy(() => import('./RoulettePage')),
      chrome: true,
      navbar: 'holdings',
      desktopOnly: true,
      titleKey: 'roulette:meta_title',
      descriptionKey: 'roulette:meta_description',
    },
  ],
});
