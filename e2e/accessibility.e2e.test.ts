// Accessibility of the screens (WCAG 2.1 AA through axe-core, in Chromium against the built server): no
// serious or critical violation on any screen of spec §2 a visitor can open without signing in, at the
// desktop and the phone width. The signed-in screens have their sweep in accessibility-signed-in.e2e.test.ts.
import { SCREEN_ROUTES, type ScreenRoute } from '@portal/contract/routes';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_VIEWPORTS, seriousViolations, waitForScreen } from './support/axe';
import { launchBrowser } from './support/browser';
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

/** Query a screen needs from the step before it (the recovery code screens show where the code went). */
const SAMPLE_QUERY: Readonly<Partial<Record<string, string>>> = {
  'forgot-password-confirm-email': '?email=sample%40portal.test',
  'forgot-password-confirm-phone': '?phone=%2B390600000005',
};

const samplePath = (route: ScreenRoute) =>
  `${route.path.replace(/:([A-Za-z_]\w*)/g, () => '7')}${SAMPLE_QUERY[route.name] ?? ''}`;

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
        const found: string[] = [];
        for (const route of publicRoutes) found.push(...(await violationsOf(context, samplePath(route))));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
