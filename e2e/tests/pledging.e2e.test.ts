import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { SEEDED_PLEDGES } from '@kingdoms/devnet/scenarios/pledging';
import type { Page } from 'playwright-core';
import { type Address, parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { amountFormReady } from '../harness/amountForm';
import { gotoReady } from '../harness/browser';
import {
  a2zBalance,
  anvil,
  approveStaking,
  polygonBlock,
  readDeployment,
  settledRewardPayments,
  stakeOf,
  stakingAllowance,
} from '../harness/chain';
import { closeWithEscape } from '../harness/dialog';
import { dialogTitlesSeen, recordDialogTitles } from '../harness/dialogTitles';
import { walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const ethereum = deployment.chains.ethereum;
const pages = walletPageSession({ baseUrl, deployment });

/** Account 3 pledges nothing in the seed and has no allowance: its first pledge needs an approval. */
const PLEDGER = 3;
/** A seeded pledger: the devnet's start-up snapshot gave it a reward to claim. */
const REWARDED = 4;

async function openPledging(accountIndex: number, chainId = ethereum.chainId) {
  return pages.open({ path: '/pledging', accountIndex, chainId });
}

const alertDialog = (p: Page) => p.getByRole('dialog', { name: 'Notice' });
const alertText = (p: Page) => alertDialog(p).textContent();

async function submitAmount(p: Page, dialogId: string, submitId: string, amount: string) {
  const dialog = p.getByTestId(dialogId);
  await amountFormReady(dialog);
  await dialog.getByTestId('amount-input').fill(amount);
  await dialog.getByTestId(submitId).click();
}

describe('Pledging', () => {
  it('dashboard: totals, podium of three, tables from the 4th entry, a continent rank popup', async () => {
    const { page: p } = await openPledging(6);
    await expect.poll(() => p.getByTestId('total-holders').textContent()).toMatch(/[1-9]/);
    expect(await p.getByTestId('continent-podium').locator('li').count()).toBe(3);
    // Seven continents are seeded: the table lists the 4th on; all 26 continents are ranked.
    await expect.poll(() => p.getByTestId('continent-row-4').count()).toBe(1);
    expect(await p.getByTestId('continent-row-3').count()).toBe(0);

    await p.getByTestId('subtab-individual').click();
    await expect.poll(() => p.getByTestId('individual-podium').locator('li').count()).toBe(3);
    expect(await p.getByTestId('individual-row-4').count()).toBe(1);
    expect(await p.getByTestId('individual-row-3').count()).toBe(0);

    await p.getByTestId('subtab-continent').click();
    const firstRankButton = p.locator('[data-testid^="rank-button-"]').first();
    const continent = Number(
      (await firstRankButton.getAttribute('data-testid'))?.replace('rank-button-', ''),
    );
    await firstRankButton.click();
    const rank = p.getByRole('dialog', { name: `CONTINENT ${100 + continent} > INDIVIDUAL RANK` });
    await expect.poll(() => rank.getByTestId('rank-row-1').count()).toBe(1);
    await closeWithEscape(rank);

    await p.getByTestId('info-button').click();
    await expect.poll(() => p.getByTestId('bonus-table').textContent()).toContain('Resource Regen');
  });

  it('wrong network: the popup does not open and the alert names Ethereum', async () => {
    const { page: p } = await openPledging(7, deployment.chains.polygon.chainId);
    await p.getByTestId('pledging-tab-pledge').click();
    await p.getByTestId('add-button-2').click();
    await expect.poll(() => alertText(p)).toContain('Wrong network. Please connect to Ethereum network.');
    expect(await p.getByTestId('pledge-dialog').count()).toBe(0);
  });

  it('pledge with an approval only the first time, messages for bad amounts, then unpledge', async () => {
    const { page: p, wallet } = await openPledging(PLEDGER);
    const address = wallet.account.address as Address;
    expect(await stakingAllowance(deployment, address)).toBe(0n);

    await p.getByTestId('pledging-tab-pledge').click();
    await p.getByTestId('add-button-2').click();
    const dialog = p.getByTestId('pledge-dialog');
    await expect.poll(() => dialog.getByTestId('amount-available').textContent()).toContain('A2Z');
    await submitAmount(p, 'pledge-dialog', 'pledge-submit', '0');
    await expect
      .poll(() => dialog.getByTestId('amount-error').textContent())
      .toBe('Please enter the amount of LOK to pledge.');
    await submitAmount(p, 'pledge-dialog', 'pledge-submit', '5000000');
    await expect
      .poll(() => dialog.getByTestId('amount-error').textContent())
      .toBe('You cannot pledge more than the amount of A2Z you have.');

    // First pledge: the approval dialog, then the processing popup, then My Pledging. The approval
    // is mined at once on anvil, so its dialog may come and go between two polls: record titles.
    await recordDialogTitles(p);
    await submitAmount(p, 'pledge-dialog', 'pledge-submit', '1000');
    await expect.poll(() => stakeOf(deployment, address, 2), { timeout: 20_000 }).toBe(parseEther('1000'));
    expect(await stakingAllowance(deployment, address)).toBeGreaterThan(0n);
    expect(await dialogTitlesSeen(p)).toEqual(
      expect.arrayContaining(['Need to approve', 'Pledge processing']),
    );
    // The EIP-5792 fallback: the test wallet has no atomic batching (asked, not offered), so the
    // approval and the pledge are two prompts (batching.e2e has the one-prompt case).
    expect(wallet.requests).toContain('wallet_getCapabilities');
    expect(wallet.requests).not.toContain('wallet_sendCalls');
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2);
    await expect
      .poll(() => p.getByTestId('pledging-tab-my').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('active');
    // Indexed within seconds: My Pledging lists the continent with the new stake.
    await expect
      .poll(() => p.getByTestId('my-continent-row-2').textContent(), { timeout: 15_000 })
      .toContain('1,000.00');

    // Second pledge: the allowance covers it, so no approval is asked for.
    const approvalsBefore = wallet.requests.filter((m) => m === 'eth_sendTransaction').length;
    await recordDialogTitles(p);
    await p.getByTestId('my-add-button-2').click();
    await submitAmount(p, 'pledge-dialog', 'pledge-submit', '250.5');
    await expect.poll(() => stakeOf(deployment, address, 2), { timeout: 20_000 }).toBe(parseEther('1250.5'));
    expect(await dialogTitlesSeen(p)).not.toContain('Need to approve');
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length).toBe(approvalsBefore + 1);

    // Unpledge: over the pledged amount, zero, then a real one.
    await expect
      .poll(() => p.getByTestId('my-continent-row-2').textContent(), { timeout: 15_000 })
      .toContain('1,250.50');
    await p.getByTestId('my-unpledge-button-2').click();
    const unpledge = p.getByTestId('unpledge-dialog');
    await submitAmount(p, 'unpledge-dialog', 'unpledge-submit', '');
    await expect
      .poll(() => unpledge.getByTestId('amount-error').textContent())
      .toBe('Please enter the amount of LOK to unpledge.');
    await submitAmount(p, 'unpledge-dialog', 'unpledge-submit', '2000');
    await expect
      .poll(() => unpledge.getByTestId('amount-error').textContent())
      .toBe('You cannot unpledge more than the amount of LOK pledged.');
    await recordDialogTitles(p);
    await submitAmount(p, 'unpledge-dialog', 'unpledge-submit', '250.5');
    await expect.poll(() => stakeOf(deployment, address, 2), { timeout: 20_000 }).toBe(parseEther('1000'));
    await expect
      .poll(() => p.getByTestId('my-continent-row-2').textContent(), { timeout: 15_000 })
      .toContain('1,000.00');
    expect(await dialogTitlesSeen(p)).toContain('Unpledge processing');

    // The dashboard and the continent's rank list show the pledger.
    await p.getByTestId('pledging-tab-dashboard').click();
    await p.getByTestId('subtab-individual').click();
    await expect
      .poll(async () => (await p.getByTestId('individual-table').textContent()) ?? '', { timeout: 15_000 })
      .toContain(`${address.toLowerCase().slice(0, 5)}...${address.toLowerCase().slice(-3)}`);
  }, 120_000);

  it("a cancel in the wallet says 'Transaction canceled by user.' for a pledge and an unpledge, and moves nothing", async () => {
    // Account 5 is a seeded pledger (45,000 A2Z on continent 3) that no other pledging test uses.
    const seeded = SEEDED_PLEDGES.find((pledge) => pledge.account === 5 && pledge.continent === 3);
    const { page: p, wallet } = await openPledging(5);
    const address = wallet.account.address as Address;
    const staked = await stakeOf(deployment, address, 3);
    expect(staked).toBe(seeded?.amount);

    await p.getByTestId('pledging-tab-pledge').click();
    await p.getByTestId('add-button-3').click();
    const dialog = p.getByTestId('pledge-dialog');
    await expect.poll(() => dialog.getByTestId('amount-available').textContent()).toMatch(/\d/);
    wallet.rejectNext();
    await submitAmount(p, 'pledge-dialog', 'pledge-submit', '10');
    await expect.poll(() => alertText(p), { timeout: 15_000 }).toContain('Transaction canceled by user.');
    await p.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'OK' }).click();
    // The popup stays for another try; nothing was sent.
    await expect.poll(() => dialog.getByTestId('pledge-submit').getAttribute('data-phase')).toBe('error');
    expect(await stakeOf(deployment, address, 3)).toBe(staked);

    await p.reload();
    await expect.poll(() => p.getByTestId('wallet-button').getAttribute('data-state')).toBe('connected');
    await p.getByTestId('pledging-tab-my').click();
    await p.getByTestId('my-unpledge-button-3').click();
    await expect
      .poll(() => p.getByTestId('unpledge-dialog').getByTestId('amount-available').textContent())
      .toContain('45,000.00');
    wallet.rejectNext();
    await submitAmount(p, 'unpledge-dialog', 'unpledge-submit', '5');
    await expect.poll(() => alertText(p), { timeout: 15_000 }).toContain('Transaction canceled by user.');
    expect(await stakeOf(deployment, address, 3)).toBe(staked);
  });

  it('registers a signed comment, refuses one over 30 characters, and shows it in the rank list', async () => {
    const { page: p, wallet } = await openPledging(8);
    await p.getByTestId('pledging-tab-my').click();
    const input = p.getByTestId('comment-input');
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill('x'.repeat(31));
    await p.getByTestId('comment-submit').click();
    await expect.poll(() => alertText(p)).toContain('Comments can contain up to 30 characters.');
    await closeWithEscape(alertDialog(p));

    const comment = `e2e ${Date.now() % 100000}`;
    await input.fill(comment);
    await p.getByTestId('comment-submit').click();
    await expect.poll(() => alertText(p)).toContain('Your comment has been registered.');
    expect(wallet.requests).toContain('personal_sign');
    await closeWithEscape(alertDialog(p));

    // Account 8's largest seeded pledge is on some continent: its rank list carries the comment.
    const firstRow = p.locator('[data-testid^="my-continent-row-"]').first();
    const continent = Number((await firstRow.getAttribute('data-testid'))?.replace('my-continent-row-', ''));
    await p.getByTestId('pledging-tab-dashboard').click();
    await p.getByTestId(`rank-button-${continent}`).click();
    await expect.poll(() => p.getByTestId('rank-dialog').textContent()).toContain(comment);
  });

  it('claims the reward after signing in: the alert, and A2Z paid once on Polygon', async () => {
    const { page: p, wallet } = await openPledging(REWARDED);
    const address = wallet.account.address as Address;
    await p.getByTestId('pledging-tab-my').click();
    const claim = p.getByTestId('claim-button');
    await expect.poll(() => claim.isEnabled(), { timeout: 20_000 }).toBe(true);
    const before = await a2zBalance(deployment, 'polygon', address);
    const claimedFrom = await polygonBlock(deployment);
    await claim.click();
    await expect
      .poll(() => alertText(p), { timeout: 15_000 })
      .toContain('The reward will be sent to the connected address of the polygon network within 24 hours.');
    // The devnet pays at once; the balance rises by the reward exactly once.
    await expect
      .poll(() => a2zBalance(deployment, 'polygon', address), { timeout: 20_000 })
      .toBeGreaterThan(before);
    const paid = (await a2zBalance(deployment, 'polygon', address)) - before;
    // Paid once: when the payer has nothing left in flight, the payout contract has paid this
    // address once since the claim, what the balance gained (a state, not a wait for a second payment).
    await expect.poll(() => settledRewardPayments(deployment, address, claimedFrom)).toEqual([paid]);
    expect((await a2zBalance(deployment, 'polygon', address)) - before).toBe(paid);
    expect(devnetAccount(DEVNET_ROLES.rewardPayer).address).not.toBe(address);
    await closeWithEscape(alertDialog(p));
    await expect.poll(() => claim.isEnabled()).toBe(false);
  });

  it('follows a pending pledge the wallet speeds up to its success, and says so when the wallet cancels one', async () => {
    // Account 7 is a seeded pledger (35,000 A2Z on continent 5) whose pledging test sends nothing.
    const SPEEDER = 7;
    await approveStaking(deployment, SPEEDER);
    const { page: p, wallet } = await openPledging(SPEEDER);
    const address = wallet.account.address as Address;
    const staked = await stakeOf(deployment, address, 5);
    const rpcUrl = ethereum.rpcUrl;
    const processing = p.getByRole('dialog', { name: 'Pledge processing' });
    try {
      // Anvil holds what is sent in its pool until `mine`: the pledge stays pending, the wallet
      // replaces it (same nonce, twice the fees), then the replacement is mined.
      await anvil.setAutomine(rpcUrl, false);
      await p.getByTestId('pledging-tab-pledge').click();
      await p.getByTestId('add-button-5').click();
      await expect
        .poll(() => p.getByTestId('pledge-dialog').getByTestId('amount-available').textContent())
        .toMatch(/\d/);
      await submitAmount(p, 'pledge-dialog', 'pledge-submit', '100');
      await expect.poll(() => processing.count(), { timeout: 15_000 }).toBe(1);
      const original = wallet.sent.at(-1);
      // A person speeds up what the page already follows: the portal has seen the pledge's
      // nonce, which is how it recognises the replacement (on a loaded machine its first look
      // could otherwise come after the replacement, when the original is already gone).
      await expect.poll(() => followedNonce(p, original), { timeout: 15_000 }).toBeTypeOf('number');
      const replacement = await wallet.replaceLast('speed-up');
      expect(replacement).not.toBe(original);
      // Issue 36: while the replacement is pending the popup says so and links it, not the
      // hash the node has forgotten; so does the activity centre (another tab of the browser).
      await expect.poll(() => processing.getByTestId('tx-replacing').count(), { timeout: 20_000 }).toBe(1);
      expect(await processing.getByTestId('explorer-link').textContent()).toBe(replacement);
      const centre = await p.context().newPage();
      await wallet.install(centre);
      await gotoReady(centre, `${baseUrl}/activity`);
      const row = centre.getByTestId('activity-pending-tx');
      await expect.poll(() => row.getAttribute('data-hash'), { timeout: 15_000 }).toBe(replacement);
      expect(await row.getByTestId('activity-pending-replaced').textContent()).toBe('Sped up in the wallet');
      await centre.close();

      await anvil.mine(rpcUrl);
      await expect
        .poll(() => stakeOf(deployment, address, 5), { timeout: 20_000 })
        .toBe(staked + parseEther('100'));
      // The success names the mined replacement with its explorer link, until closed.
      const confirmed = p.getByRole('dialog', { name: 'Transaction confirmed' });
      await expect.poll(() => confirmed.getByTestId('tx-replaced').count(), { timeout: 20_000 }).toBe(1);
      expect(await confirmed.getByTestId('explorer-link').textContent()).toBe(replacement);
      await closeWithEscape(confirmed);
      // Otherwise the page ends as for the original: My Pledging shows the new stake.
      expect(await processing.count()).toBe(0);
      await expect
        .poll(() => p.getByTestId('pledging-tab-my').getAttribute('data-state'), { timeout: 15_000 })
        .toBe('active');
      await expect
        .poll(() => p.getByTestId('my-continent-row-5').textContent(), { timeout: 15_000 })
        .toContain('35,100.00');

      // A cancellation: a 0-value transaction to itself with the pledge's nonce.
      await p.getByTestId('my-add-button-5').click();
      await expect
        .poll(() => p.getByTestId('pledge-dialog').getByTestId('amount-available').textContent())
        .toMatch(/\d/);
      await submitAmount(p, 'pledge-dialog', 'pledge-submit', '50');
      await expect.poll(() => processing.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => followedNonce(p, wallet.sent.at(-1)), { timeout: 15_000 }).toBeTypeOf('number');
      await wallet.replaceLast('cancel');
      await anvil.mine(rpcUrl);
      const cancelled = p.getByRole('dialog', { name: 'Transaction cancelled' });
      await expect
        .poll(() => cancelled.getByTestId('tx-ended').textContent(), { timeout: 20_000 })
        .toBe('The transaction was cancelled in your wallet: nothing was done.');
      expect(await stakeOf(deployment, address, 5)).toBe(staked + parseEther('100'));
      await closeWithEscape(cancelled);
      // Nothing is left pending: a reload resumes nothing.
      await p.reload();
      await expect.poll(() => p.getByTestId('wallet-button').getAttribute('data-state')).toBe('connected');
      expect(await p.evaluate(() => localStorage.getItem('wallet.pendingTxs'))).toBe('[]');
    } finally {
      await anvil.setAutomine(rpcUrl, true);
    }
  }, 120_000);
});

/** The nonce the portal recorded for the pending transaction `hash` once the node showed it (its pending store). */
function followedNonce(page: Page, hash: string | undefined): Promise<number | undefined> {
  return page.evaluate((wanted) => {
    const entries = JSON.parse(localStorage.getItem('wallet.pendingTxs') ?? '[]') as {
      hash: string;
      nonce?: number;
    }[];
    return entries.find((entry) => entry.hash === wanted)?.nonce;
  }, hash ?? '');
}
