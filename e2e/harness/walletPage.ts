import type { Deployment } from '@kingdoms/shared/deployment';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser';
import { TEST_WALLET_NAME, TestWallet, type TestWalletOptions } from './testWallet';

export const walletButton = (page: Page) => page.getByTestId('wallet-button');

/** Opens the header's picker and chooses `entry` (the test wallet by default), then waits for it. */
export async function connectThroughPicker(page: Page, entry = TEST_WALLET_NAME): Promise<void> {
  await walletButton(page).click();
  const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
  await picker.getByRole('button', { name: entry, exact: true }).click();
  await expect.poll(() => walletButton(page).getAttribute('data-state')).toBe('connected');
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
  await page.goto(`${baseUrl}${path}`);
  if (connect) await connectThroughPicker(page);
  return { page, wallet };
}
