import type { ActivityPart } from '../../shared/routing';
import RouletteActivity, { useRouletteReadyCount } from './components/RouletteActivity';

/** This feature's parts of the activity centre (found by file: features/activity/parts.ts). */
export const activityParts: readonly ActivityPart[] = [
  // Tickets to spin while the event runs.
  {
    name: 'roulette',
    order: 40,
    useReadyCount: useRouletteReadyCount,
    Panel: RouletteActivity,
  },
];
