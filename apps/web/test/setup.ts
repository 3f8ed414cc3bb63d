import { afterEach } from 'vitest';

// Node-environment tests (e.g. catalogues.test.ts, 18 files with `@vitest-environment node`)
// share this setup file but have no DOM. They import neither Testing Library nor its matchers, so
// those are imported here only for a DOM: each file runs in a fresh worker, and loading react-dom
// and jest-dom for a file that renders nothing was set-up time paid for no test (issue 38).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

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
