import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/contracts', 'packages/devnet', 'apps/api', 'apps/web', 'e2e'],
  },
});
