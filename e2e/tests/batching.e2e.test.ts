import { devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { asDragoDatas, uniformDatas } from '@kingdoms/contracts/dragoGenes';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { APPROVAL_AMOUNT } from '@kingdoms/shared/wallet/approval';
import type { Browser, Locator, Page } from 'playwright-core';
import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { amountFormReady } from '../harness/amountForm';
import { gotoReady, launchBrowser, openPage } from '../harness/browser';
import { readDeployment, stakeOf, stakingAllowance } from '../harness/chain';
import { walletButton } from '../harness/walletPage';

/**
 * EIP-5792 end to end: the devnet's Dev wallet reports atomic batching, so an action's approvals
 * and its write go as ONE wallet prompt (`wallet_sendCalls`), and the result is on chain. The
 * injected test wallet of the other files has no EIP-5792: those files are the fallback (e.g.
 * pledging.e2e: the approval, then the pledge, two prompts).
 *
 * Account 8 acts here, the only demo account whose approvals no other file counts on: its
 * seeded staking allowance is revoked first, and its breeding pair and bridge drago are minted
 * for this file, so the other files' assumptions hold in any order.
 */
const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const BATCHER = 8;
const batcher = devnetAccount(BATCHER);
/** Fresh ids each run: genesis range (≤ 20000, parent checks skipped) for the breeding pair. */
const series = 19_000 + Math.floor(Math.random() * 400) * 2;
const PAIR = [BigInt(series), BigInt(series + 1)] as const;
const BRIDGED = BigInt(900_000 + Math.floor(Math.random() * 90_000));

let browser: Browser;
const opened: Page[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});
afterAll(async () => {
  await browser?.close();
});

const client = (network: NetworkKey) => localClient(deployment.chains[network], batcher.privateKey);

/** Sets `owner`'s allowance for `spender` to 0, so the action must ask for it. */
async function revoke(network: NetworkKey, token: Address, spender: Address) {
  const wallet = client(network);
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, 0n],
  });
  await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

async function mintDrago(network: NetworkKey, tokenId: bigint, salt: number) {
  const { address, abi } = contractOf(deployment, 'Drago', network);
  await devnetGovernanceCall(deployment.chains[network], {
    to: address,
    data: encodeFunctionData({
      abi,
      functionName: 'mint',
      args: [batcher.address, tokenId, asDragoDatas(uniformDatas(1, salt)), 0n, 0n, 0, 0],
    }),
  });
}

/** The API's inventory of the batcher lists `tokenId` on `network` (2 = Arena-Z, 0 = Ethereum). */
async function indexed(tokenId: bigint, network: number): Promise<boolean> {
  const response = await fetch(`${baseUrl}/nft/api/drago/inventory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: batcher.address.toLowerCase(), includeRent: false }),
  });
  const reply = (await response.json()) as { myDragos: { tokenId: number; network: number }[] };
  return reply.myDragos.some((drago) => drago.tokenId === Number(tokenId) && drago.network === network);
}

/** A fresh page at `path` with the Dev wallet connected as the batcher. */
async function openWithDevWallet(path: string): Promise<Page> {
  const page = await openPage(browser);
  opened.push(page);
  await gotoReady(page, `${baseUrl}${path}`);
  await walletButton(page).click();
  const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
  await picker.getByLabel('Demo account').selectOption({ index: BATCHER - 1 });
  await picker.getByRole('button', { name: 'Dev wallet', exact: true }).click();
  await expect.poll(() => walletButton(page).getAttribute('data-state')).toBe('connected');
  await expect.poll(() => picker.count()).toBe(0);
  return page;
}

/** The transaction prompts the Dev wallet showed on this page (sign-ins left out). */
const transactionPrompts = (page: Page) =>
  page.evaluate(() =>
    ((globalThis as { devWalletPrompts?: readonly string[] }).devWalletPrompts ?? []).filter(
      (method) => method === 'wallet_sendCalls' || method === 'eth_sendTransaction',
    ),
  );

/** Presses an action button, switching the wallet's network first when the button asks to. */
async function pressAction(button: Locator) {
  if ((await button.getAttribute('data-state')) === 'switch') {
    await button.click();
    await expect.poll(() => button.getAttribute('data-state'), { timeout: 15_000 }).not.toBe('switch');
  }
  await button.click();
}

describe('One prompt for approve-and-act (EIP-5792, the Dev wallet)', () => {
  it('pledges: the A2Z approval and the pledge in one wallet_sendCalls', async () => {
    const a2z = contractOf(deployment, 'A2Z', 'ethereum').address;
    const staking = contractOf(deployment, 'Staking', 'ethereum').address;
    await revoke('ethereum', a2z, staking);
    expect(await stakingAllowance(deployment, batcher.address)).toBe(0n);
    const stakeBefore = await stakeOf(deployment, batcher.address, 2);

    const p = await openWithDevWallet('/pledging');
    await p.getByTestId('pledging-tab-pledge').click();
    await p.getByTestId('add-button-2').click();
    const dialog = p.getByTestId('pledge-dialog');
    await amountFormReady(dialog);
    await dialog.getByTestId('amount-input').fill('1');
    await pressAction(dialog.getByTestId('pledge-submit'));
    await expect
      .poll(() => stakeOf(deployment, batcher.address, 2), { timeout: 30_000 })
      .toBe(stakeBefore + parseEther('1'));
    expect(await stakingAllowance(deployment, batcher.address)).toBe(APPROVAL_AMOUNT - parseEther('1'));
    expect(await transactionPrompts(p)).toEqual(['wallet_sendCalls']);
    // The flow ends as a single write does: My Pledging shows.
    await expect
      .poll(() => p.getByTestId('pledging-tab-my').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('active');
  }, 90_000);

  it('breeds: the A2Z and DST approvals and the breed in one wallet_sendCalls', async () => {
    const breeding = contractOf(deployment, 'DragoBreeding', 'arenaz').address;
    const a2z = contractOf(deployment, 'A2Z', 'arenaz').address;
    const dst = contractOf(deployment, 'DST', 'arenaz').address;
    await revoke('arenaz', a2z, breeding);
    await revoke('arenaz', dst, breeding);
    await mintDrago('arenaz', PAIR[0], series);
    await mintDrago('arenaz', PAIR[1], series + 1);
    for (const id of PAIR) await expect.poll(() => indexed(id, 2), { timeout: 30_000 }).toBe(true);

    const p = await openWithDevWallet('/breed');
    await expect.poll(() => p.getByTestId(`select-drago-${PAIR[0]}`).count(), { timeout: 20_000 }).toBe(1);
    await p.getByTestId(`select-drago-${PAIR[0]}`).click();
    await p.getByTestId(`select-drago-${PAIR[1]}`).click();
    await pressAction(p.getByTestId('breed-button'));
    const claim = p.getByRole('dialog', { name: 'A new egg' });
    await expect.poll(() => claim.count(), { timeout: 45_000 }).toBe(1);
    const eggId = BigInt((await claim.getByTestId('claim-breed').getAttribute('data-egg-id')) ?? '0');
    expect(await transactionPrompts(p)).toEqual(['wallet_sendCalls']);

    const egg = contractOf(deployment, 'Egg', 'arenaz');
    const owner = await client('arenaz').readContract({
      address: egg.address,
      abi: egg.abi,
      functionName: 'ownerOf',
      args: [eggId],
    });
    expect((owner as Address).toLowerCase()).toBe(batcher.address.toLowerCase());
    for (const token of [a2z, dst]) {
      const allowance = await client('arenaz').readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [batcher.address, breeding],
      });
      // Granted in the batch, then the breed's price taken from it.
      expect(allowance).toBeLessThan(APPROVAL_AMOUNT);
      expect(allowance).toBeGreaterThan(APPROVAL_AMOUNT - parseEther('100000'));
    }
  }, 120_000);

  it('bridges a drago: the approval-for-all and the send in one wallet_sendCalls', async () => {
    const drago = contractOf(deployment, 'Drago', 'ethereum');
    const gateway = contractOf(deployment, 'BridgeGateway', 'ethereum').address;
    await mintDrago('ethereum', BRIDGED, 7);
    const gatewayApproved = () =>
      client('ethereum').readContract({
        address: drago.address,
        abi: drago.abi,
        functionName: 'isApprovedForAll',
        args: [batcher.address, gateway],
      });
    expect(await gatewayApproved()).toBe(false);
    await expect.poll(() => indexed(BRIDGED, 0), { timeout: 30_000 }).toBe(true);

    const p = await openWithDevWallet('/bridge?tab=0');
    const card = p.getByTestId(`nft-${BRIDGED}`);
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    await card.getByRole('checkbox').check();
    await pressAction(p.getByTestId('bridge-submit'));
    // Locked in the gateway on Ethereum (the relayer then delivers it on Arena-Z).
    await expect
      .poll(
        async () =>
          (
            (await client('ethereum').readContract({
              address: drago.address,
              abi: drago.abi,
              functionName: 'ownerOf',
              args: [BRIDGED],
            })) as Address
          ).toLowerCase(),
        { timeout: 30_000 },
      )
      .toBe(gateway.toLowerCase());
    expect(await gatewayApproved()).toBe(true);
    expect(await transactionPrompts(p)).toEqual(['wallet_sendCalls']);
  }, 120_000);
});
