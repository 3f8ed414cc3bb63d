import type { Locator, Page } from 'playwright-core';
import { parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { amountFormReady } from '../harness/amountForm';
import { anvil, readDeployment, stakeOf } from '../harness/chain';
import { closeWithEscape, settled } from '../harness/dialog';
import { TEST_WALLET_NAME } from '../harness/testWallet';
import { walletButton, walletPageSession } from '../harness/walletPage';

/**
 * WCAG 2.4.3: a dialog closed by OK, Escape or its backdrop gives focus back to the control that
 * opened it, or to the nearest sensible place when that control is gone. Everything is driven
 * from the keyboard, as the people this is for would.
 */
const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const pages = walletPageSession({ baseUrl, deployment });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Focuses a control and presses Enter on it, as a keyboard user reaching it with Tab would. */
async function pressEnterOn(locator: Locator): Promise<void> {
  await locator.focus();
  await locator.page().keyboard.press('Enter');
}

async function clickBackdrop(dialog: Locator): Promise<void> {
  await settled(dialog);
  await dialog.page().mouse.click(5, 5);
}

const alertDialog = (page: Page) => page.getByRole('dialog', { name: 'Notice' });
const subscribeDialog = (page: Page) => page.getByRole('dialog', { name: 'SUBSCRIBE' });
const footerSubscribe = (page: Page) => page.locator('footer').getByRole('button', { name: 'SUBSCRIBE' });

describe('focus returns to the opener', () => {
  async function home(): Promise<Page> {
    return (await pages.open({ path: '/', connect: false })).page;
  }

  it('subscribe dialog: Escape and CLOSE give focus back to the footer SUBSCRIBE button', async () => {
    const page = await home();
    await pressEnterOn(footerSubscribe(page));
    await expect.poll(() => subscribeDialog(page).isVisible()).toBe(true);
    await settled(subscribeDialog(page));
    await page.keyboard.press('Escape');
    await expect.poll(() => subscribeDialog(page).count()).toBe(0);
    await expect.poll(() => isFocused(footerSubscribe(page))).toBe(true);

    await page.keyboard.press('Enter');
    await pressEnterOn(subscribeDialog(page).getByRole('button', { name: 'CLOSE' }));
    await expect.poll(() => subscribeDialog(page).count()).toBe(0);
    await expect.poll(() => isFocused(footerSubscribe(page))).toBe(true);
  });

  it('alert raised inside the subscribe dialog: OK, Escape and the backdrop return into that dialog', async () => {
    const page = await home();
    await pressEnterOn(footerSubscribe(page));
    const email = subscribeDialog(page).getByLabel('E-mail');
    await email.fill('a');
    for (const close of ['OK', 'Escape', 'backdrop'] as const) {
      await email.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => alertDialog(page).textContent())
        .toContain('Please enter a valid e-mail address.');
      await settled(alertDialog(page));
      if (close === 'OK') await page.keyboard.press('Enter'); // OK has the focus
      if (close === 'Escape') await page.keyboard.press('Escape');
      if (close === 'backdrop') await clickBackdrop(alertDialog(page));
      await expect.poll(() => alertDialog(page).count(), { message: close }).toBe(0);
      expect(await subscribeDialog(page).isVisible(), close).toBe(true);
      await expect.poll(() => isFocused(email), { message: close }).toBe(true);
    }

    // A success closes both: focus goes back to where the subscribe dialog was opened from.
    await email.fill(`focus-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    await expect.poll(() => alertDialog(page).textContent()).toContain('Subscribed successfully!');
    await settled(alertDialog(page));
    await page.keyboard.press('Enter');
    await expect.poll(() => alertDialog(page).count()).toBe(0);
    await expect.poll(() => isFocused(footerSubscribe(page))).toBe(true);
  });
});

describe('the alert backdrop', () => {
  it('closes the alert on a click made while it is still animating in, every time', async () => {
    const { page } = await pages.open({ path: '/', connect: false });
    await pressEnterOn(footerSubscribe(page));
    const email = subscribeDialog(page).getByLabel('E-mail');
    await email.fill('a');
    for (let round = 0; round < 3; round++) {
      await email.focus();
      await page.keyboard.press('Enter');
      await alertDialog(page).waitFor({ state: 'visible' });
      // No settling: the click lands during the 500 ms opening animation.
      await page.mouse.click(5, 5);
      await expect.poll(() => alertDialog(page).count(), { message: `round ${round}` }).toBe(0);
      expect(await subscribeDialog(page).isVisible()).toBe(true);
    }
  });
});

describe('wallet dialogs give focus back', () => {
  const picker = (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet' });

  it('wallet picker: Escape and the backdrop return to the wallet button; so does connecting', async () => {
    const { page } = await pages.open({ path: '/', connect: false });
    await pressEnterOn(walletButton(page));
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    await settled(picker(page));
    await page.keyboard.press('Escape');
    await expect.poll(() => picker(page).count()).toBe(0);
    await expect.poll(() => isFocused(walletButton(page))).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    await clickBackdrop(picker(page));
    await expect.poll(() => picker(page).count()).toBe(0);
    await expect.poll(() => isFocused(walletButton(page))).toBe(true);

    await page.keyboard.press('Enter');
    await pressEnterOn(picker(page).getByRole('button', { name: TEST_WALLET_NAME, exact: true }));
    await expect.poll(() => walletButton(page).getAttribute('data-state')).toBe('connected');
    await expect.poll(() => picker(page).count()).toBe(0);
    await expect.poll(() => isFocused(walletButton(page))).toBe(true);
  });

  it('wallet menu opened right after connecting stays open (focus returned as the picker closes)', async () => {
    const { page } = await pages.open({ path: '/', connect: false });
    await walletButton(page).click();
    await settled(picker(page));
    // Animations at a tenth of their speed (the picker's exit takes 5 s): the menu is surely
    // opened while the picker is still leaving, however busy the machine.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    await picker(page).getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click();
    await expect.poll(() => walletButton(page).getAttribute('data-state')).toBe('connected');
    // Focus is back on the wallet button while the picker is still animating out.
    expect(await picker(page).count()).toBe(1);
    await expect.poll(() => isFocused(walletButton(page))).toBe(true);
    // At once, as a person would: no waiting for the picker's exit animation.
    await walletButton(page).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => picker(page).count(), { timeout: 20_000 }).toBe(0);
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    // The picker has gone and nothing took focus from the menu: it is still open, two frames on.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await closeWithEscape(menu);
  }, 60_000);

  it('wrong-network picker: choosing a network returns focus to the wallet button', async () => {
    const { page, wallet } = await pages.open({ path: '/', connect: false, chainId: 1 });
    await pressEnterOn(walletButton(page));
    await pressEnterOn(picker(page).getByRole('button', { name: TEST_WALLET_NAME, exact: true }));
    const wrongNetwork = page.getByRole('dialog', { name: 'Wrong network' });
    await expect.poll(() => wrongNetwork.isVisible()).toBe(true);
    // Focus is trapped in the picker until a network is chosen.
    await expect
      .poll(() => wrongNetwork.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await pressEnterOn(wrongNetwork.getByRole('button', { name: 'Polygon (MATIC)' }));
    await expect.poll(() => wrongNetwork.count()).toBe(0);
    expect(wallet.chainId).toBe(deployment.chains.polygon.chainId);
    await expect.poll(() => isFocused(walletButton(page))).toBe(true);
  });

  it('transaction dialog: the unpledge processing popup closed by Escape returns to the UNPLEDGE button', async () => {
    // Account 5 has seeded pledges (continent 1: 80,000) and no other test uses it.
    const { page, wallet } = await pages.open({ path: '/pledging', accountIndex: 5 });
    await pressEnterOn(page.getByTestId('pledging-tab-my'));
    const unpledge = page.getByTestId('my-unpledge-button-1');
    await expect.poll(() => unpledge.isEnabled(), { timeout: 20_000 }).toBe(true);
    const address = wallet.account.address;
    const before = await stakeOf(deployment, address, 1);

    const rpcUrl = deployment.chains.ethereum.rpcUrl;
    // Without automine the transaction stays pending, so its processing popup stays up.
    await anvil.setAutomine(rpcUrl, false);
    try {
      await pressEnterOn(unpledge);
      const dialog = page.getByTestId('unpledge-dialog');
      await amountFormReady(dialog);
      const amount = dialog.getByTestId('amount-input');
      await amount.fill('1');
      await page.keyboard.press('Enter');
      const processing = page.getByRole('dialog', { name: 'Unpledge processing' });
      await expect.poll(() => processing.isVisible(), { timeout: 20_000 }).toBe(true);
      await settled(processing);
      await page.keyboard.press('Escape');
      await expect.poll(() => processing.count()).toBe(0);
      await expect.poll(() => isFocused(unpledge)).toBe(true);
    } finally {
      await anvil.setAutomine(rpcUrl, true);
      await anvil.mine(rpcUrl);
    }
    await expect
      .poll(() => stakeOf(deployment, address, 1), { timeout: 20_000 })
      .toBe(before - parseEther('1'));
  }, 90_000);
});
