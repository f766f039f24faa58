// Steps the browser journeys share: a server and a fresh browser context per test, signing in and out, and
// the codes the development outbox received.
import type { TokenSet } from '@portal/contract/endpoints/session';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface Journey {
  readonly server: RunningServer;
  readonly page: Page;
}

export interface JourneyOptions {
  /** Server environment, e.g. a short access-token lifetime. */
  env?: Record<string, string>;
  /** A server of its own for every test (tests that change shared demo data), instead of one per file. */
  serverPerTest?: boolean;
}

/**
 * Registers the hooks of a journey file: one browser per file, a server per file (or per test) and a fresh
 * context per test, so no token set is carried over in localStorage.
 */
/** Where the screen of a failed journey is saved. */
const FAILURES_DIR = new URL('../../test-results/e2e-failures/', import.meta.url).pathname;

export function useJourney({ env = {}, serverPerTest = false }: JourneyOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    if (!serverPerTest) server = await startServer(env);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (!serverPerTest) await server?.stop();
  });

  beforeEach(async () => {
    if (serverPerTest) server = await startServer(env);
    // E2E_VIEWPORT=390x844 runs the journeys at a phone's width (for looking at the screens).
    const [width, height] = (process.env.E2E_VIEWPORT ?? '').split('x').map(Number);
    context = await required(browser, 'browser').newContext(
      width && height ? { viewport: { width, height } } : {},
    );
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    // What the browser showed when a journey failed, for the one reading the report.
    if (task.result?.state === 'fail' && page) {
      const name = task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 100);
      await page.screenshot({ path: `${FAILURES_DIR}/${name}.png`, fullPage: true }).catch(() => undefined);
    }
    await context?.close();
    if (serverPerTest) await server?.stop();
  });

  return {
    get server() {
      return required(server, 'server');
    },
    get page() {
      return required(page, 'page');
    },
  };
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The journey's ${name} is not started`);
  return value;
}

export type Credentials = ({ email: string } | { phone: string }) & { password: string };

/** Waits until the browser is at `pathname`. */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Opens the sign-in screen of the server at `url`. */
export async function openSignIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/sign-in`);
}

/** Fills and sends the sign-in form the page shows, by phone when the credentials have one. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  if ('email' in credentials) {
    await page.getByLabel('E-mail address').fill(credentials.email);
  } else {
    await page.getByText('Phone', { exact: true }).click();
    await page.getByLabel('Phone number').fill(credentials.phone);
  }
  await page.getByLabel('Password', { exact: false }).first().fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The header's account menu of the signed-in user called `name`. */
export function accountMenu(page: Page, name: string) {
  return page.getByRole('button', { name: `Account menu of ${name}` });
}

/** Waits for the account details of the signed-in user called `name`. */
export async function expectAccountDetailsOf(page: Page, name: string): Promise<void> {
  await waitForPath(page, '/profile/account-details');
  await accountMenu(page, name).waitFor();
}

/** Signs out through the account menu of `name` and waits for the sign-in screen. */
export async function signOut(page: Page, name: string): Promise<void> {
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await waitForPath(page, '/sign-in');
}

/** The token set the sign-in endpoint answers for an account (for set-up calls beside the browser). */
export async function apiTokensOf(
  url: string,
  account: { email: string; password: string },
): Promise<TokenSet> {
  const response = await fetch(`${url}/api/v1/auth/sign_in/token_create/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${account.email} answered ${response.status}`);
  return (await response.json()) as TokenSet;
}

/** An access token for an account, through the sign-in endpoint (for set-up calls beside the browser). */
export async function apiTokenOf(url: string, account: { email: string; password: string }): Promise<string> {
  return (await apiTokensOf(url, account)).access;
}

/** Where the web app keeps the token set (apps/web/src/shared/auth/token-manager.ts). */
const TOKENS_STORAGE_KEY = 'portal.tokens';

/**
 * A browser context already signed in with `tokens`: the set is in the app's own storage from the first
 * page on, as if the sign-in form had just stored it.
 */
export function signedInContext(
  browser: Browser,
  url: string,
  tokens: TokenSet,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin: url, localStorage: [{ name: TOKENS_STORAGE_KEY, value: JSON.stringify(tokens) }] }],
    },
  });
}

/** The six-digit code of the newest message to `to` in the development outbox of the server at `url`. */
export async function latestOutboxCode(url: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/api/dev/outbox/?${new URLSearchParams({ to })}`);
    const messages = (await response.json()) as { text: string }[];
    const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code was sent to ${to}`);
}

/** Types `code` into the one-digit inputs of a code form. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const inputs = page.getByLabel('Code');
  for (let index = 0; index < code.length; index += 1) await inputs.nth(index).fill(code[index] ?? '');
}
