import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the suite refuses (issue 11: 0 serious or critical violations). */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

/** One readable line per violating element: where, which rule, and what axe says to fix. */
function describeViolation(label: string, violation: Result): string[] {
  return violation.nodes.map(
    (node) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${node.target.join(' ')}: ${
        node.failureSummary?.replace(/\s+/g, ' ') ?? ''
      }`,
  );
}

/**
 * Makes axe-core present in every top-level document `page` loads from now on, for a page that
 * runs axe after each navigation (the route sweeps). Evaluating the 0.5 MB source after each load
 * (as seriousAxeViolations does when it is missing) cost about 250 ms of CPU per route, sending
 * it over the DevTools protocol included; as an init script Chromium keeps it and compiles it as
 * the document starts, about 100 ms (measured on the a11y sweep, issue 38). Frames keep going
 * without it, as before: axe only reaches into a frame that has axe of its own. Init scripts come
 * through the DevTools protocol too, so the page's CSP does not apply to it either.
 */
export async function loadAxeInEveryDocument(page: Page): Promise<void> {
  await page.addInitScript({ content: `if (window === window.top) {\n${axeSource}\n}` });
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best-practice rules, all enabled) on the page as it is now and
 * returns its serious and critical violations as readable lines, labelled with `label`.
 * The script is evaluated through the DevTools protocol, so the page's CSP does not apply to it.
 */
export async function seriousAxeViolations(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  )) as AxeResults;
  return results.violations
    .filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) => describeViolation(label, violation));
}
