/** Where the roulette event page lives (the spec does not show its route; see README.md). */
export const ROULETTE_PATH = '/event/roulette';
