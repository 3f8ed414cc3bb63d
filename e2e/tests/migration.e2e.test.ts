import { DEMO_KINGDOMS } from '@kingdoms/api/modules/migration/demoKingdoms';
import { devnetMoveTokenSecret, issueMoveToken } from '@kingdoms/api/modules/migration/moveToken';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import koErrors from '../../apps/web/src/features/migration/locales/errors/ko.json';
import { seriousAxeViolations } from '../harness/axe';
import { launchBrowser, openPage } from '../harness/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A demo link as the devnet prints it (the devnet signs with its derived key). */
async function demoLink(kingdomId: string): Promise<string> {
  return `${baseUrl}/move/${await issueMoveToken(devnetMoveTokenSecret(), kingdomId)}`;
}

describe('kingdom migration through the local OpenID issuer', () => {
  it('opens every demo link the devnet prints as the migration page', async () => {
    const links = inject('migrationLinks');
    expect(links).toHaveLength(DEMO_KINGDOMS.length);
    const page = await openPage(browser);
    const shown: string[] = [];
    for (const link of links) {
      // A token's signature part may look like a file extension (`….abc123`): still the page.
      const response = await page.goto(link);
      expect(response?.status(), link).toBe(200);
      expect(response?.headers()['content-type'], link).toContain('text/html');
      await expect.poll(() => page.getByTestId('kingdom-name').textContent()).not.toBe('');
      shown.push((await page.getByTestId('kingdom-name').textContent()) ?? '');
    }
    expect(shown.sort()).toEqual(DEMO_KINGDOMS.map((kingdom) => kingdom.name).sort());
    await page.context().close();
  });

  it('opens a demo link, picks a continent, signs in, sees the queued move and cancels it', async () => {
    const page = await openPage(browser);
    await page.goto(await demoLink('klay-1001'));
    await expect.poll(() => page.getByTestId('kingdom-name').textContent()).toBe('Aurora Keep');
    expect(await page.getByTestId('kingdom-level').textContent()).toBe('25');
    expect(await page.locator('header, footer').count()).toBe(0);

    // Continent 0 is refused.
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect.poll(() => page.getByText('Select continent first.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Continent', { exact: true }).selectOption({ label: '107' });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    // The local issuer's sign-in page stands in for Google's.
    await page.waitForURL(/\/oidc-dev\/authorize/);
    await page.getByLabel('E-mail').fill(`e2e-${Date.now()}@devnet.local`);
    const loginRequest = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Spec 1 §7's body (fromKlay {kingdomId, worldId}); the link's token in the header.
    const login = await loginRequest;
    expect(JSON.parse((login.postDataJSON() as { json: string }).json).fromKlay).toEqual({
      kingdomId: 'klay-1001',
      worldId: 7,
    });
    expect(await login.headerValue('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    // Back on the portal: the login is sent and the page reloads with the queued move.
    await expect
      .poll(() => page.getByTestId('log-status').textContent(), { timeout: 20_000 })
      .toBe('Waiting');
    expect(await page.getByTestId('log-continent').textContent()).toBe('107');
    expect(page.url()).not.toContain('id_token');

    // Spec 1 §7: the cancel body is kingdomId only; the link's token proves the kingdom (header).
    const cancelRequest = page.waitForRequest((request) => request.url().endsWith('/moveklaytn/cancel'));
    await page.getByRole('button', { name: 'Cancel move' }).click();
    const sent = await cancelRequest;
    expect(sent.postDataJSON()).toEqual({ kingdomId: 'klay-1001' });
    expect(await sent.headerValue('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    await expect
      .poll(() => page.getByTestId('log-status').textContent(), { timeout: 20_000 })
      .toBe('Cancelled');
    // Spec 1 §4: a log present means the cancel option is offered; a cancelled move says why it
    // cannot act.
    const cancel = page.getByRole('button', { name: 'Cancel move' });
    expect(await cancel.isDisabled()).toBe(true);
    expect(await page.getByTestId('cancel-reason').textContent()).toBe('This move is already cancelled.');
    expect(await seriousAxeViolations(page, 'migration, cancelled move')).toEqual([]);
    await page.context().close();
  });

  it('tells a player whose account is already on the global server to try another one, in Korean (spec 1 §8)', async () => {
    const page = await openPage(browser);
    await page.goto(await demoLink('klay-1002'));
    await expect.poll(() => page.getByTestId('kingdom-name').textContent()).toBe('Ironvale');
    await page.getByLabel('Continent', { exact: true }).selectOption({ label: '102' });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/oidc-dev\/authorize/);
    // The devnet seeds this Google account as already on the global server.
    await page.getByLabel('E-mail').fill('existing.player@devnet.local');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // "The login-0 alert is in Korean", on the English page too.
    const alert = page.getByText(koErrors.error.already_exist);
    await expect.poll(() => alert.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await alert.getAttribute('lang')).toBe('ko');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('log-status').count()).toBe(0);
    await page.context().close();
  });

  it('shows the invalid-token message and an empty token for a bad link', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/move/not-a-real-token`);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('invalid or has expired');
    expect(await page.getByTestId('migration-token').textContent()).toBe('');
    await page.context().close();
  });
});
