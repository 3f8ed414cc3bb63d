import { DEVNET_ROLES } from '@kingdoms/contracts/accounts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import errorsEn from '../../apps/web/src/shared/errors/locales/en.json';
import { seriousAxeViolations } from '../harness/axe';
import { readDeployment } from '../harness/chain';
import { sidewaysOverflow } from '../harness/routeSweep';
import { walletPageSession } from '../harness/walletPage';

/**
 * Issue 43, item 4: the studio's operations page on the devnet stack. The devnet's admin wallet
 * (ADMIN_ADDRESSES: account 8, scripts/lib/devnetApi.ts) signs in and reads every chain's blocks,
 * the leases and the queues, with no serious axe violation at 1280 and 360 px; any other wallet
 * signs in and reads the API's refusal.
 */
const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const pages = walletPageSession({ baseUrl, deployment });
const ADMIN = DEVNET_ROLES.vestingAdmin;
const PLAYER = 3;

async function openSignedIn(accountIndex: number): Promise<Page> {
  const { page } = await pages.open({
    path: '/operations',
    accountIndex,
    chainId: deployment.chains.ethereum.chainId,
  });
  await page.getByTestId('sign-in-button').click();
  await expect.poll(() => page.getByTestId('operations-answer').count(), { timeout: 20_000 }).toBe(1);
  return page;
}

const cellsOf = (page: Page, row: string) => page.getByTestId(row).locator('td').allTextContents();

describe('operations page', () => {
  it("shows an admin every chain's blocks, the leases and the queues, axe-clean at 1280 and 360 px", async () => {
    const page = await openSignedIn(ADMIN);
    for (const network of ['ethereum', 'polygon', 'arenaz'] as const) {
      const row = page.getByTestId(`chain-${network}`);
      await expect.poll(() => row.count(), { message: network }).toBe(1);
      const indexed = BigInt((await row.getByTestId('indexed').textContent()) ?? 'x');
      const head = BigInt((await row.getByTestId('head').textContent()) ?? 'x');
      expect(head, network).toBeGreaterThanOrEqual(indexed);
      expect(await row.getByTestId('lag').textContent(), network).toMatch(/^\d+ blocks/);
    }
    // Each chain's indexer holds a lease, and so do the payout and relayer workers.
    for (const network of ['ethereum', 'polygon', 'arenaz'] as const) {
      const job = `job-indexer:${deployment.chains[network].chainId}`;
      const [holder, term] = await cellsOf(page, job);
      expect(holder, job).toMatch(/\S/);
      expect(term, job).toMatch(/^\d+$/);
    }
    for (const job of ['payouts', 'relayer'])
      expect(await page.getByTestId(`job-${job}`).count(), job).toBe(1);
    for (const queue of ['payouts', 'relayer', 'oracle']) {
      const row = page.getByTestId(`queue-${queue}`);
      expect(await row.count(), queue).toBe(1);
      expect(await row.getByTestId('oldest').textContent(), queue).toMatch(/Nothing waits|\d+ (s|min|h)/);
    }
    expect(await page.getByTestId('operations-senders').getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('skipped-summary').textContent()).toBe('No provider is skipped.');
    // The last hour's charts: the instance samples at start, then every minute.
    const history = page.getByTestId('operations-history');
    for (const network of ['ethereum', 'polygon', 'arenaz'])
      expect(await history.getByRole('figure', { name: `${network}: lag in blocks` }).count(), network).toBe(
        1,
      );
    expect(await history.getByRole('figure', { name: 'payouts: waiting items' }).count()).toBe(1);
    // The figures are read again on demand, and by themselves (react-query, every 15 s).
    const answered = () =>
      page.waitForResponse((response) => response.url().endsWith('/game/operations') && response.ok(), {
        timeout: 25_000,
      });
    const onDemand = answered();
    await page.getByTestId('operations-refresh').click();
    await onDemand;
    await answered();
    expect(await page.getByTestId('operations-read-at').textContent()).toMatch(
      /^Read at .+; refreshes every 15 s\.$/,
    );

    expect(await seriousAxeViolations(page, 'operations 1280 px')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await sidewaysOverflow(page, 'operations', 360)).toBeNull();
    expect(await seriousAxeViolations(page, 'operations 360 px')).toEqual([]);
  }, 90_000);

  it('shows any other wallet the refusal the API gives', async () => {
    const page = await openSignedIn(PLAYER);
    await expect
      .poll(() => page.getByTestId('operations-refused').textContent(), { timeout: 20_000 })
      .toBe(errorsEn.error.not_admin);
    expect(await page.getByTestId('operations-chains').count()).toBe(0);
    expect(await seriousAxeViolations(page, 'operations refused')).toEqual([]);
  }, 60_000);
});
