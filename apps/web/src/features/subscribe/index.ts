import { lazy } from 'react';

/**
 * The subscribe feature's public surface: its dialog, code-split (it brings the API client and
 * zod schemas), for the root layout to mount once it is first opened.
 */
export const SubscribeDialog = lazy(() => import('./SubscribeDialog'));
