import { devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Page } from 'playwright-core';
import { type Address, parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { anvil, readDeployment, vestingPaid } from '../harness/chain';
import { closeWithEscape } from '../harness/dialog';
import { walletButton, walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const { ethereum, polygon, arenaz } = deployment.chains;
const pages = walletPageSession({ baseUrl, deployment });

/** Devnet seed: account 3 lent drago 21013 and has 1,250 DSA to claim; only this file claims it. */
const RENTAL_LENDER = 3;
/** A demo wallet (wLOKA on Polygon from the seed) that no other file bridges with. */
const LOKA_WITHDRAWER = 8;
/** The devnet's checkpoint delay is about 20 s; the relayer and indexer add to it on a busy machine. */
const TRANSFER_TIMEOUT_MS = 150_000;

async function tokenBalance(name: 'DST' | 'LOKA', network: NetworkKey, owner: string): Promise<bigint> {
  const { address, abi } = contractOf(deployment, name, network);
  return localClient(deployment.chains[network], devnetAccount(0).privateKey).readContract({
    address,
    abi,
    functionName: 'balanceOf',
    args: [owner as Address],
  });
}

/**
 * Opens the centre from the wallet menu (client-side: the page is not reloaded). Right after a
 * dialog closes, its focus return (Radix runs it a task later) can land after the menu opened, and
 * the non-modal menu closes on focus outside it, as it should; so the menu is opened again until
 * its entry is there.
 */
async function openCentreFromMenu(p: Page) {
  const entry = p.getByRole('menuitem', { name: /^Activity/ });
  await expect
    .poll(
      async () => {
        if (!(await entry.isVisible())) await walletButton(p).click();
        return entry.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await entry.click();
  await expect.poll(() => new URL(p.url()).pathname).toBe('/activity');
  await expect.poll(() => p.getByTestId('activity-pending').count(), { timeout: 20_000 }).toBe(1);
}

/**
 * Tabs through the whole page and returns how many of the centre's buttons and links were never
 * focused (0: the keyboard reaches every one).
 */
async function unreachedByKeyboard(p: Page): Promise<string[]> {
  const targets = p.locator('.activity-page button, .activity-page a[href]');
  const tagged = await targets.evaluateAll((elements) =>
    elements.map((element, index) => {
      element.setAttribute('data-kbd-probe', String(index));
      return `${index}`;
    }),
  );
  // From the top of the document: the header's controls come first, then the centre's.
  await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const reached = new Set<string>();
  for (let step = 0; step < 80 && reached.size < tagged.length; step += 1) {
    await p.keyboard.press('Tab');
    const probe = await p.evaluate(() => document.activeElement?.getAttribute('data-kbd-probe') ?? null);
    if (probe !== null) reached.add(probe);
  }
  return tagged.filter((index) => !reached.has(index));
}

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

/**
 * The wallet menu's badge on Activity (0 when it shows none; NaN when the menu closed before it
 * was read, e.g. a dialog's focus return landing a task later: callers poll).
 */
async function menuBadge(p: Page): Promise<number> {
  await walletButton(p).click();
  const entry = p.getByRole('menuitem', { name: /^Activity/ });
  await expect.poll(() => entry.count()).toBe(1);
  const badge = entry.getByTestId('menu-badge-activity');
  const count =
    (await badge.count()) === 0
      ? 0
      : Number(
          (await badge
            .locator('[aria-hidden]')
            .textContent({ timeout: 2_000 })
            .catch(() => null)) ?? NaN,
        );
  await closeWithEscape(p.getByRole('menu'));
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
      await closeWithEscape(step2);
    } finally {
      await anvil.setAutomine(ethereum.rpcUrl, true);
    }
    await expect.poll(() => readyCount(p), { timeout: 20_000 }).toBe(before - 1);
    expect(await menuBadge(p)).toBe(before - 1);
  });

  it(
    'counts the rental claim before the centre is opened, passes axe at desktop and 360 px, and claims it by keyboard',
    async () => {
      const { page: p, wallet } = await pages.open({
        path: '/',
        accountIndex: RENTAL_LENDER,
        chainId: arenaz.chainId,
      });
      // The badge without the centre ever opened: the wallet root's counter read the parts.
      await expect.poll(() => menuBadge(p), { timeout: 30_000 }).toBeGreaterThan(0);
      const badgeBefore = await menuBadge(p);

      await openCentreFromMenu(p);
      const rental = p.getByTestId('activity-rental');
      await expect.poll(() => rental.count(), { timeout: 20_000 }).toBe(1);
      expect(await rental.textContent()).toContain('1,250 DSA from rentals');
      await expect.poll(() => readyCount(p), { timeout: 20_000 }).toBe(badgeBefore);

      expect(await seriousAxeViolations(p, 'activity centre, desktop')).toEqual([]);
      expect(await unreachedByKeyboard(p)).toEqual([]);
      await p.setViewportSize({ width: 360, height: 740 });
      await expect.poll(() => rental.isVisible()).toBe(true);
      expect(await seriousAxeViolations(p, 'activity centre, 360 px')).toEqual([]);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await unreachedByKeyboard(p)).toEqual([]);

      const before = await tokenBalance('DST', 'arenaz', wallet.address);
      await p.getByTestId('activity-claim-rental').focus();
      await p.keyboard.press('Enter');
      const confirm = p.getByRole('dialog', { name: 'Claim DSA' });
      await expect.poll(() => confirm.count()).toBe(1);
      expect(await confirm.textContent()).toContain('Claim your 1,250 DSA as DST?');
      await confirm.getByTestId('rental-claim-confirm-ok').focus();
      await p.keyboard.press('Enter');
      // (1250 − 10) / 100 = 12.40, the spec's sentence.
      const notice = p.getByRole('dialog', { name: 'Notice' });
      await expect
        .poll(() => notice.textContent(), { timeout: 30_000 })
        .toContain('You will receive 12.40 DST.');
      await closeWithEscape(notice);
      await expect.poll(() => rental.count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => readyCount(p), { timeout: 20_000 }).toBe(badgeBefore - 1);
      await p.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(() => menuBadge(p)).toBe(badgeBefore - 1);
      await expect
        .poll(async () => (await tokenBalance('DST', 'arenaz', wallet.address)) - before, { timeout: 30_000 })
        .toBe(parseEther('12.4'));
    },
    TRANSFER_TIMEOUT_MS,
  );

  it(
    'a withdrawal sent on the bridge page is pending in the centre across a reload, ends there, counts down to its checkpoint and is claimed from the centre',
    async () => {
      const { page: p, wallet } = await pages.open({
        path: '/bridge?tab=4',
        accountIndex: LOKA_WITHDRAWER,
        chainId: polygon.chainId,
      });
      const form = p.getByTestId('withdraw-form');
      await expect
        .poll(() => form.getByTestId('amount-available').textContent(), { timeout: 20_000 })
        .toMatch(/wLOKA$/);
      await anvil.setAutomine(polygon.rpcUrl, false);
      let hash: string | null = null;
      try {
        await form.getByTestId('amount-input').fill('1');
        await p.getByTestId('withdraw-submit').click();
        const modal = p.getByRole('dialog', { name: 'Withdraw' });
        await expect.poll(() => modal.count(), { timeout: 20_000 }).toBe(1);
        await modal.getByTestId('modal-close').click();
        await expect.poll(() => modal.count()).toBe(0);
        // The closed dialog gives focus back to the page before anything else is opened.
        await expect.poll(() => p.evaluate(() => document.activeElement !== document.body)).toBe(true);

        // Sent on the bridge page, listed by the centre: its feature, network, age and explorer link.
        await openCentreFromMenu(p);
        const pending = p.getByTestId('activity-pending-tx');
        await expect.poll(() => pending.count(), { timeout: 20_000 }).toBe(1);
        hash = await pending.getAttribute('data-hash');
        expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
        expect(await pending.textContent()).toMatch(/^Bridge.*Polygon.*ago/);
        expect(await pending.locator('a', { hasText: 'View in explorer' }).getAttribute('href')).toContain(
          `/tx/${hash}`,
        );
        await p.reload();
        await expect
          .poll(() => p.getByTestId('activity-pending-tx').getAttribute('data-hash'), { timeout: 20_000 })
          .toBe(hash);

        await anvil.mine(polygon.rpcUrl);
        await anvil.setAutomine(polygon.rpcUrl, true);
        // Ended in the centre: its watcher takes the receipt, with no bridge page open.
        await expect.poll(() => p.getByTestId('activity-pending-tx').count(), { timeout: 30_000 }).toBe(0);
        await expect.poll(() => p.getByTestId('activity-pending-none').count()).toBe(1);
      } finally {
        await anvil.setAutomine(polygon.rpcUrl, true);
      }

      // The API has indexed the withdrawal (what the centre's LOKA part reads).
      const apiSteps = async () => {
        const response = await fetch(`${baseUrl}/nft/api/bridge/history`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ publicKey: wallet.address.toLowerCase(), page: 1, network: 1 }),
        });
        const reply = (await response.json()) as {
          history: { txHash: string; transfer: { step: string } }[];
        };
        return reply.history.find((row) => row.txHash === hash)?.transfer.step ?? 'not listed';
      };
      await expect.poll(apiSteps, { timeout: 60_000 }).not.toBe('not listed');
      // The withdrawal waits for its checkpoint (countdown, or the due note), then is ready.
      const waiting = p.locator(`[data-testid="activity-loka-waiting"][data-tx="${hash}"]`);
      const ready = p.locator(`[data-testid="activity-loka-ready"][data-tx="${hash}"]`);
      await expect
        .poll(async () => (await waiting.count()) + (await ready.count()), { timeout: 60_000 })
        .toBe(1);
      if ((await waiting.count()) === 1) {
        expect(await waiting.getByTestId('checkpoint-countdown').textContent()).toMatch(
          /Claim opens in|Checkpoint due/,
        );
      }
      await expect.poll(() => ready.count(), { timeout: 90_000 }).toBe(1);
      expect(await ready.textContent()).toContain('1.0000 wLOKA → LOKA on Ethereum');
      const count = await readyCount(p);
      await expect.poll(() => menuBadge(p)).toBe(count);

      const lokaBefore = await tokenBalance('LOKA', 'ethereum', wallet.address);
      await ready.getByTestId('activity-claim-loka').click();
      const claimModal = p.getByRole('dialog', { name: 'Claim' });
      await expect.poll(() => claimModal.count(), { timeout: 30_000 }).toBe(1);
      await expect
        .poll(async () => (await tokenBalance('LOKA', 'ethereum', wallet.address)) - lokaBefore, {
          timeout: 30_000,
        })
        .toBe(parseEther('1'));
      await claimModal.getByTestId('modal-close').click();
      await expect.poll(() => ready.count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => readyCount(p), { timeout: 30_000 }).toBe(count - 1);
      await expect.poll(() => menuBadge(p)).toBe(count - 1);
    },
    TRANSFER_TIMEOUT_MS * 2,
  );

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
