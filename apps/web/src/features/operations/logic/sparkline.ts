import type { OperationsHistory } from '@kingdoms/shared/api/operations';

type Samples = OperationsHistory['samples'];

/** Each chain's lag and each queue's waiting items, one value per sample (null: not read then). */
export function seriesOf(samples: Samples): {
  chains: [string, (number | null)[]][];
  queues: [string, (number | null)[]][];
} {
  const networks = [...new Set(samples.flatMap((sample) => sample.chains.map((chain) => chain.network)))];
  const queueNames = [...new Set(samples.flatMap((sample) => sample.queues.map((queue) => queue.queue)))];
  return {
    chains: networks.map((network) => [
      network,
      samples.map((sample) => sample.chains.find((chain) => chain.network === network)?.lag ?? null),
    ]),
    queues: queueNames.map((name) => [
      name,
      samples.map((sample) => sample.queues.find((queue) => queue.queue === name)?.pending ?? null),
    ]),
  };
}

/**
 * SVG path data for a line over `values` in a width × height box (0 at the bottom, the largest
 * value at the top): one path per run of known values, so a missed sample leaves a gap. A run of
 * one value is a short flat stroke.
 */
export function sparklinePaths(values: readonly (number | null)[], width: number, height: number): string[] {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return [];
  const top = Math.max(...known, 1);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const x = (index: number) => Math.round(index * step * 10) / 10;
  const y = (value: number) => Math.round((height - 1 - (value / top) * (height - 2)) * 10) / 10;
  const paths: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) run.push(run[0]?.replace(/^(\S+) /, (_match, px) => `${Number(px) + 2} `) ?? '');
    if (run.length > 0) paths.push(`M${run.join(' L')}`);
    run = [];
  };
  values.forEach((value, index) => {
    if (value === null) flush();
    else run.push(`${x(index)} ${y(value)}`);
  });
  flush();
  return paths;
}
