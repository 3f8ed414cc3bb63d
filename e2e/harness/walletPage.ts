import type { Deployment } from '@kingdoms/shared/deployment';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { gotoReady, launchBrowser, openPage, waitForAppReady } from './browser';
import { TEST_WALLET_NAME, TestWallet, type TestWalletOptions } from './testWallet';

export const walletButton = (page: Page) => page.getByTestId('wallet-button');

/** Opens the header's picker and chooses `entry` (the test wallet by default), then waits for it. */
export async function connectThroughPicker(page: Page, entry = TEST_WALLET_NAME): Promise<void> {
  await waitForAppReady(page);
  await walletButton(page).click();
  const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
  await picker.getByRole('button', { name: entry, exact: true }).click();
  await expect.poll(() => walletButton(page).getAttribute('data-state')).toBe('connected');
  // Focus is back on the wallet button as the picker starts closing (shared/ui/Dialog), so nothing
  // a test does next is undone by it (focus.e2e.test.ts opens the wallet menu at once). The exit
  // animation is left to end, so what the test reads next is the page alone.
  await expect.poll(() => picker.count()).toBe(0);
}

/** What a failing test's page showed: its address, open dialogs, focus and the start of its text. */
async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return 'closed';
  return page
    .evaluate(() => {
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).map(
        (dialog) => (dialog.textContent ?? '').replace(/\s+/g, ' ').slice(0, 160),
      );
      const focused = document.activeElement;
      const focus = focused
        ? `${focused.tagName.toLowerCase()}${focused.getAttribute('data-testid') ? `[data-testid=${focused.getAttribute('data-testid')}]` : ''} "${(focused.textContent ?? '').trim().slice(0, 40)}"`
        : 'none';
      const text = (document.querySelector('main')?.textContent ?? document.body.textContent ?? '')
        .replace(/\s+/g, ' ')
        .slice(0, 400);
      return `${location.href}\n  focus: ${focus}\n  dialogs: ${JSON.stringify(dialogs)}\n  main: ${text}`;
    })
    .catch((error: unknown) => `unreadable (${String(error)})`);
}

export interface WalletPageOptions extends Partial<Omit<TestWalletOptions, 'deployment'>> {
  baseUrl: string;
  deployment: Deployment;
  path: string;
  /** Connect through the picker once the page is open (default true). */
  connect?: boolean;
}

/**
 * A fresh browser context with the test wallet injected, opened at `path` and (by default)
 * connected. Each test closes `page.context()` when done.
 */
export async function openWalletPage(
  browser: Browser,
  { baseUrl, deployment, path, connect = true, accountIndex = 3, ...walletOptions }: WalletPageOptions,
): Promise<{ page: Page; wallet: TestWallet }> {
  const wallet = new TestWallet({ deployment, accountIndex, ...walletOptions });
  const page = await openPage(browser);
  await wallet.install(page);
  await gotoReady(page, `${baseUrl}${path}`);
  if (connect) await connectThroughPicker(page);
  return { page, wallet };
}

/**
 * One browser per test file and a fresh context per page: registers the hooks that launch the
 * browser, close every page a test opened, and close the browser at the end.
 */
export function walletPageSession(common: Pick<WalletPageOptions, 'baseUrl' | 'deployment'>) {
  let browser: Browser | undefined;
  const opened: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (context) => {
    // CI keeps only the log: a failed test prints what each of its pages showed.
    if (context.task.result?.state === 'fail') {
      for (const page of opened) console.error(`[e2e] page at failure: ${await describePage(page)}`);
    }
    await Promise.all(opened.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(options: Omit<WalletPageOptions, 'baseUrl' | 'deployment'>) {
      if (!browser) throw new Error('walletPageSession: open() is for tests, after beforeAll');
      const result = await openWalletPage(browser, { ...common, ...options });
      opened.push(result.page);
      return result;
    },
  };
}
