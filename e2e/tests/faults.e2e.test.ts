import { formatAmount } from '@kingdoms/shared/amounts';
import type { Page, Route } from 'playwright-core';
import { type Address, parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { a2zBalance, approveStaking, readDeployment, stakeOf } from '../harness/chain';
import { walletPageSession } from '../harness/walletPage';

/**
 * Issue 29: the web app's reads under faults of the API and of the RPC providers, on the real
 * stack. The faults are injected between the browser and the stack (Playwright answers the
 * browser's own requests with 429, 503 or a dropped connection, as a failing provider or an
 * overloaded API would); everything else is real. The page must say that figures are missing,
 * never show a made-up one, and show the right ones by itself once the fault ends.
 */
const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const { ethereum } = deployment.chains;
const pages = walletPageSession({ baseUrl, deployment });

/** Account 6 reads the dashboard in pledging.e2e (nothing it checks moves by a pledge here). */
const PLAYER = 6;
/** A continent the devnet seeds no pledge on for the player; only deltas are checked. */
const CONTINENT = 20;

const notice = (p: Page) => p.getByTestId('read-failure');
const noticeShown = async (p: Page) =>
  (await notice(p).textContent())?.includes('could not be loaded') ?? false;

/** Answers every browser request that `matches` with a fault until the returned function is called. */
async function failRequests(
  p: Page,
  matches: (url: URL) => boolean,
  faults: ((route: Route) => Promise<void>)[],
) {
  let served = 0;
  const handler = async (route: Route) => {
    const fault = faults[served % faults.length] as (route: Route) => Promise<void>;
    served += 1;
    await fault(route);
  };
  const predicate = (url: URL) => matches(url);
  await p.route(predicate, handler);
  return {
    served: () => served,
    end: () => p.unroute(predicate, handler),
  };
}

const rateLimited = (route: Route) =>
  route.fulfill({
    status: 429,
    headers: { 'retry-after': '1' },
    contentType: 'text/plain',
    body: 'slow down',
  });
const unavailable = (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' });
const dropped = (route: Route) => route.abort('connectionreset');

describe('Reads under faults', () => {
  it('an RPC provider failing: the balance shows no figure and the notice, then the chain’s balance by itself', async () => {
    const { page: p, wallet } = await pages.open({ path: '/pledging', accountIndex: PLAYER });
    const address = wallet.account.address as Address;
    const rpcOrigin = new URL(ethereum.rpcUrl).origin;
    const fault = await failRequests(p, (url) => url.origin === rpcOrigin, [
      unavailable,
      dropped,
      rateLimited,
    ]);

    await p.getByTestId('pledging-tab-pledge').click();
    await p.getByTestId(`add-button-${CONTINENT}`).click();
    const available = p.getByTestId('pledge-dialog').getByTestId('amount-available');
    await expect.poll(() => noticeShown(p), { timeout: 30_000 }).toBe(true);
    expect(fault.served()).toBeGreaterThan(0);
    // Never a guessed figure: the balance is not shown at all while its read fails.
    expect(await available.textContent()).toBe('Wallet balance: … A2Z');
    // And no amount is judged against a balance nobody knows.
    await p.getByTestId('pledge-dialog').getByTestId('amount-input').fill('10');
    await p.getByTestId('pledge-dialog').getByTestId('pledge-submit').click();
    expect(await p.getByTestId('pledge-dialog').getByTestId('amount-error').count()).toBe(0);
    expect(wallet.requests).not.toContain('eth_sendTransaction');

    await fault.end();
    const balance = await a2zBalance(deployment, 'ethereum', address);
    await expect
      .poll(() => available.textContent(), { timeout: 30_000 })
      .toBe(`Wallet balance: ${formatAmount(balance, 2)} A2Z`);
    await expect.poll(() => noticeShown(p), { timeout: 10_000 }).toBe(false);
  }, 120_000);

  it('the API rate limiting then failing: the dashboard shows dashes and the notice, then the API’s figures', async () => {
    const { page: p } = await pages.open({ path: '/', accountIndex: PLAYER, connect: false });
    const fault = await failRequests(p, (url) => url.pathname.endsWith('/staking/dashboard'), [
      rateLimited,
      unavailable,
      dropped,
    ]);
    await p.goto(`${baseUrl}/pledging`);
    await expect.poll(() => noticeShown(p), { timeout: 30_000 }).toBe(true);
    expect(await p.getByTestId('total-holders').textContent()).toBe('–');
    expect(await p.getByTestId('total-value').textContent()).toBe('–');
    const failedTries = fault.served();
    expect(await seriousAxeViolations(p, 'read-failure notice (desktop)')).toEqual([]);
    await p.setViewportSize({ width: 360, height: 740 });
    expect(await seriousAxeViolations(p, 'read-failure notice (360 px)')).toEqual([]);
    const box = await p.locator('.read-failure__box').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await p.setViewportSize({ width: 1440, height: 900 });

    // The notice's button tries again at once (still failing here), and keyboard reaches it.
    await p.getByTestId('read-failure-retry').focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => fault.served(), { timeout: 10_000 }).toBeGreaterThan(failedTries);
    expect(await p.getByTestId('total-holders').textContent()).toBe('–');

    await fault.end();
    const response = await fetch(`${baseUrl}/game/staking/dashboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { dashboard } = (await response.json()) as {
      dashboard: { totalHolder: number; totalValue: string };
    };
    await expect
      .poll(() => p.getByTestId('total-holders').textContent(), { timeout: 30_000 })
      .toBe(String(dashboard.totalHolder));
    await expect.poll(() => noticeShown(p), { timeout: 10_000 }).toBe(false);
  }, 120_000);

  it('“Updating…” while the API cannot yet say the pledge is indexed, then the new stake', async () => {
    await approveStaking(deployment, PLAYER);
    const { page: p, wallet } = await pages.open({ path: '/pledging', accountIndex: PLAYER });
    const address = wallet.account.address as Address;
    const staked = await stakeOf(deployment, address, CONTINENT);
    // The API's "is this block indexed yet?" fails, as when the API is overloaded or its
    // confirmations are not reached: the mined pledge's effect cannot be confirmed yet.
    const fault = await failRequests(p, (url) => url.pathname.endsWith('/chain/indexed'), [unavailable]);

    await p.getByTestId('pledging-tab-pledge').click();
    await p.getByTestId(`add-button-${CONTINENT}`).click();
    await expect
      .poll(() => p.getByTestId('pledge-dialog').getByTestId('amount-available').textContent(), {
        timeout: 15_000,
      })
      .toMatch(/\d/);
    await p.getByTestId('pledge-dialog').getByTestId('amount-input').fill('12');
    await p.getByTestId('pledge-dialog').getByTestId('pledge-submit').click();
    await expect
      .poll(() => stakeOf(deployment, address, CONTINENT), { timeout: 30_000 })
      .toBe(staked + parseEther('12'));
    const updating = p.getByText('Updating…');
    await expect.poll(() => updating.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(fault.served()).toBeGreaterThan(0);

    await fault.end();
    // The check is retried after a growing pause (awaitingIndex.ts: up to 60 s after the fifth
    // failure in a row); on a loaded machine the fault lasts long enough to reach it.
    await expect.poll(() => updating.count(), { timeout: 90_000 }).toBe(0);
    await p.getByTestId('pledging-tab-my').click();
    await expect
      .poll(() => p.getByTestId(`my-continent-row-${CONTINENT}`).textContent(), { timeout: 20_000 })
      .toContain(formatAmount(staked + parseEther('12'), 2));
  }, 240_000);
});
