// Accessibility of the screens (WCAG 2.1 AA through axe-core, in Chromium against the built server): no
// serious or critical violation on any screen of spec §2 a visitor can open without signing in, at the
// desktop and the phone width. The signed-in screens have their sweep in signed-in-screens.e2e.test.ts.
import { SCREEN_ROUTES } from '@portal/contract/routes';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel, SWEEP_VIEWPORTS, seriousViolations, waitForScreen } from './support/axe';
import { launchBrowser } from './support/browser';
import { publicScreenPath } from './support/public-paths';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The serious or critical violations of the screen at `path`, opened in a page of its own. */
async function violationsOf(context: BrowserContext, path: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}${path}`);
    await waitForScreen(page);
    return await seriousViolations(page, path);
  } finally {
    await page.close();
  }
}

describe('screens a visitor opens', () => {
  const publicRoutes = SCREEN_ROUTES.filter(
    (route) => !route.auth && !route.flag && route.name !== 'new-password',
  );

  for (const [label, viewport] of SWEEP_VIEWPORTS) {
    it(`have no serious or critical axe violation ${label}`, { timeout: 300_000 }, async () => {
      const context = await browser.newContext({ viewport });
      try {
        const found = await inParallel(publicRoutes, 3, (route) =>
          violationsOf(context, publicScreenPath(route)),
        );
        expect(found.flat()).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
