import { lazy } from 'react';
import type { AppRoute } from '../../shared/routing';

/**
 * The devnet explorer's public surface: its pages, loaded lazily, so the explorer and the viem
 * client it uses stay out of every other page's chunk.
 */
export const devnetExplorerRoutes: readonly AppRoute[] = [
  {
    path: '/explorer/:network/tx/:hash',
    page: lazy(() => import('./TransactionPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'devnet-explorer:meta_tx_title',
    descriptionKey: 'devnet-explorer:meta_tx_description',
  },
  {
    path: '/explorer/:network/address/:address',
    page: lazy(() => import('./AddressPage')),
    chrome: true,
    desktopOnly: false,
    titleKey: 'devnet-explorer:meta_address_title',
    descriptionKey: 'devnet-explorer:meta_address_description',
  },
];
