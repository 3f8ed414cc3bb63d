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
  },
});
