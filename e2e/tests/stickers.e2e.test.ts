import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import {
  anvil,
  freshStickerIds,
  goodsTickets,
  mintStickers,
  ownedStickers,
  readDeployment,
} from '../harness/chain';
import { walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const polygon = deployment.chains.polygon;
const pages = walletPageSession({ baseUrl, deployment });

/** Each test owns a demo account, so tests do not see each other's stickers or tickets. */
async function openMyItem(accountIndex: number, stickerTypes: readonly number[], chainId = polygon.chainId) {
  const ids = freshStickerIds(stickerTypes);
  await mintStickers(deployment, devnetAccount(accountIndex).address, ids);
  const opened = await pages.open({ path: '/myitem', accountIndex, chainId });
  return { ...opened, ids };
}

const slotCount = (p: Page, type: number) => p.getByTestId(`sticker-slot-${type}`).getAttribute('data-count');
const completeButton = (p: Page) => p.getByRole('button', { name: 'COMPLETE' });
const ticketCountText = (p: Page) => p.getByTestId('ticket-count').textContent();

describe('My item (stickers)', () => {
  it('banner on the wrong network, switch from it, craft a full set, see the ticket popup', async () => {
    const {
      page: p,
      wallet,
      ids,
    } = await openMyItem(3, [1, 2, 3, 4, 5, 5], deployment.chains.ethereum.chainId);
    const banner = p.getByTestId('network-banner');
    await expect
      .poll(() => banner.textContent())
      .toContain('Wrong network. Please connect to Polygon/Matic network.');
    await banner.getByRole('button').click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(wallet.chainId).toBe(polygon.chainId);

    const before = await ownedStickers(deployment, wallet.account.address);
    const owned = (type: number) => before.filter((id) => Number(id % 1000n) === type).length;
    await expect.poll(() => slotCount(p, 5)).toBe(String(owned(5)));
    expect(await slotCount(p, 6)).toBe('0');
    expect(await p.getByTestId('sticker-slot-6').getAttribute('class')).toContain('sticker-slot--empty');

    await completeButton(p).click();
    const popup = p.getByRole('dialog', { name: 'Goods ticket' });
    await expect.poll(() => popup.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await goodsTickets(deployment, wallet.account.address as Address)).toBe(1n);
    await expect.poll(() => ticketCountText(p)).toBe('Goods tickets: 1');
    const after = await ownedStickers(deployment, wallet.account.address);
    expect(after.length).toBe(before.length - 5);
    // The merge burned the lowest id of each type 1..5; the spare type-5 sticker of this test stays.
    expect(after).toContain(ids[5]);
  });

  it('hides the complete button without a full set and greys the missing slots', async () => {
    const { page: p } = await openMyItem(6, [1, 2, 3]);
    await expect.poll(() => slotCount(p, 1)).not.toBe('0');
    expect(await slotCount(p, 4)).toBe('0');
    expect(await slotCount(p, 5)).toBe('0');
    expect(await completeButton(p).count()).toBe(0);
    expect(await p.getByRole('dialog', { name: 'Goods ticket' }).count()).toBe(0);
  });

  it("a rejection in the wallet shows 'Transaction canceled by user.' and burns nothing", async () => {
    const { page: p, wallet } = await openMyItem(4, [1, 2, 3, 4, 5]);
    const before = await ownedStickers(deployment, wallet.account.address);
    await expect.poll(() => completeButton(p).isEnabled()).toBe(true);
    wallet.rejectNext();
    await completeButton(p).click();
    const alert = p.getByRole('dialog', { name: 'Notice' });
    await expect.poll(() => alert.textContent()).toContain('Transaction canceled by user.');
    expect(await ownedStickers(deployment, wallet.account.address)).toEqual(before);
  });

  it('a pending transaction survives a reload, says it is still pending, and completes', async () => {
    const { page: p, wallet } = await openMyItem(5, [1, 2, 3, 4, 5]);
    await expect.poll(() => completeButton(p).isEnabled()).toBe(true);
    await anvil.setAutomine(polygon.rpcUrl, false);
    try {
      await completeButton(p).click();
      const processing = p.getByRole('dialog', { name: 'Processing' });
      await expect.poll(() => processing.isVisible(), { timeout: 15_000 }).toBe(true);
      const hash = await processing.getByTestId('explorer-link').textContent();
      expect(await processing.getByTestId('explorer-link').getAttribute('href')).toContain(`/tx/${hash}`);

      await p.reload();
      await expect.poll(() => p.getByTestId('wallet-button').getAttribute('data-state')).toBe('connected');
      const resumed = p.getByRole('dialog', { name: 'Processing' });
      await expect
        .poll(() => resumed.getByTestId('explorer-link').textContent(), { timeout: 15_000 })
        .toBe(hash);
      await expect.poll(() => resumed.textContent(), { timeout: 15_000 }).toContain('Still pending');
      const stored = await p.evaluate(() => localStorage.getItem('wallet.pendingTxs'));
      expect(stored).toContain(hash);

      await anvil.mine(polygon.rpcUrl);
      await expect
        .poll(() => p.getByRole('dialog', { name: 'Goods ticket' }).isVisible(), { timeout: 20_000 })
        .toBe(true);
      expect(await p.evaluate(() => localStorage.getItem('wallet.pendingTxs'))).toBe('[]');
      expect(await goodsTickets(deployment, wallet.account.address as Address)).toBe(1n);
    } finally {
      await anvil.setAutomine(polygon.rpcUrl, true);
    }
  });
});
