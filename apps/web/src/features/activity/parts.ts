import type { ActivityPart } from '../../shared/routing';

/**
 * The centre's parts from the features' `activity.ts` files (by file name): in their order, a
 * name claimed by two features refused, naming both. Pure, so a test build can add a feature.
 */
export function collectActivityParts(
  files: Readonly<Record<string, readonly ActivityPart[]>>,
): readonly ActivityPart[] {
  const owners = new Map<string, string>();
  for (const [file, parts] of Object.entries(files)) {
    for (const part of parts) {
      const owner = owners.get(part.name);
      if (owner !== undefined) {
        throw new Error(`Activity part ${part.name} is claimed by two features: ${owner} and ${file}`);
      }
      owners.set(part.name, file);
    }
  }
  return Object.values(files)
    .flat()
    .sort((a, b) => a.order - b.order);
}

/** The parts that count towards the badge. */
export function countedParts(
  parts: readonly ActivityPart[],
): (ActivityPart & Required<Pick<ActivityPart, 'useReadyCount'>>)[] {
  return parts.filter(
    (part): part is ActivityPart & Required<Pick<ActivityPart, 'useReadyCount'>> =>
      part.useReadyCount !== undefined,
  );
}

/**
 * Every feature's parts of the activity centre, found by file (`features/<name>/activity.ts`),
 * in their order: no list here names a feature. Loaded only with the centre and the badge
 * counter (their own chunks), never in a page's first load.
 */
export const ACTIVITY_PARTS: readonly ActivityPart[] = collectActivityParts(
  import.meta.glob<readonly ActivityPart[]>('../*/activity.ts', { eager: true, import: 'activityParts' }),
);

/** The parts that count towards the badge. */
export const COUNTED_PARTS = countedParts(ACTIVITY_PARTS);
