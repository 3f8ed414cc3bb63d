import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until an amount form shows the available figure. Until then a submit is ignored (nothing
 * is sent on an unknown balance), so a test that types and submits earlier can lose its submit
 * on a busy machine.
 */
export async function amountFormReady(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.getByTestId('amount-available').textContent(), { timeout: 20_000 })
    .toMatch(/\d/);
}
