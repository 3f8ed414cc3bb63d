import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { errorCodeLists } from './vite.config.ts';

export default defineProject({
  plugins: [react(), errorCodeLists()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The first render of a page imports its whole module graph; on a busy 2-core machine (the
    // suite runs three workers) that alone has taken over Vitest's default 5 s, and a loaded
    // clean-clone run had tests over 15 s. A bound only: a passing test takes no longer.
    testTimeout: 45_000,
    // Worker threads, not Vitest's default child processes: every file still gets a fresh worker
    // (isolation as before), but a thread starts with less CPU than a Node process. Measured on
    // 24 of this project's files under one load: 58.8 CPU s with forks, 54.8 with threads (issue
    // 38). Nothing here needs a process of its own (no process.chdir, no process-wide signals).
    // isolate: false would save ~40% more but leaks the wallet and runtime-config singletons
    // between files (DragoDetailPage and RentalPanel failed), so each file keeps its own worker.
    pool: 'threads',
  },
});
