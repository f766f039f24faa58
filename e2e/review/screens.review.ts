// Screenshots of every screen of the route table at 1280 and 390 px, for the look-and-feel review: the
// public ones as a visitor, the signed-in ones as the role they are for with the data the accessibility
// sweep gives them (support/signed-in-visits.ts). Each is saved full-page to test-results/screens/<width>/,
// and contact sheets (nine wide screens or twelve narrow ones each) to test-results/screens/sheets/, to look through quickly.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_ROUTES } from '@portal/contract/routes';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { DESKTOP, PHONE, waitForScreen } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { apiTokensOf, signedInContext } from '../support/journeys';
import { publicScreenPath } from '../support/public-paths';
import { type RunningServer, startServer } from '../support/server';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  type DemoIds,
  prepareDemoData,
  type Role,
  VISITS,
} from '../support/signed-in-visits';

const OUT = join(new URL('../..', import.meta.url).pathname, 'test-results/screens');
const ONLY = process.env.REVIEW_ONLY ? new RegExp(process.env.REVIEW_ONLY) : null;

let server: RunningServer;
let browser: Browser;
let ids: DemoIds;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ids = await prepareDemoData(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Shot {
  readonly name: string;
  readonly as: Role | null;
  readonly path: string;
}

async function capture(context: BrowserContext, shot: Shot, width: number): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}${shot.path}`);
    await waitForScreen(page).catch(() => undefined);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, String(width), `${shot.name}.png`), fullPage: true });
  } finally {
    await page.close();
  }
}

/** Pages of `perSheet` screenshots side by side, scaled down, each under its name. */
async function contactSheets(names: readonly string[], width: number, perSheet: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1800, height: 1000 } });
  const page = await context.newPage();
  try {
    for (let start = 0; start < names.length; start += perSheet) {
      const group = names.slice(start, start + perSheet);
      const cells = group
        .map((name) => {
          const data = readFileSync(join(OUT, String(width), `${name}.png`)).toString('base64');
          return `<figure><figcaption>${name}</figcaption><img src="data:image/png;base64,${data}"></figure>`;
        })
        .join('');
      const columns = width > 1000 ? 3 : 6;
      await page.setContent(
        `<style>body{margin:8px;font:14px sans-serif;display:grid;grid-template-columns:repeat(${columns},1fr);gap:8px;align-items:start}figure{margin:0;border:1px solid #999}figcaption{background:#222;color:#fff;padding:2px 4px}img{width:100%;max-height:${width > 1000 ? 700 : 1400}px;object-fit:cover;object-position:top;display:block}</style>${cells}`,
      );
      const sheet = String(start / perSheet + 1).padStart(2, '0');
      await page.screenshot({ path: join(OUT, 'sheets', `${width}-${sheet}.png`), fullPage: true });
    }
  } finally {
    await context.close();
  }
}

it('captures every screen at 1280 and 390 px', async () => {
  rmSync(OUT, { recursive: true, force: true });
  for (const dir of ['1280', '390', 'sheets']) mkdirSync(join(OUT, dir), { recursive: true });
  const shots: Shot[] = [
    ...SCREEN_ROUTES.filter((route) => !route.auth).map((route) => ({
      name: route.name,
      as: null,
      path: publicScreenPath(route),
    })),
    ...VISITS.map((visit) => ({ name: visit.route, as: visit.as, path: visit.path(ids) })),
  ].filter((shot) => !ONLY || ONLY.test(shot.name));
  for (const viewport of [DESKTOP, PHONE]) {
    const contexts = new Map<Role | 'visitor', BrowserContext>();
    try {
      for (const shot of shots) {
        const key = shot.as ?? 'visitor';
        let context = contexts.get(key);
        if (!context) {
          context = shot.as
            ? await signedInContext(
                browser,
                server.url,
                await apiTokensOf(server.url, { email: ACCOUNTS[shot.as], password: DEMO_PASSWORD }),
                { viewport },
              )
            : await browser.newContext({ viewport });
          contexts.set(key, context);
        }
        await capture(context, shot, viewport.width);
      }
    } finally {
      for (const context of contexts.values()) await context.close();
    }
    await contactSheets(
      shots.map((shot) => shot.name),
      viewport.width,
      viewport.width > 1000 ? 9 : 12,
    );
  }
});
