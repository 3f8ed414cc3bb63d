import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Node-environment tests (e.g. catalogues.test.ts) share this setup file but have no DOM.
if (typeof window !== 'undefined') {
  // Tests wait for a state (findBy…, waitFor), never for a time: a lazily loaded dialog or page
  // appears when its chunk is in, which on a busy 2-core machine has taken more than Testing
  // Library's default 1 s (issue 36), and over 10 s in loaded clean-clone runs (issue 38). So a
  // wait gives up only just before the test's own limit (vitest.config.ts, 45 s), the one place a
  // slow machine is allowed for.
  configure({ asyncUtilTimeout: 40_000 });

  // jsdom does not implement scrolling; the shell scrolls on every navigation.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
