import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/**
 * The devnet explorer's public surface: its pages, loaded lazily, so the explorer and the viem
 * client it uses stay out of every other page's chunk.
 */
export default defineFeature({
  routes: [
    {
      path: '/explorer/:network/tx/:hash',
      sample: { path: ({ txHash }) => `/explorer/ethereum/tx/${txHash}` },
      page: lazy(() => import('./TransactionPage')),
      chrome: true,
      desktopOnly: false,
      titleKey: 'devnet-explorer:meta_tx_title',
      descriptionKey: 'devnet-explorer:meta_tx_description',
    },
    {
      path: '/explorer/:network/address/:address',
      sample: {
        path: ({ deployment }) =>
          `/explorer/ethereum/address/${Object.values(deployment.chains.ethereum.contracts)[0]}`,
      },
      page: lazy(() => import('./AddressPage')),
      chrome: true,
      desktopOnly: false,
      titleKey: 'devnet-explorer:meta_address_title',
      descriptionKey: 'devnet-explorer:meta_address_description',
    },
  ],
});
