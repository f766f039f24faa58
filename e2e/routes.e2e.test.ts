// Every screen path of spec §2 against the real server in Chromium: the visitor sees the screen, or the
// sign-in redirect where the screen needs sign-in; unknown paths are the not-found page with HTTP 404.
import { fileURLToPath } from 'node:url';
import { NOT_FOUND_MESSAGE, SCREEN_ROUTES, type ScreenRoute } from '@portal/contract/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeBundles } from '../apps/web/build/route-bundles';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A concrete path for a route: numeric parameters get 7, the others a word. */
function samplePath(route: ScreenRoute): string {
  const numeric = new Set(['id', 'sportId', 'federationId', 'eventId', 'userId', 'roleId']);
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => (numeric.has(name) ? '7' : 'sample'));
}

/** Query a screen needs from the step before it (the recovery code screens show where the code went). */
const SAMPLE_QUERY: Readonly<Partial<Record<string, string>>> = {
  'forgot-password-confirm-email': '?email=sample%40portal.test',
  'forgot-password-confirm-phone': '?phone=%2B390600000005',
};

/** Screens that a bare visit cannot use and that send the visitor back to the step that sets them up. */
const BACK_TO_EARLIER_STEP: Readonly<Partial<Record<string, string>>> = {
  // Needs the token set of a confirmed recovery code or link.
  'new-password': '/forgot-password',
};

async function titleOfScreen(): Promise<string> {
  await page.waitForFunction(() => document.title !== '' && !document.title.startsWith('Loading'));
  return page.title();
}

describe('screen routes for a visitor', () => {
  const publicRoutes = SCREEN_ROUTES.filter((route) => !route.auth && !route.flag);
  const signedInRoutes = SCREEN_ROUTES.filter((route) => route.auth);

  it.each(publicRoutes.map((route) => [route.path, route] as const))(
    '%s renders its screen',
    async (_, route) => {
      const response = await page.goto(`${server.url}${samplePath(route)}${SAMPLE_QUERY[route.name] ?? ''}`);
      expect(response?.status()).toBe(200);
      const earlierStep = BACK_TO_EARLIER_STEP[route.name];
      if (earlierStep) {
        await page.waitForURL((url) => url.pathname === earlierStep);
        return;
      }
      expect(await titleOfScreen()).toContain(route.title);
      await expect(page.getByText(NOT_FOUND_MESSAGE).count()).resolves.toBe(0);
    },
  );

  it.each(signedInRoutes.map((route) => [route.path, route] as const))(
    '%s sends the visitor to sign-in',
    async (_, route) => {
      const path = samplePath(route);
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(200);
      await page.waitForURL((url) => url.pathname === '/sign-in');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    },
  );
});

describe('redirects and the not-found page', () => {
  it('sends / to /sign-in', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(await titleOfScreen()).toContain('Sign in');
  });

  it.each(['/nowhere', '/event/abc/profile', '/profile/preview/events-history', '/event-registration/1/2/x'])(
    'answers %s with HTTP 404 and the not-found page',
    async (path) => {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(404);
      await page.getByText(NOT_FOUND_MESSAGE).first().waitFor();
    },
  );

  it('treats the credits page as not found while its startup flag is off', async () => {
    const response = await page.goto(`${server.url}/credits`);
    expect(response?.status()).toBe(404);
    await page.getByText(NOT_FOUND_MESSAGE).first().waitFor();
  });
});

describe('the content security policy', () => {
  it('is kept by the sign-in screen as it loads and validates a form', async () => {
    const checked = await browser.newPage();
    try {
      await checked.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await checked.goto(`${server.url}/sign-in`);
      await checked.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      // A refused submit runs the contract's schemas in the browser.
      await checked.getByRole('button', { name: 'Sign in', exact: true }).click();
      await checked.getByText('This field is required').first().waitFor();
      const violations = await checked.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
    } finally {
      await checked.close();
    }
  });
});

describe("a screen's preload links", () => {
  it('name every file the screen loads, which the app then does not add again', async () => {
    const bundles = routeBundles(fileURLToPath(new URL('../apps/web/', import.meta.url)));
    const signIn = bundles.routes.find((bundle) => bundle.route === '/sign-in');
    const html = await (await fetch(`${server.url}/sign-in`)).text();
    // The entry's script and every file the page links, the screen's preloads among them.
    const named = new Set([...html.matchAll(/ (?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
    // Every script of the screen's first visit: the entry's and the screen's.
    expect(signIn?.files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(20);
    for (const file of signIn?.files ?? []) if (file.endsWith('.js')) expect(named).toContain(`/${file}`);

    // A screen that needs a session also names the start-up loads' files, the current user's among them.
    const currentUser = / href="\/assets\/get-me-[\w-]+\.js"/;
    expect(html).not.toMatch(currentUser);
    expect(await (await fetch(`${server.url}/events/all`)).text()).toMatch(currentUser);

    const visited = await browser.newPage();
    try {
      await visited.goto(`${server.url}/sign-in`);
      await visited.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      const links = await visited.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
          (link) => link.href,
        ),
      );
      // Vite's preload helper adds a link for each file it does not find listed: none is listed twice.
      expect(links.length).toBeGreaterThan(20);
      expect(new Set(links).size).toBe(links.length);
    } finally {
      await visited.close();
    }
  });
});
