// A session outlives its access token: with 30-second access tokens the demo athlete signs in, waits past
// the expiry and reloads a screen that loads the current user; the token manager's refresh keeps them in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const ATHLETE = { email: 'athlete@portal.test', password: 'Demo-pass-2026!', name: 'Alessia Rossi' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '30' });
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

describe('session refresh', () => {
  it('keeps the user signed in past the access token expiry', { timeout: 90_000 }, async () => {
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('E-mail address').fill(ATHLETE.email);
    await page.getByLabel('Password', { exact: false }).first().fill(ATHLETE.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/account-details');
    const stored = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('portal.tokens'))) ?? 'null') as {
        access: string;
        exp_access: number;
      } | null;
    const before = await stored();
    expect(before).not.toBeNull();

    await page.waitForTimeout(35_000);
    expect((before?.exp_access ?? 0) * 1000).toBeLessThan(Date.now());

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/profile/account-details');
    await page.getByRole('button', { name: `Account menu of ${ATHLETE.name}` }).waitFor();
    const after = await stored();
    expect(after?.access).toBeTruthy();
    expect(after?.access).not.toBe(before?.access);
  });
});
