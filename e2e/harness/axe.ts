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
