import { expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { TestWallet } from '../harness/testWallet';

it('debug', async () => {
  const browser = await launchBrowser();
  const page = await openPage(browser);
  page.on('console', (m) => console.log('[console]', m.type(), m.text()));
  const wallet = new TestWallet({ deployment: readDeployment(inject('deploymentFile')), accountIndex: 3 });
  await wallet.install(page);
  await page.goto(`${inject('baseUrl')}/`);
  await page.getByTestId('wallet-button').click();
  await page.getByRole('button', { name: 'Test Wallet', exact: true }).click();
  await new Promise((r) => setTimeout(r, 3000));
  console.log('requests', wallet.requests);
  console.log('alert', await page.getByRole('alert').allTextContents());
  console.log('storage', await page.evaluate(() => JSON.stringify(localStorage)));
  console.log('picker', await page.getByRole('dialog').count(), await page.locator('[aria-busy=true]').count());
  console.log('button', await page.getByTestId('wallet-button').textContent());
  await browser.close();
  expect(1).toBe(1);
});
