/**
 * Random cases per differential property (packages/shared against the contracts on anvil): as many
 * as the forge suites' runs in `npm test`. Properties that send a transaction per step run fewer,
 * each saying so.
 */
export const DIFFERENTIAL_RUNS = Number(process.env.DIFFERENTIAL_RUNS ?? 1000);
