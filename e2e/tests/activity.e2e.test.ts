import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { anvil, readDeployment, vestingPaid } from '../harness/chain';
import { walletButton, walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const ethereum = deployment.chains.ethereum;
const pages = walletPageSession({ baseUrl, deployment });

/**
 * The devnet seed's account 5 holds a stopped schedule with vested A2Z left to claim (and
 * my-reward.e2e may register it one more): no other test claims it.
 */
const HOLDER = 5;

/** The centre's "N items ready to claim". */
async function readyCount(p: Page): Promise<number> {
  const text = (await p.getByTestId('activity-ready-count').textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? Number.NaN);
}

/** The wallet menu's badge on Activity (0 when it shows none). */
async function menuBadge(p: Page): Promise<number> {
  await walletButton(p).click();
  const entry = p.getByRole('menuitem', { name: /^Activity/ });
  await expect.poll(() => entry.count()).toBe(1);
  const badge = entry.getByTestId('menu-badge-activity');
  const count =
    (await badge.count()) === 0 ? 0 : Number((await badge.locator('[aria-hidden]').textContent()) ?? '');
  await p.keyboard.press('Escape');
  return count;
}

describe('activity centre', () => {
  it('claims from the centre by keyboard: pending across a reload, then the badge goes down', async () => {
    const { page: p, wallet } = await pages.open({
      path: '/',
      accountIndex: HOLDER,
      chainId: ethereum.chainId,
    });
    const owner = wallet.account.address as Address;
    await walletButton(p).click();
    await p.getByRole('menuitem', { name: /^Activity/ }).click();
    await expect.poll(() => new URL(p.url()).pathname).toBe('/activity');
    await expect.poll(() => p.getByTestId('activity-pending-none').count(), { timeout: 20_000 }).toBe(1);

    await p.getByTestId('activity-vesting-sign-in').click();
    const claims = p.locator('[data-testid^="activity-claim-"]:not([data-testid="activity-claim-all"])');
    const vestingClaims = p.getByTestId('activity-vesting').locator('[data-testid^="activity-claim-"]');
    await expect.poll(() => vestingClaims.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Each claim button is one item ready (the seeded account also has a pledging reward).
    await expect.poll(async () => (await readyCount(p)) === (await claims.count())).toBe(true);
    const before = await claims.count();
    expect(await menuBadge(p)).toBe(before);
    expect(await seriousAxeViolations(p, 'activity centre with claims')).toEqual([]);

    const paidBefore = await vestingPaid(deployment, owner);
    await anvil.setAutomine(ethereum.rpcUrl, false);
    try {
      await vestingClaims.first().focus();
      await p.keyboard.press('Enter');
      const step1 = p.getByRole('dialog', { name: 'Claim processing step 1' });
      await expect.poll(() => step1.isVisible(), { timeout: 20_000 }).toBe(true);
      const pending = p.getByTestId('activity-pending-tx');
      await expect.poll(() => pending.count()).toBe(1);
      const hash = await pending.getAttribute('data-hash');
      expect(await pending.textContent()).toContain('Ethereum');
      expect(await pending.locator('a', { hasText: 'View in explorer' }).getAttribute('href')).toContain(
        `/tx/${hash}`,
      );

      // (The claim's step 1 popup is modal: the list behind it is found by test id, not by role.)
      // Still pending after a reload: the centre lists it again and the claim's popup resumes.
      await p.reload();
      await expect
        .poll(() => p.getByTestId('activity-pending-tx').getAttribute('data-hash'), { timeout: 20_000 })
        .toBe(hash);
      expect(await vestingPaid(deployment, owner)).toBe(paidBefore);
      // Mined only once the claim's own flow follows it again (else the centre's watcher alone
      // ends it, before the My Reward part has loaded, and there is no step 2 to see).
      await expect.poll(() => step1.isVisible(), { timeout: 20_000 }).toBe(true);

      await anvil.mine(ethereum.rpcUrl);
      // Blocks go on being mined, so the API's indexer reaches the claim's block too.
      await anvil.setAutomine(ethereum.rpcUrl, true);
      await expect.poll(() => p.getByTestId('activity-pending-tx').count(), { timeout: 30_000 }).toBe(0);
      expect(await vestingPaid(deployment, owner)).toBeGreaterThan(paidBefore);
      const step2 = p.getByRole('dialog', { name: 'Claim processing step 2' });
      await expect.poll(() => step2.isVisible(), { timeout: 30_000 }).toBe(true);
      await p.keyboard.press('Escape');
      await expect.poll(() => step2.count()).toBe(0);
    } finally {
      await anvil.setAutomine(ethereum.rpcUrl, true);
    }
    await expect.poll(() => readyCount(p), { timeout: 20_000 }).toBe(before - 1);
    expect(await menuBadge(p)).toBe(before - 1);
  });

  it.each([
    ['ko', '활동', '대기 중인 트랜잭션이 없습니다.'],
    ['ja', 'アクティビティ', '保留中のトランザクションはありません。'],
    ['zh', '活动', '没有待处理的交易。'],
  ] as const)(
    'reads in %s and shows, by keyboard, the countdown to the next unlock',
    async (lang, title, none) => {
      // Account 4's only schedule is before its cliff: nothing to claim yet, an unlock to come.
      const { page: p } = await pages.open({ path: '/activity', accountIndex: 4, chainId: ethereum.chainId });
      await p.evaluate((language) => localStorage.setItem('lang', language), lang);
      await p.reload();
      await expect.poll(() => p.locator('html').getAttribute('lang'), { timeout: 20_000 }).toBe(lang);
      await expect
        .poll(() => p.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
        .toBe(title);
      await expect
        .poll(() => p.getByTestId('activity-pending-none').textContent(), { timeout: 20_000 })
        .toBe(none);
      await p.getByTestId('activity-vesting-sign-in').focus();
      await p.keyboard.press('Enter');
      await expect
        .poll(() => p.getByTestId('activity-vesting').getByTestId('next-unlock-countdown').count(), {
          timeout: 20_000,
        })
        .toBe(1);
      expect(
        await p.getByTestId('activity-vesting').locator('[data-testid^="activity-claim-"]').count(),
      ).toBe(0);
    },
  );
});
