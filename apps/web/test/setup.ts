import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
