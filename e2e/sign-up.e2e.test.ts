// Signing up by e-mail against the real server in Chromium: the form, the code read from the development
// outbox, the confirmation, signing out and signing in again with the new account.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

/** The six-digit code of the newest outbox message to `to`. */
async function latestCode(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${server.url}/api/dev/outbox/?${new URLSearchParams({ to })}`);
    const messages = (await response.json()) as { text: string }[];
    const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code was sent to ${to}`);
}

async function typeCode(code: string): Promise<void> {
  const inputs = page.getByLabel('Code');
  for (let index = 0; index < code.length; index += 1) await inputs.nth(index).fill(code[index] ?? '');
}

describe('sign-up', () => {
  it('signs up by e-mail, confirms the code from the outbox, signs out and in again', async () => {
    const email = `skater-${Date.now()}@portal.test`;
    const password = 'Rolling-2026!';
    await page.goto(`${server.url}/sign-up`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('You should accept the agreement').waitFor();

    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Roll');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname === '/confirm-email');
    await page.getByText(email).waitFor();
    await typeCode(await latestCode(email));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile/account-details');

    const account = page.getByRole('button', { name: 'Account menu of Nina Roll' });
    await account.waitFor();
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');

    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/account-details');
    await page.getByRole('button', { name: 'Account menu of Nina Roll' }).waitFor();
  });

  it('refuses a wrong code with the server message', async () => {
    const email = `wrong-${Date.now()}@portal.test`;
    await page.goto(`${server.url}/sign-up`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('First name').fill('Wrong');
    await page.getByLabel('Last name').fill('Code');
    await page.getByLabel(/^Password/).fill('Rolling-2026!');
    await page.getByLabel('Confirm password').fill('Rolling-2026!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/confirm-email');
    const code = await latestCode(email);
    await typeCode(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('The code is not correct').waitFor();
    expect(new URL(page.url()).pathname).toBe('/confirm-email');
  });
});
