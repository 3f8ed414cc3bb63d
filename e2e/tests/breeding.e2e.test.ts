import { devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { DEV_WALLET_DRAGOS, SEEDED_BREED_PAIRS } from '@kingdoms/devnet/scenarios/dragos';
import { expectedProbabilities, formatProbability, parseDatas } from '@kingdoms/shared/drago/index';
import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { readDeployment } from '../harness/chain';
import { dialogTitlesSeen, recordDialogTitles } from '../harness/dialogTitles';
import { walletPageSession } from '../harness/walletPage';

/**
 * The Breed page (spec 2 §2, §4, §5) against the real stack, on the Dev wallet's seeded dragos
 * (`DEV_WALLET_DRAGOS`, packages/devnet scenarios/dragos.ts). This file breeds parentA × parentB
 * and genesis × child (parent checks skipped: an id ≤ 20000), and leaves `normal` alone (the
 * rental e2e rents it), so it depends on no other file's order: the run shares one stack.
 */
const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const arenaz = deployment.chains.arenaz;
const pages = walletPageSession({ baseUrl, deployment });
const BREEDER = 1;
/** The seeded dragos as the numbers the page's test ids and the inventory use. */
const drago = Object.fromEntries(
  Object.entries(DEV_WALLET_DRAGOS).map(([role, id]) => [role, Number(id)]),
) as Record<keyof typeof DEV_WALLET_DRAGOS, number>;

interface InventoryDrago {
  tokenId: number;
  breed: number;
  datas: number[];
}
interface InventoryEgg {
  tokenId: number;
  status: number;
}

async function inventoryOf(address: string): Promise<{ myDragos: InventoryDrago[]; myEggs: InventoryEgg[] }> {
  const response = await fetch(`${baseUrl}/nft/api/drago/inventory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: address.toLowerCase(), includeRent: false, network: 2 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { myDragos: InventoryDrago[]; myEggs: InventoryEgg[] };
}

async function eggOwner(eggId: number): Promise<string> {
  const { address, abi } = contractOf(deployment, 'Egg', 'arenaz');
  const client = localClient(arenaz, devnetAccount(BREEDER).privateKey);
  const owner = await client.readContract({ address, abi, functionName: 'ownerOf', args: [BigInt(eggId)] });
  return (owner as Address).toLowerCase();
}

async function openBreed(chainId = arenaz.chainId) {
  const opened = await pages.open({ path: '/breed', accountIndex: BREEDER, chainId });
  await expect.poll(() => opened.page.getByTestId('breed-grid').count(), { timeout: 20_000 }).toBe(1);
  return opened;
}

const select = (p: Page, id: number) => p.getByTestId(`select-drago-${id}`).click();
const pressed = (p: Page, id: number) => p.getByTestId(`select-drago-${id}`).getAttribute('aria-pressed');
const sent = (requests: readonly string[]) =>
  requests.filter((method) => method === 'eth_sendTransaction').length;
const alertDialog = (p: Page) => p.getByRole('dialog', { name: 'Notice' });

/** BREED, then the claim_breed popup: the new egg's id. */
async function breedAndClaim(p: Page): Promise<number> {
  await p.getByTestId('breed-button').click();
  const claim = p.getByRole('dialog', { name: 'A new egg' });
  await expect.poll(() => claim.count(), { timeout: 45_000 }).toBe(1);
  return Number(await claim.getByTestId('claim-breed').getAttribute('data-egg-id'));
}

describe('Breed page', () => {
  it('lists the Arena-Z dragos 6 per row, selects two at most, deselects on a second click', async () => {
    const { page: p } = await openBreed();
    const columns = await p
      .getByTestId('breed-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(6);
    // Rented out (the rental seed): shown, not selectable.
    expect(await p.getByTestId(`select-drago-${drago.rentedOut}`).getAttribute('aria-disabled')).toBe('true');
    await select(p, drago.siblingA);
    await select(p, drago.siblingB);
    await expect.poll(() => p.getByTestId('breed-probability').count()).toBe(1);
    expect(await seriousAxeViolations(p, '/breed, two chosen')).toEqual([]);
    // At most two: a third is unavailable, and even a forced click changes nothing.
    expect(await p.getByTestId(`select-drago-${drago.parentA}`).getAttribute('aria-disabled')).toBe('true');
    await p.getByTestId(`select-drago-${drago.parentA}`).click({ force: true });
    expect(await pressed(p, drago.parentA)).toBe('false');
    expect(await p.getByTestId('breed-panel-1').getAttribute('data-token-id')).toBe(String(drago.siblingB));
    await select(p, drago.siblingA);
    expect(await pressed(p, drago.siblingA)).toBe('false');
    expect(await p.getByTestId('breed-panel-0').getAttribute('data-token-id')).toBeNull();
    // Stats and Genes tabs of the chosen drago; its detail opens in a new tab.
    const panel = p.getByTestId('breed-panel-1');
    expect(await panel.getByRole('tab').allTextContents()).toEqual(['Stats', 'Genes']);
    await panel.getByRole('tab', { name: 'Genes' }).click();
    expect(await panel.getByTestId('breed-panel-1-genes').locator('tbody tr').count()).toBe(7);
    const [detail] = await Promise.all([
      p.context().waitForEvent('page'),
      p.getByTestId(`detail-link-${drago.siblingB}`).click(),
    ]);
    await expect.poll(() => new URL(detail.url()).pathname).toBe(`/drago/detail/${drago.siblingB}`);
    await detail.close();
  });

  it('refuses the seeded pairs with the spec messages, and one drago with "Please select two dragos."', async () => {
    const { page: p, wallet } = await openBreed();
    // The seed's pairs per refusal (checked against checkBreed and the contract in the devnet tests).
    const cases = [
      [SEEDED_BREED_PAIRS.sameParents, 'Breeding is not possible for Dragos from the same parent'],
      [SEEDED_BREED_PAIRS.parentChild, 'Breeding is not possible between a Drago and its parent.'],
      [SEEDED_BREED_PAIRS.maxBreedCount, 'The Drago exceeded its max breeding count'],
    ] as const;
    for (const [[pairA, pairB], text] of cases) {
      const [a, b] = [Number(pairA), Number(pairB)];
      await select(p, a);
      await select(p, b);
      await expect.poll(() => p.getByTestId('breed-refusal').textContent()).toBe(text);
      await p.getByTestId('breed-button').click();
      await expect.poll(() => alertDialog(p).textContent()).toContain(text);
      await alertDialog(p).getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => alertDialog(p).count()).toBe(0);
      await select(p, a);
      await select(p, b);
    }
    await select(p, drago.normal);
    await p.getByTestId('breed-button').click();
    await expect.poll(() => alertDialog(p).textContent()).toContain('Please select two dragos.');
    expect(sent(wallet.requests)).toBe(0);
  });

  it('breeds: cost and probabilities, approvals the first time only, the egg in the popup and in My Drago, hatched there', async () => {
    const { page: p, wallet } = await openBreed();
    const before = await inventoryOf(wallet.address);
    const parentA = before.myDragos.find((d) => d.tokenId === drago.parentA);
    const parentB = before.myDragos.find((d) => d.tokenId === drago.parentB);
    expect(parentA?.breed).toBe(3);
    expect(parentB?.breed).toBe(3);

    await select(p, drago.parentA);
    await select(p, drago.parentB);
    // Step 3 each: 4,400 A2Z and 11,000 DST, the pair the sum.
    expect(await p.getByTestId('breed-cost-a2z').textContent()).toBe('8,800 A2Z');
    expect(await p.getByTestId('breed-cost-dst').textContent()).toBe('22,000 DST');
    expect(await p.getByTestId('breed-refusal').textContent()).toBe('');
    const expected = expectedProbabilities(
      parseDatas(parentA?.datas ?? []),
      parseDatas(parentB?.datas ?? []),
    );
    for (const part of expected) {
      const shown = await p
        .getByTestId(`probability-${part.part}-attributes`)
        .locator('li')
        .allTextContents();
      expect(shown.map((text) => text.slice(text.lastIndexOf(' ') + 1))).toEqual(
        part.attributes.map((chance) => formatProbability(chance.probability)),
      );
    }

    await recordDialogTitles(p);
    const eggId = await breedAndClaim(p);
    // Two approvals (A2Z, DST), each with the approval dialog, then the breed; the processing popup.
    expect(sent(wallet.requests)).toBe(3);
    const titles = await dialogTitlesSeen(p);
    expect(titles).toContain('Need to approve');
    expect(titles).toContain('Breeding processing');
    expect(await eggOwner(eggId)).toBe(wallet.address);
    expect(await seriousAxeViolations(p, '/breed, claim_breed popup')).toEqual([]);
    expect(
      await p.getByRole('dialog', { name: 'A new egg' }).getByTestId('claim-breed-text').textContent(),
    ).toBe(`Congratulations! Your dragos laid Egg #${eggId}. Hatch it in My Drago.`);
    // On the hash both selections cleared; the breed counts moved on.
    expect(await pressed(p, drago.parentA)).toBe('false');
    expect(await pressed(p, drago.parentB)).toBe('false');
    await p.getByTestId('claim-breed-close').click();
    await expect
      .poll(() => p.getByTestId(`breed-card-${drago.parentA}`).getByTestId('breed-count').textContent())
      .toBe('Breed 4/7');

    // The second time: no approval, one transaction.
    await recordDialogTitles(p);
    await select(p, drago.genesis);
    await select(p, drago.child);
    expect(await p.getByTestId('breed-cost-a2z').textContent()).toBe('4,000 A2Z');
    expect(await p.getByTestId('breed-cost-dst').textContent()).toBe('10,000 DST');
    const secondEgg = await breedAndClaim(p);
    expect(secondEgg).not.toBe(eggId);
    expect(sent(wallet.requests)).toBe(4);
    expect(await dialogTitlesSeen(p)).not.toContain('Need to approve');
    await p.getByTestId('claim-breed-close').click();

    // My Drago lists the egg; it hatches there into a drago.
    await p.goto(`${baseUrl}/myDrago`);
    const card = p.getByTestId(`egg-card-${eggId}`);
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    await card.getByRole('button', { name: 'Hatch' }).click();
    await expect.poll(() => card.count(), { timeout: 45_000 }).toBe(0);
    const after = await inventoryOf(wallet.address);
    expect(after.myEggs.map((egg) => egg.tokenId)).not.toContain(eggId);
    expect(after.myDragos.length).toBe(before.myDragos.length + 1);
  }, 240_000);

  it('a cancel in the wallet reads "Transaction canceled by user." and keeps the selection', async () => {
    const { page: p, wallet } = await openBreed();
    await select(p, drago.parentA);
    await select(p, drago.parentB);
    wallet.rejectNext();
    await p.getByTestId('breed-button').click();
    await expect
      .poll(() => alertDialog(p).textContent(), { timeout: 20_000 })
      .toContain('Transaction canceled by user.');
    expect(await pressed(p, drago.parentA)).toBe('true');
    expect(await pressed(p, drago.parentB)).toBe('true');
  });

  it('on another chain: the Arena-Z banner, and BREED changes the network', async () => {
    const { page: p, wallet } = await openBreed(deployment.chains.ethereum.chainId);
    const banner = p.getByTestId('network-banner');
    await expect
      .poll(() => banner.textContent())
      .toContain('Wrong network. You should change network to Arena-Z mainnet.');
    const button = p.getByTestId('breed-button');
    expect(await button.getAttribute('data-state')).toBe('switch');
    await button.click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(wallet.chainId).toBe(arenaz.chainId);
  });
});
