/**
 * Lighthouse on the marketing routes, as a phone visitor sees them: the `lighthouse` npm package
 * with its default (mobile, simulated throttling) settings, driving the system Chromium through
 * chrome-launcher. Each route runs several times; the median of each figure is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../e2e/harness/browser';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseFigures {
  route: string;
  runs: number;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Audits that failed in the median performance run, with their titles (what to fix). */
  failedAudits: string[];
}

/** Chromium on this closed network: no sandbox (root), and none of its calls home. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface RunFigures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  failedAudits: string[];
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, …): run again. */
const ATTEMPTS = 3;

async function runOnce(port: number, url: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runAttempt(port, url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}: trying again`);
    }
  }
}

async function runAttempt(port: number, url: string): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failedAudits = Object.values(categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`);
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    failedAudits: [...new Set(failedAudits)],
  };
}

/** Runs Lighthouse `runs` times on each route of `baseUrl`, one Chromium for all. */
export async function runLighthouse(
  baseUrl: string,
  routes: readonly string[],
  runs: number,
  onRoute: (figures: LighthouseFigures) => void,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  try {
    const all: LighthouseFigures[] = [];
    for (const route of routes) {
      const results: RunFigures[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await runOnce(chrome.port, `${baseUrl}${route}`));
      const of = (pick: (run: RunFigures) => number) => median(results.map(pick));
      const performances = results.map((run) => run.scores.performance);
      const medianRun = results.find((run) => run.scores.performance === median(performances)) ?? results[0];
      const figures: LighthouseFigures = {
        route,
        runs,
        scores: Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
        ) as Record<Category, number>,
        fcpMs: of((run) => run.fcpMs),
        lcpMs: of((run) => run.lcpMs),
        tbtMs: of((run) => run.tbtMs),
        cls: of((run) => run.cls),
        transferBytes: of((run) => run.transferBytes),
        failedAudits: medianRun?.failedAudits ?? [],
      };
      all.push(figures);
      onRoute(figures);
    }
    return all;
  } finally {
    chrome.kill();
  }
}

export function formatLighthouse(figures: LighthouseFigures): string {
  const { scores } = figures;
  return [
    figures.route.padEnd(12),
    `perf ${String(scores.performance).padStart(3)}`,
    `a11y ${String(scores.accessibility).padStart(3)}`,
    `best ${String(scores['best-practices']).padStart(3)}`,
    `seo ${String(scores.seo).padStart(3)}`,
    `FCP ${(figures.fcpMs / 1000).toFixed(2)} s`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${figures.tbtMs.toFixed(0)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
    `${(figures.transferBytes / 1024).toFixed(0)} KiB transferred`,
    figures.failedAudits.length ? `\n${' '.repeat(12)}below 0.9: ${figures.failedAudits.join(', ')}` : '',
  ].join('  ');
}
