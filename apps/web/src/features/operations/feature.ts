import { lazy } from 'react';
import { defineFeature } from '../../shared/routing';

/**
 * The studio's operations page (issue 43): for admin wallets only, reached by its URL (no link in
 * the navigation bar or the wallet menu: players never need it; docs/deployment.md). The sweeps
 * sign in with the Dev wallet, which is no admin, and wait for the API's refusal.
 */
export default defineFeature({
  routes: [
    {
      path: '/operations',
      sample: { signedIn: 'operations-answer' },
      page: lazy(() => import('./OperationsPage')),
      chrome: true,
      desktopOnly: false,
      titleKey: 'operations:meta_title',
      descriptionKey: 'operations:meta_description',
    },
  ],
});
