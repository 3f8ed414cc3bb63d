import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { SEEDED_DRAGOS } from '@kingdoms/devnet/scenarios/dragos';
import { claimSuccessMessage } from '@kingdoms/shared/rental';
import type { Page } from 'playwright-core';
import { type Address, parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { readDeployment } from '../harness/chain';
import { walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const arenaz = deployment.chains.arenaz;
const pages = walletPageSession({ baseUrl, deployment });

/** Devnet seed: account 1 owns Arena-Z dragos 21001–21008 and has 1,410 DSA unclaimed. */
const LENDER = 1;
/** Devnet seed: account 2 has 700 DSA unclaimed, below the claim minimum. */
const SMALL_LENDER = 2;
/** The lender's first Arena-Z drago in the devnet's dragos scenario (21001: not rented by the seed). */
const DRAGO = Number(
  SEEDED_DRAGOS.find((drago) => drago.network === 'arenaz' && drago.account === LENDER)?.tokenId,
);
const RENTEE = devnetAccount(2).address;

/** The DST balance of `owner` on Arena-Z, where the claim's payout arrives. */
async function dstBalance(owner: string): Promise<bigint> {
  const { address, abi } = contractOf(deployment, 'DST', 'arenaz');
  return localClient(arenaz, devnetAccount(DEVNET_ROLES.deployer).privateKey).readContract({
    address,
    abi,
    functionName: 'balanceOf',
    args: [owner as Address],
  });
}

const alertText = (p: Page) => p.getByRole('dialog', { name: 'Notice' }).textContent();

async function openDetail(accountIndex: number, tokenId: number) {
  const opened = await pages.open({
    path: `/drago/detail/${tokenId}`,
    accountIndex,
    chainId: arenaz.chainId,
  });
  await expect
    .poll(() => opened.page.getByTestId('drago-title').textContent(), { timeout: 20_000 })
    .toBe(`Drago #${tokenId}`);
  return opened;
}

/** /myDrago on its Rental tab, once the total DSA has loaded. */
async function openRentalTab(accountIndex: number) {
  const opened = await pages.open({ path: '/myDrago', accountIndex, chainId: arenaz.chainId });
  const p = opened.page;
  await expect.poll(() => p.getByRole('tab', { name: 'Rental' }).count(), { timeout: 20_000 }).toBe(1);
  await p.getByRole('tab', { name: 'Rental' }).click();
  await expect.poll(() => p.getByTestId('rental-panel').count(), { timeout: 20_000 }).toBe(1);
  return opened;
}

const manageTokenIds = (p: Page) =>
  p.getByTestId('rental-manage').locator('tbody tr td:first-child').allTextContents();

describe('Drago rental', () => {
  it('rents a drago out from the detail page: the rental block and Manage show it', async () => {
    const { page: p, wallet } = await openDetail(LENDER, DRAGO);
    await expect.poll(() => p.getByTestId('not-rented').count()).toBe(1);
    await p.getByTestId('rental-open').click();
    const form = p.getByRole('dialog', { name: `Rent Drago #${DRAGO}` });
    expect(await form.getByTestId('rental-warning').textContent()).toBe(
      'Changing ownership or rental status cancels any ongoing resource minting with the drago.',
    );
    // Defaults 5:5 and 30 days; the rentee must be an address.
    expect(await form.getByTestId('rental-ratio').inputValue()).toBe('5');
    expect(await form.getByTestId('rental-duration').inputValue()).toBe('30');
    await form.getByTestId('rental-rentee').fill('0x1234');
    await form.getByTestId('rental-submit').click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Please enter a valid wallet address.');
    expect(wallet.requests).not.toContain('personal_sign');

    await form.getByTestId('rental-rentee').fill(RENTEE);
    await form.getByTestId('rental-ratio').selectOption('7');
    await form.getByTestId('rental-duration').selectOption('7');
    await form.getByTestId('rental-submit').click();
    await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(0);
    expect(wallet.requests).toContain('personal_sign');

    const info = p.getByTestId('rental-info');
    await expect.poll(() => info.count(), { timeout: 20_000 }).toBe(1);
    expect((await info.locator('dd').nth(0).textContent())?.toLowerCase()).toBe(RENTEE.toLowerCase());
    expect(await info.locator('dd').nth(1).textContent()).toBe('7:3');
    expect(await p.getByTestId('rental-cancel-open').textContent()).toBe('CANCEL RENTAL');
    expect(await p.getByTestId('rental-open').count()).toBe(0);

    const { page: tab } = await openRentalTab(LENDER);
    await expect.poll(() => manageTokenIds(tab), { timeout: 20_000 }).toContain(String(DRAGO));
    const row = tab.getByTestId('rental-manage').locator('tbody tr', { hasText: String(DRAGO) });
    expect(await row.locator('td').nth(1).textContent()).toBe('7:3');
  });

  it('cancels the rental from the detail page: not rented, RENTAL is back', async () => {
    const { page: p } = await openDetail(LENDER, DRAGO);
    await expect.poll(() => p.getByTestId('rental-cancel-open').count(), { timeout: 20_000 }).toBe(1);
    await p.getByTestId('rental-cancel-open').click();
    const confirm = p.getByRole('dialog', { name: 'Cancel rental' });
    expect(await confirm.textContent()).toContain(`Cancel the rental of Drago #${DRAGO}?`);
    await confirm.getByTestId('rental-cancel-confirm-ok').click();
    await expect.poll(() => p.getByTestId('not-rented').count(), { timeout: 20_000 }).toBe(1);
    expect(await p.getByTestId('rental-info').count()).toBe(0);
    expect(await p.getByTestId('rental-open').textContent()).toBe('RENTAL');
    expect(await p.getByTestId('rental-cancel-open').count()).toBe(0);
  });

  it('claims DSA: confirm, "You will receive 14.00 DST.", the total reloads, 14 DST arrive on chain', async () => {
    const { page: p, wallet } = await openRentalTab(LENDER);
    const before = await dstBalance(wallet.address);
    const total = p.getByTestId('rental-total-dsa');
    await expect.poll(() => total.textContent(), { timeout: 20_000 }).toBe('1,410 DSA');
    await p.getByTestId('rental-claim').click();
    const confirm = p.getByRole('dialog', { name: 'Claim DSA' });
    expect(await confirm.textContent()).toContain('Claim your 1,410 DSA as DST?');
    await confirm.getByTestId('rental-claim-confirm-ok').click();
    // (1410 − 10) / 100 = 14.00: the spec's sentence, the same as the shared rule's.
    await expect.poll(() => alertText(p), { timeout: 30_000 }).toContain('You will receive 14.00 DST.');
    expect(claimSuccessMessage(1410)).toBe('You will receive 14.00 DST.');
    await expect.poll(() => total.textContent(), { timeout: 20_000 }).toBe('0 DSA');
    // The payout worker pays the 14 DST on chain.
    await expect
      .poll(async () => (await dstBalance(wallet.address)) - before, { timeout: 30_000 })
      .toBe(parseEther('14'));
  });

  it("refuses a claim below 1000 DSA with the spec's message; nothing is signed", async () => {
    const { page: p, wallet } = await openRentalTab(SMALL_LENDER);
    await expect
      .poll(() => p.getByTestId('rental-total-dsa').textContent(), { timeout: 20_000 })
      .toBe('700 DSA');
    await p.getByTestId('rental-claim').click();
    await expect.poll(() => alertText(p)).toContain('You can only claim DSA if you have more than 1000 DSA.');
    expect(await p.getByRole('dialog', { name: 'Claim DSA' }).count()).toBe(0);
    expect(wallet.requests).not.toContain('personal_sign');
  });

  it('History lists the seeded mining with its date as YYYY-MM-DD HH:mm', async () => {
    const { page: p } = await openRentalTab(LENDER);
    await p.getByRole('tab', { name: 'History' }).click();
    const rows = p.getByTestId('rental-history').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const cells = await rows.first().locator('td').allTextContents();
    expect(cells[0]).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(cells[1]).toMatch(/^\d+$/);
    expect(cells[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
