// Signing in and out against the real server in Chromium: the demo athlete lands on their profile with
// their name in the header, signs out to sign-in, a wrong password shows the server's message, and a
// guarded address opened signed out is reached again after sign-in.
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
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// A fresh context per test: no token set carried over in localStorage.
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

async function signIn(email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('authentication', () => {
  it('signs the athlete in to the account details with their name in the header, and out again', async () => {
    await page.goto(`${server.url}/sign-in`);
    await signIn(ATHLETE.email, ATHLETE.password);
    await page.waitForURL((url) => url.pathname === '/profile/account-details');
    const account = page.getByRole('button', { name: `Account menu of ${ATHLETE.name}` });
    await account.waitFor();
    expect(await account.textContent()).toContain(ATHLETE.name);

    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('portal.tokens'))).toBeNull();
  });

  it('shows the error of a wrong password', async () => {
    await page.goto(`${server.url}/sign-in`);
    await signIn(ATHLETE.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('sends a visitor of /events/all to sign-in and back there after signing in', async () => {
    await page.goto(`${server.url}/events/all`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/events/all');
    await signIn(ATHLETE.email, ATHLETE.password);
    await page.waitForURL((url) => url.pathname === '/events/all');
  });
});
