/**
 * A Vitest reporter (vitest.config.ts adds it by path when SUITE_TIMINGS_DIR is set, as `npm
 * test` does) writing each test file's timing to `<dir>/<run>.json` at the end of the run
 * (scripts/lib/suiteTimings.ts reads them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileTiming } from './suiteTimings';

export default class FileTimingReporter implements Reporter {
  readonly #repoRoot: string;
  readonly #dir: string;

  constructor(options: { repoRoot: string; dir: string }) {
    this.#repoRoot = options.repoRoot;
    this.#dir = options.dir;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((module): FileTiming => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      const testMs = tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
      const importMs =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration;
      const totalMs = importMs + diagnostic.duration;
      return {
        project: module.project.name,
        file: path.relative(this.#repoRoot, module.moduleId),
        seconds: totalMs / 1000,
        importSeconds: importMs / 1000,
        setupSeconds: Math.max(0, totalMs - testMs) / 1000,
        testSeconds: testMs / 1000,
        tests: tests.length,
      };
    });
    mkdirSync(this.#dir, { recursive: true });
    writeFileSync(path.join(this.#dir, `${process.pid}-${Date.now()}.json`), JSON.stringify(files));
  }
}
