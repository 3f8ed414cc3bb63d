import { lazy } from 'react';

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
