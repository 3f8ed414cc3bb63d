import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/**
 * The dragos feature's public surface (spec 2 §2): My Drago (route name myDrago; the wallet
 * menu's "My Drago" entry appears once it is registered) and the drago detail page (route name
 * dragodetail, visible without a wallet). Both desktop only, as the spec says.
 */
export const dragosRoutes: readonly AppRoute[] = [
  {
    path: '/myDrago',
    page: lazy(() => import('./MyDragoPage')),
    chrome: true,
    navbar: 'holdings',
    desktopOnly: true,
    titleKey: 'dragos:meta_title_my',
    descriptionKey: 'dragos:meta_description_my',
  },
  {
    path: '/drago/detail/:tokenId',
    page: lazy(() => import('./DragoDetailPage')),
    chrome: true,
    navbar: 'holdings',
    desktopOnly: true,
    titleKey: 'dragos:meta_title_detail',
    descriptionKey: 'dragos:meta_description_detail',
  },
];

/** The detail page of a drago (the breed page opens it in a new tab). */
export { dragoDetailPath } from './paths';

/**
 * The activity centre's rental part (the DSA to claim once it reaches the minimum): its own chunk,
 * loaded when the centre opens.
 */
export const RentalActivity = lazy(() => import('./rental/RentalActivity'));

/**
 * The activity centre's hatching eggs (waiting for randomness): its own chunk, loaded when the
 * centre opens.
 */
export const HatchingEggsActivity = lazy(() => import('./components/HatchingEggsActivity'));
