// Password recovery against the real server in Chromium, by e-mail and by phone, for the demo athlete:
// the code from the development outbox, a new password, /set-password-success, then signing in with it.
// Each test has its own server: both change the demo athlete's password, and the server sends one recovery
// code per account a minute whatever the channel.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const ATHLETE = { email: 'athlete@portal.test', phone: '+390600000005', name: 'Alessia Rossi' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  server = await startServer();
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
  await server?.stop();
});

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

async function chooseNewPassword(password: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/new-password');
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.waitForURL((url) => url.pathname === '/set-password-success');
  await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
}

async function signInWith(
  identifier: { email: string } | { phone: string },
  password: string,
): Promise<void> {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  if ('email' in identifier) {
    await page.getByLabel('E-mail address').fill(identifier.email);
  } else {
    await page.getByText('Phone', { exact: true }).click();
    await page.getByLabel('Phone number').fill(identifier.phone);
  }
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/profile/account-details');
  await page.getByRole('button', { name: `Account menu of ${ATHLETE.name}` }).waitFor();
}

describe('password recovery', () => {
  it('recovers by e-mail and signs in with the new password', async () => {
    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('E-mail address').fill(ATHLETE.email);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password/confirm-email');
    await page.getByText(ATHLETE.email).waitFor();
    await typeCode(await latestCode(ATHLETE.email));
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseNewPassword('Email-reset-2026!');
    await signInWith({ email: ATHLETE.email }, 'Email-reset-2026!');
  });

  it('recovers by phone and signs in with the new password', async () => {
    await page.goto(`${server.url}/forgot-password`);
    await page.getByText('Phone', { exact: true }).click();
    await page.getByLabel('Phone number').fill(ATHLETE.phone);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password/confirm-phone');
    await typeCode(await latestCode(ATHLETE.phone));
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseNewPassword('Phone-reset-2026!');
    await signInWith({ phone: ATHLETE.phone }, 'Phone-reset-2026!');
  });
});
