// Every screen of the route table that needs a signed-in user, opened as the role it is for with real demo ids
// in its path and its data shown (support/signed-in-visits.ts), on one server, swept three times:
// - accessibility (WCAG 2.1 AA through axe-core; decision 028): no serious or critical violation;
// - the same at the phone's width, for one screen of every layout and those a phone lays out differently;
// - API errors reach the user (spec §8): with every GET the screen makes failing with HTTP 500,
//   except the start-up loads of §7 and the silent failures of §8, the screen shows the failure, as an
//   error state or an error tip. Open dialogs are not part of the sweeps.
//
// Run time: axe's analysis is most of it, about 2 s a screen on a quiet two-core machine, so screens are
// analysed three at a time and the 390 px pass keeps to PHONE_ROUTES. The failing-load pass waits on the
// network more than on a core and opens four at a time.
import { getLegalGuardian } from '@portal/contract/endpoints/legal-guardians';
import { listNotPaidOrders } from '@portal/contract/endpoints/orders';
import { listCurrencies, listPaymentSystems } from '@portal/contract/endpoints/payments';
import { getMyRegistrationProgress } from '@portal/contract/endpoints/registration';
import { getMySocialLinks } from '@portal/contract/endpoints/social';
import { getMyUserSports } from '@portal/contract/endpoints/sport-service';
import { getConfig } from '@portal/contract/endpoints/system';
import { getCurrentTeamApplicationPeriod } from '@portal/contract/endpoints/team-application-periods';
import { getMyTeams } from '@portal/contract/endpoints/teams';
import { getMe } from '@portal/contract/endpoints/users';
import { SCREEN_ROUTES } from '@portal/contract/routes';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, inParallel, PHONE, seriousViolations, waitForScreen } from './support/axe';
import { launchBrowser } from './support/browser';
import { apiTokensOf, signedInContext } from './support/journeys';
import { type RunningServer, startServer } from './support/server';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  type DemoIds,
  PHONE_ROUTES,
  prepareDemoData,
  type Role,
  VISITS,
  type Visit,
} from './support/signed-in-visits';

let server: RunningServer;
let browser: Browser;
let ids: DemoIds;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ids = await prepareDemoData(server.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What one screen shows wrong, as lines of a report; empty when it is right. */
type Check = (page: Page, visit: Visit, label: string) => Promise<string[]>;
/** What is done to a page before it opens the visit's path. */
type Prepare = (page: Page, visit: Visit) => Promise<void>;

/** Opens `visit` in a new page of `context` and runs `check` on it once it has settled where it should. */
async function problemsOf(
  context: BrowserContext,
  visit: Visit,
  check: Check,
  prepare?: Prepare,
): Promise<string[]> {
  const path = visit.path(ids);
  const label = `${visit.route} (${path} as ${visit.as})`;
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await prepare?.(page, visit);
    await page.goto(`${server.url}${path}`);
    return await check(page, visit, label);
  } catch (error) {
    return [`${label} did not settle: ${error instanceof Error ? error.message.split('\n')[0] : error}`];
  } finally {
    await page.close();
  }
}

/**
 * Opens every visit, `parallel` at a time (the browser's work on one screen is single-threaded; while one
 * screen waits for its network to go idle, two others keep both cores busy: 80 screens in 103 s where two
 * at a time took 129), each role in a browser context of its own; answers what was wrong, in the visits'
 * order.
 */
async function sweep(
  visits: readonly Visit[],
  viewport: { width: number; height: number },
  check: Check,
  { prepare, parallel = 3 }: { prepare?: Prepare; parallel?: number } = {},
): Promise<string[]> {
  const contexts = new Map<Role, Promise<BrowserContext>>();
  const contextOf = (role: Role) => {
    let context = contexts.get(role);
    if (!context) {
      // A sign-in of its own: refresh tokens are single-use, so contexts never share a set.
      context = apiTokensOf(server.url, { email: ACCOUNTS[role], password: DEMO_PASSWORD }).then((signedIn) =>
        signedInContext(browser, server.url, signedIn, { viewport }),
      );
      contexts.set(role, context);
    }
    return context;
  };
  const started = Date.now();
  try {
    const found = await inParallel(visits, parallel, async (visit) =>
      problemsOf(await contextOf(visit.as), visit, check, prepare),
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    console.info(`${visits.length} signed-in screens at ${viewport.width} px in ${seconds} s`);
    return found.flat();
  } finally {
    for (const context of contexts.values()) await (await context).close();
  }
}

/** The axe check: where the screen went instead, or its serious and critical violations. */
const accessible: Check = async (page, visit, label) => {
  await waitForScreen(page);
  await visit.ready?.(page);
  const shown = new URL(page.url()).pathname;
  const expected = new URL(visit.path(ids), server.url).pathname;
  if (shown !== expected) return [`${label} went to ${shown}`];
  return seriousViolations(page, label);
};

/**
 * The calls whose failure §8 keeps silent (logged only, with a fallback) and the start-up loads of §7, which
 * every page makes whatever it shows: the sweep lets them through, so the failure a screen shows is its own.
 */
const SILENT_CALLS = [
  getConfig,
  getMe,
  getMyRegistrationProgress,
  getMyUserSports,
  getMyTeams,
  getCurrentTeamApplicationPeriod,
  listCurrencies,
  listPaymentSystems,
  listNotPaidOrders,
  getMySocialLinks,
  getLegalGuardian,
].map((endpoint) => new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`));

const INJECTED = 'The portal could not answer (injected by the test)';

/** The GETs failed on each route's screen (route name -> paths). */
const failedLoads = new Map<string, string[]>();

/** Fails every GET the page sends to the API with HTTP 500, except the silent calls, and notes each one. */
const failingLoads: Prepare = async (page, visit) => {
  const failed: string[] = [];
  failedLoads.set(visit.route, failed);
  await page.route(`${server.url}/api/**`, (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    const isLoad = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (request.method() !== 'GET' || !isLoad || SILENT_CALLS.some((call) => call.test(pathname))) {
      return route.continue();
    }
    failed.push(pathname);
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 500, message: INJECTED } }),
    });
  });
};

/** How the app shows a failure: an error state in the page, or an error tip. */
const FAILURE_SHOWN = '[data-error-state], [data-tip="error"]';

describe('screens a signed-in user opens', () => {
  it('are each visited as the role they are for', () => {
    const signedIn = SCREEN_ROUTES.filter((route) => route.auth).map((route) => route.name);
    expect(VISITS.map((visit) => visit.route).sort()).toEqual([...signedIn].sort());
    for (const route of PHONE_ROUTES) expect(signedIn).toContain(route);
  });

  it('have no serious or critical axe violation at 1280 px', { timeout: 1_200_000 }, async () => {
    expect(await sweep(VISITS, DESKTOP, accessible)).toEqual([]);
  });

  it('have no serious or critical axe violation at 390 px (one screen of each kind)', {
    timeout: 600_000,
  }, async () => {
    const visits = VISITS.filter((visit) => PHONE_ROUTES.has(visit.route));
    expect(await sweep(visits, PHONE, accessible)).toEqual([]);
  });

  it('show the user every load that fails, except the silent ones of §8', { timeout: 900_000 }, async () => {
    const failureShown: Check = async (page, visit, label) => {
      // The screen first, then its loads: the network can be idle for a moment while the app starts (the
      // page has already fetched the screen's files), before the screen has asked for anything.
      await waitForScreen(page);
      const failed = failedLoads.get(visit.route) ?? [];
      if (failed.length === 0) return [];
      // Loads that may pass are tried once more after a second (query-client.ts), then the failure shows.
      const shown = await page
        .locator(FAILURE_SHOWN)
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      return shown ? [] : [`${label} showed nothing when ${[...new Set(failed)].join(', ')} failed`];
    };
    expect(await sweep(VISITS, DESKTOP, failureShown, { prepare: failingLoads, parallel: 4 })).toEqual([]);
    // The sweep means something: most screens load data of their own.
    const withLoads = [...failedLoads.values()].filter((failed) => failed.length > 0).length;
    console.info(`${withLoads} of ${VISITS.length} screens had loads to fail`);
    expect(withLoads).toBeGreaterThan(VISITS.length / 2);
  });
});
