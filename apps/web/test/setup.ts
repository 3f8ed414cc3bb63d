import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long findBy…/waitFor wait for a state (testing-library's default is 1 s). The first render
// of a page imports its lazy chunks, which took over 10 s in loaded runs; a bound
// only, so a passing test takes no longer (vitest.config.ts leaves each test 45 s).
configure({ asyncUtilTimeout: 20_000 });

// Node-environment tests (e.g. catalogues.test.ts) share this setup file but have no DOM.
if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; the shell scrolls on every navigation.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
