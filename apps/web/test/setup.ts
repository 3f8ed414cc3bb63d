import i18next from 'i18next';
import { afterEach, vi } from 'vitest';
import { forgetExplorerClients } from '../src/features/devnet-explorer/explorerClient';
import { forgetLoadedScripts } from '../src/features/migration/signIn/loadScript';
import { forgetReconnect } from '../src/features/wallet/connection';
import { forgetSigningIn } from '../src/features/wallet/session/useSessionFor';
import { forgetReconnectPhase } from '../src/features/wallet/stack/reconnectPhase';
import { forgetWalletStack } from '../src/features/wallet/stack/walletStack';
import { forgetAwaitingIndex } from '../src/features/wallet/tx/awaitingIndex';
import { forgetFollowedTransactions } from '../src/features/wallet/tx/followTransaction';
import { forgetPendingTransactions } from '../src/features/wallet/tx/pendingTxStore';
import { forgetPendingTxWatches } from '../src/features/wallet/tx/watchPendingTx';
import { forgetWalletRuntime } from '../src/features/wallet/wagmiConfig';
import { FALLBACK_LANGUAGE } from '../src/i18n/languages';
import { forgetConfigJson } from '../src/shared/config/configJson';
import { forgetRuntimeConfig } from '../src/shared/config/runtimeConfig';
import { forgetSiteContent } from '../src/shared/config/siteContent';
import { forgetBrowserStorage } from '../src/shared/lib/browserStorage';
import { forgetLogging } from '../src/shared/lib/logger';
import { forgetQueryClient } from '../src/shared/query/queryClient';
import { forgetReadFailures } from '../src/shared/query/readFailureStore';
import { forgetMenuBadges } from '../src/shared/routing/menuBadges';
import { forgetFocusReturn } from '../src/shared/ui/focusReturn';

/*
 * The web project runs with `isolate: false` (vitest.config.ts): the files of one worker share
 * their modules and, for jsdom files, one window. Vitest evaluates this file again before each
 * test file, so what follows runs once per file, before the file is imported: it puts back what
 * a fresh page would have. A new module-level singleton in src/ gets a `forget…()` next to it,
 * called below; a file that mocks modules resets them itself (vi.hoisted and afterAll).
 */

// Globals, environment variables, spies and fake timers the previous file left.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

// Work still running for the previous file stops first: watch loops, polling, reconnects.
forgetAwaitingIndex();
forgetFollowedTransactions();
forgetPendingTxWatches();
forgetSigningIn();
forgetReconnect();
forgetWalletRuntime();
forgetWalletStack();
forgetQueryClient();
forgetReadFailures();
forgetConfigJson();
forgetRuntimeConfig();
forgetSiteContent();
forgetExplorerClients();
forgetLogging();

if (typeof window !== 'undefined') {
  // The page: an empty document at '/', no storage, no cookies.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring every cookie the previous file set
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (i18next.isInitialized && i18next.language !== FALLBACK_LANGUAGE) {
    await i18next.changeLanguage(FALLBACK_LANGUAGE);
  }
  const root = document.documentElement;
  for (const attribute of [...root.attributes]) root.removeAttribute(attribute.name);
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  forgetFocusReturn();
  forgetLoadedScripts();
}

// State read from local storage, read again now that it is empty (and probed again: a file may
// have denied it, leaving an in-memory stand-in).
forgetBrowserStorage();
forgetMenuBadges();
forgetPendingTransactions();
forgetReconnectPhase();

// Node-environment tests (e.g. catalogues.test.ts, `@vitest-environment node`) share this setup
// file but have no DOM. They import neither Testing Library nor its matchers, so those are
// imported here only for a DOM.
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
