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
    // Worker threads, not Vitest's default child processes: a thread starts with less CPU than a
    // Node process (issue 38). Nothing here needs a process of its own (no process.chdir, no
    // process-wide signals).
    pool: 'threads',
    // A worker's files share one module graph (and, for jsdom files, one window) instead of each
    // file importing the app again: ~3x less CPU for this project. Each singleton of src/ has a
    // `forget…()` reset that test/setup.ts calls before every file; files that mock modules reset
    // them (vi.hoisted and afterAll). The root sequencer keeps jsdom and node files apart, so a
    // worker is not torn down at each change of environment.
    isolate: false,
  },
});
