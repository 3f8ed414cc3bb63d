import type { ActivityPart } from '../../shared/routing';

/**
 * Every feature's parts of the activity centre, found by file (`features/<name>/activity.ts`),
 * in their order: no list here names a feature. Loaded only with the centre and the badge
 * counter (their own chunks), never in a page's first load.
 */
const modules = import.meta.glob<readonly ActivityPart[]>('../*/activity.ts', {
  eager: true,
  import: 'activityParts',
});

export const ACTIVITY_PARTS: readonly ActivityPart[] = Object.values(modules)
  .flat()
  .sort((a, b) => a.order - b.order);

/** The parts that count towards the badge. */
export const COUNTED_PARTS = ACTIVITY_PARTS.filter(
  (part): part is ActivityPart & Required<Pick<ActivityPart, 'useReadyCount'>> =>
    part.useReadyCount !== undefined,
);
