import { defineProject } from 'vitest/config';
import { API_TEST_OPTIONS, ISOLATED_FILES } from './vitest.config';

/** The API files that run in a process of their own (ISOLATED_FILES says why). */
export default defineProject({
  test: {
    ...API_TEST_OPTIONS,
    name: 'api-isolated',
    include: ISOLATED_FILES,
    isolate: true,
  },
});
