import { lazy } from 'react';

/**
 * The wallet menu's Activity badge counter (the parts' counts, no part mounted): its own chunk, which
 * the wallet root loads once a wallet is connected (the shell hands it over: features do not
 * import each other's internals).
 */
export const ActivityBadgeCounter = lazy(() => import('./ActivityBadgeCounter'));
