import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/**
 * The bridge feature's public surface: the /bridge page (spec 3 "Bridge page"), desktop only.
 * The header's "Bridge" link and the wallet menu's "Bridge" entry appear once it is registered.
 */
export const bridgeRoutes: readonly AppRoute[] = [
  {
    path: '/bridge',
    page: lazy(() => import('./BridgePage')),
    chrome: true,
    desktopOnly: true,
    titleKey: 'bridge:meta_title',
    descriptionKey: 'bridge:meta_description',
  },
];

/**
 * The activity centre's LOKA part (withdrawals to claim, and those waiting for their checkpoint):
 * its own chunk, loaded when the centre opens.
 */
export const LokaClaimActivity = lazy(() => import('./components/LokaClaimActivity'));
