import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/**
 * The dragos feature's public surface (spec 2 §2): My Drago (route name myDrago; the wallet
 * menu's "My Drago" entry appears once it is registered) and the drago detail page (route name
 * dragodetail, visible without a wallet). Both desktop only, as the spec says.
 */
export default defineFeature({
  routes: [
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
      sample: { path: ({ sampleDrago }) => `/drago/detail/${sampleDrago}` },
      page: lazy(() => import('./DragoDetailPage')),
      chrome: true,
      navbar: 'holdings',
      desktopOnly: true,
      titleKey: 'dragos:meta_title_detail',
      descriptionKey: 'dragos:meta_description_detail',
    },
  ],
});
