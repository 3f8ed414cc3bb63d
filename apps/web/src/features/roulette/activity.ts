import { lazy } from 'react';
import type { ActivityPart } from '../../shared/routing';
import { useRouletteReadyCount } from './components/RouletteActivity';

/** This feature's parts of the activity centre (found by file: features/activity/parts.ts). */
export const activityParts: readonly ActivityPart[] = [
  // Tickets to spin while the event runs.
  {
    name: 'roulette',
    order: 40,
    useReadyCount: useRouletteReadyCount,
    Panel: lazy(() => import('./components/RouletteActivity')),
  },
];
