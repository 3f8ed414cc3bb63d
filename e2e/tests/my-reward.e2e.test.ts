import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { Page } from 'playwright-core';
import { type Address, parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { a2zBalance, anvil, readDeployment, vestingPaid } from '../harness/chain';
import { dialogTitlesSeen, recordDialogTitles } from '../harness/dialogTitles';
import { walletButton, walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const ethereum = deployment.chains.ethereum;
const pages = walletPageSession({ baseUrl, deployment });

/** The Dev wallet's first account: the devnet seed gives it a schedule in every state. */
const HOLDER = 1;
/** Holds one claimable seeded schedule: the wrong-network case. */
const OTHER_HOLDER = 2;
const ADMIN = DEVNET_ROLES.vestingAdmin;

const DATE = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;
const alertText = (p: Page) => p.getByRole('dialog', { name: 'Notice' }).textContent();

async function openMyReward(accountIndex: number, chainId = ethereum.chainId) {
  const opened = await pages.open({ path: '/myReward', accountIndex, chainId });
  await signIn(opened.page);
  return opened;
}

/** Signs in with the wallet (one message signature) and waits for the Total Reward card. */
async function signIn(p: Page) {
  await p.getByTestId('sign-in-button').click();
  await expect.poll(() => p.getByTestId('total-reward').count(), { timeout: 20_000 }).toBe(1);
}

/** The card of the schedule titled `title`. */
function card(p: Page, title: string) {
  return p.locator('[data-testid^="vesting-card-"]', {
    has: p.getByRole('heading', { name: title, exact: true }),
  });
}

/** Waits for step 2, checks step 1 showed before it, and closes it (which reloads the dashboard). */
async function finishClaim(p: Page): Promise<string> {
  const step2 = p.getByRole('dialog', { name: 'Claim processing step 2' });
  await expect.poll(() => step2.count(), { timeout: 30_000 }).toBe(1);
  expect(await dialogTitlesSeen(p)).toContain('Claim processing step 1');
  const text = (await p.getByTestId('claim-step2-text').textContent()) ?? '';
  await p.getByTestId('claim-step2-close').click();
  await expect.poll(() => step2.count()).toBe(0);
  return text;
}

/** The first amount shown in a text ('6,100.00 A2Z' → 6100 A2Z in base units). */
const amountOf = (text: string | null) =>
  parseEther((text ?? '').match(/[\d,]+\.\d{2}/)?.[0].replaceAll(',', '') ?? 'x');

describe('My Reward', () => {
  it('opens from the wallet menu; a newcomer signs in and sees every seeded state', async () => {
    const { page: p } = await pages.open({ path: '/', accountIndex: HOLDER, chainId: ethereum.chainId });
    await walletButton(p).click();
    await p.getByRole('menuitem', { name: 'My Reward' }).click();
    await expect.poll(() => new URL(p.url()).pathname).toBe('/myReward');
    await signIn(p);

    const statuses = await p
      .locator('[data-testid^="vesting-card-"]')
      .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['claimable', 'beforeCliff', 'stopped']));
    // Before its cliff nothing is claimable: the button says NEXT and the date of the first unlock.
    const advisor = card(p, 'Advisor grant');
    expect(await advisor.getByTestId('vesting-status').textContent()).toBe('Before cliff');
    expect(await advisor.locator('[data-testid^="claim-button-"]').textContent()).toMatch(
      new RegExp(`^NEXT ${DATE.source}$`),
    );
    expect(await advisor.locator('[data-testid^="claim-button-"]').isDisabled()).toBe(true);
    expect(await advisor.getByTestId('vesting-cliff').textContent()).toMatch(DATE);
    // A stopped schedule (seeded: 5,200 registered, stopped after 10 of 52 weekly unlocks): its
    // Total is what it pays, Locked = Total − Claimed, and it says in words and figures what the
    // stop cancelled and when (spec 3 "Locked (total minus claimed)").
    const reserve = card(p, 'Reserve allocation');
    const figure = async (scope: typeof reserve, id: string) =>
      amountOf(await scope.getByTestId(id).textContent());
    expect(await reserve.getByTestId('vesting-total').textContent()).toBe('1,000.00');
    expect(await reserve.getByTestId('vesting-claimed').textContent()).toBe('0.00');
    expect(await reserve.getByTestId('vesting-locked').textContent()).toBe('1,000.00');
    expect(await reserve.getByTestId('vesting-cancelled').textContent()).toBe('4,200.00');
    const note = (await reserve.getByTestId('stopped-note').textContent()) ?? '';
    expect(note).toMatch(
      new RegExp(
        `^Stopped on ${DATE.source}: 4,200\\.00 A2Z of the 5,200\\.00 A2Z registered was cancelled\\.`,
      ),
    );
    expect(note).toContain('Total is the 1,000.00 A2Z that had vested by then');
    // Every card adds up, and the Total Reward card is the sum of the cards.
    const cards = await p.locator('[data-testid^="vesting-card-"]').all();
    let totals = 0n;
    let claimed = 0n;
    for (const each of cards) {
      const total = await figure(each, 'vesting-total');
      expect(await figure(each, 'vesting-locked')).toBe(total - (await figure(each, 'vesting-claimed')));
      totals += total;
      claimed += await figure(each, 'vesting-claimed');
    }
    expect(await figure(p.getByTestId('total-reward'), 'total-total')).toBe(totals);
    expect(await figure(p.getByTestId('total-reward'), 'total-claimed')).toBe(claimed);
    expect(await figure(p.getByTestId('total-reward'), 'total-locked')).toBe(totals - claimed);
    // Frequency in whole days; 36 hours shows as 1 day.
    expect(await card(p, 'Eco[A2Z] streaming').getByTestId('vesting-frequency').textContent()).toBe('1 day');
    expect(await card(p, 'Advisor grant').getByTestId('vesting-frequency').textContent()).toBe('30 days');
    expect(await card(p, 'Game rewards').getByTestId('vesting-cliff').textContent()).toBe('-');
    // Each card draws its unlock timeline.
    expect(await card(p, 'Game rewards').locator('svg[role="img"]').count()).toBe(1);
    // The flip countdown to the next unlock: 119 days after the seed for the advisor (1 day in,
    // cliff 90 days + one 30-day period), none on the stopped schedule.
    const nextUnlock = advisor
      .getByTestId('next-unlock-countdown')
      .getByRole('timer', { name: 'Next unlock in' });
    expect(await nextUnlock.locator('[data-unit="days"] .flip-card__value').textContent()).toMatch(
      /^11[89]$/,
    );
    expect(await nextUnlock.textContent()).toMatch(
      /11[89] days, \d+ hours?, \d+ minutes? and \d+ seconds? left/,
    );
    expect(await card(p, 'Reserve allocation').getByTestId('next-unlock-countdown').count()).toBe(0);
    // Not an admin: no ADMIN link.
    expect(await p.getByTestId('admin-link').count()).toBe(0);
  });

  it('claims one schedule: steps 1 and 2, the A2Z arrive, the card then shows NEXT', async () => {
    const { page: p, wallet } = await openMyReward(HOLDER);
    const game = card(p, 'Game rewards');
    const button = game.locator('[data-testid^="claim-button-"]');
    const label = await button.textContent();
    expect(label).toMatch(/^CLAIM [\d,]+\.\d{2}$/);
    const owner = wallet.account.address as Address;
    const before = await a2zBalance(deployment, 'ethereum', owner);
    const paidBefore = await vestingPaid(deployment, owner);

    await recordDialogTitles(p);
    await button.click();
    const text = await finishClaim(p);
    const paid = (await vestingPaid(deployment, owner)) - paidBefore;
    expect(paid).toBeGreaterThan(0n);
    expect(await a2zBalance(deployment, 'ethereum', owner)).toBe(before + paid);
    expect(amountOf(text)).toBe(amountOf(label));

    await expect.poll(() => button.textContent()).toMatch(new RegExp(`^NEXT ${DATE.source}$`));
    expect(await game.getByTestId('vesting-claimed').textContent()).toBe(label?.replace('CLAIM ', ''));
    expect(await game.getByTestId('vesting-status').textContent()).toBe('Vesting');
  });

  it('claims all: CLAIM ALL pays everything claimable once, then stays inactive', async () => {
    const { page: p, wallet } = await openMyReward(HOLDER);
    const owner = wallet.account.address as Address;
    const claimAll = p.getByTestId('claim-all-button');
    const claimable = amountOf(await p.getByTestId('total-claimable').textContent());
    expect(claimable).toBeGreaterThan(0n);
    const paidBefore = await vestingPaid(deployment, owner);

    await recordDialogTitles(p);
    await claimAll.click();
    await finishClaim(p);
    const paid = await vestingPaid(deployment, owner);
    // What the page showed is what arrived (amounts shown with 2 decimals, rounded down).
    expect(paid - paidBefore - claimable).toBeLessThan(parseEther('0.01'));
    await expect.poll(() => claimAll.isDisabled()).toBe(true);
    expect(await p.getByTestId('total-claimable').textContent()).toContain('0.00');
    // The dashboard's Claimed is the contract's paid amount.
    expect(amountOf(await p.getByTestId('total-claimed').textContent())).toBe(
      (paid / 10n ** 16n) * 10n ** 16n,
    );
  });

  it('wrong network: the banner and the claim alert ask for Ethereum; nothing is sent', async () => {
    const { page: p, wallet } = await openMyReward(OTHER_HOLDER, deployment.chains.polygon.chainId);
    await expect
      .poll(() => p.getByTestId('network-banner').textContent())
      .toContain('Wrong network. Please connect to Ethereum network.');
    await p.locator('[data-testid^="claim-button-"]:not([disabled])').first().click();
    await expect.poll(() => alertText(p)).toContain('Wrong network. Please connect to Ethereum network.');
    expect(wallet.requests).not.toContain('eth_sendTransaction');
    expect(await vestingPaid(deployment, wallet.account.address as Address)).toBe(0n);
  });

  it('a claim still pending survives a reload and ends in step 2', async () => {
    const { page: p, wallet } = await openMyReward(OTHER_HOLDER);
    const owner = wallet.account.address as Address;
    const claimAll = p.getByTestId('claim-all-button');
    await expect.poll(() => claimAll.isEnabled()).toBe(true);
    await anvil.setAutomine(ethereum.rpcUrl, false);
    try {
      await claimAll.click();
      const step1 = p.getByRole('dialog', { name: 'Claim processing step 1' });
      await expect.poll(() => step1.isVisible(), { timeout: 20_000 }).toBe(true);
      const hash = await step1.getByTestId('explorer-link').textContent();

      await p.reload();
      const resumed = p.getByRole('dialog', { name: 'Claim processing step 1' });
      await expect
        .poll(() => resumed.getByTestId('explorer-link').textContent(), { timeout: 20_000 })
        .toBe(hash);
      expect(await vestingPaid(deployment, owner)).toBe(0n);

      await anvil.mine(ethereum.rpcUrl);
      const step2 = p.getByRole('dialog', { name: 'Claim processing step 2' });
      await expect.poll(() => step2.isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await vestingPaid(deployment, owner)).toBeGreaterThan(0n);
      await p.getByTestId('claim-step2-close').click();
      await expect.poll(() => claimAll.isDisabled()).toBe(true);
    } finally {
      await anvil.setAutomine(ethereum.rpcUrl, true);
    }
  });

  it('the admin registers a schedule and stops it, both confirmed; the log shows both', async () => {
    const { page: p } = await openMyReward(ADMIN);
    await p.getByTestId('admin-link').click();
    const panel = p.getByRole('dialog', { name: 'Vesting admin' });
    await expect.poll(() => panel.getByTestId('admin-list').count()).toBe(1);

    await panel.getByTestId('admin-tab-register').click();
    // The same rules and words as the API, before anything is sent.
    await panel.getByTestId('register-submit').click();
    await expect.poll(() => alertText(p)).toContain('Title is required.');
    await p.getByRole('dialog', { name: 'Notice' }).getByRole('button').first().click();

    const title = `E2E grant ${Date.now()}`;
    const holder = devnetAccount(5).address;
    const start = new Date(Date.now() - 3 * 86_400_000);
    const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await panel.getByTestId('register-address').fill(holder);
    await panel.getByTestId('register-poolType').selectOption('3');
    await panel.getByTestId('register-title').fill(title);
    await panel.getByTestId('register-total').fill('1000');
    await panel.getByTestId('register-started').fill(local);
    await panel.getByTestId('register-frequencyDays').fill('1');
    await panel.getByTestId('register-count').fill('10');
    await panel.getByTestId('register-submit').click();
    const confirm = p.getByRole('dialog', { name: 'Are you sure?' });
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.getByTestId('confirm-ok').click();

    const row = panel.locator('[data-testid^="admin-row-"]', { hasText: title });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.textContent()).toContain('Advisor');
    await row.locator('[data-testid^="stop-button-"]').click();
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.getByTestId('confirm-ok').click();
    await expect.poll(() => row.textContent()).toContain('Stopped');
    expect(await row.locator('[data-testid^="stop-button-"]').count()).toBe(0);

    await panel.getByTestId('admin-tab-log').click();
    const entries = panel.getByTestId('admin-log').locator('li', { hasText: title });
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('stopped');
    expect(await entries.nth(1).textContent()).toContain('registered');

    // The holder sees it stopped, with what had vested (3 of 10 days) still claimable.
    const { page: holderPage } = await openMyReward(5);
    const stopped = card(holderPage, title);
    expect(await stopped.getByTestId('vesting-status').textContent()).toBe('Stopped');
    expect(await stopped.locator('[data-testid^="claim-button-"]').textContent()).toBe('CLAIM 300.00');
  });
});
