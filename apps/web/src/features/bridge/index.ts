import { lazy } from 'react';

/**
 * The activity centre's LOKA part (withdrawals to claim, and those waiting for their checkpoint):
 * its own chunk, loaded when the centre opens.
 */
export const LokaClaimActivity = lazy(() => import('./components/LokaClaimActivity'));
