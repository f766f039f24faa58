// Lighthouse on three screens of the built app with its default mobile settings (Moto G Power screen,
// simulated slow 4G and 4x CPU slowdown), Debian's Chromium headless. Served as deployed: HTTPS with
// HTTP/2 at a reverse proxy (bench/tls-proxy.mjs, decision 031); LIGHTHOUSE_HTTP1=true measures the app
// server directly. The signed-in screens get the athlete's token set, from the sign-in API, in
// localStorage before Lighthouse loads them (Lighthouse then keeps storage: disableStorageReset). Each run
// has a fresh browser and profile, so no run starts with a warm HTTP cache; the server is warmed first by
// one unmeasured visit of each screen, as a running server would be. Targets: performance ≥ 90 and
// accessibility ≥ 95 on each screen.
// LIGHTHOUSE_RUNS: runs per screen (3). LIGHTHOUSE_ONLY: only the screens whose path contains it.
// LIGHTHOUSE_REPORTS: a folder to keep every run's full JSON report in, for a look at the audits' details.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { machineLine, markdownTable, startBuiltServer, writeResultsSection } from './support.mjs';
import { startTlsProxy } from './tls-proxy.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 95 };
const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
const TOKENS_STORAGE_KEY = 'portal.tokens'; // apps/web/src/shared/auth/token-manager.ts
const ATHLETE = { email: 'athlete@portal.test', password: 'Demo-pass-2026!' };
const PAGES = [
  { path: '/sign-in', signedIn: false },
  { path: '/events/all', signedIn: true },
  { path: '/profile/account-details', signedIn: true },
];
const ONLY = process.env.LIGHTHOUSE_ONLY;
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
// Chromium's sandbox does not start as root (containers).
const SANDBOX_FLAGS = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function signIn(url) {
  const response = await fetch(`${url}${SIGN_IN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ATHLETE),
  });
  if (!response.ok) throw new Error(`Sign-in of ${ATHLETE.email} failed: ${response.status}`);
  return response.json();
}

/** Puts the token set into the origin's localStorage from a page that loads none of the app's files. */
async function storeTokens(port, url, tokens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${url}/api/health/`);
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      [TOKENS_STORAGE_KEY, JSON.stringify(tokens)],
    );
    await page.close();
  } finally {
    // Connected, not launched: this disconnects and leaves the browser running.
    await browser.close();
  }
}

/** Opens a screen once in a throwaway browser, so the measured runs meet a warmed-up server. */
async function warmUp({ url, api }, { path, signedIn }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: SANDBOX_FLAGS });
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    if (signedIn) {
      const tokens = JSON.stringify(await signIn(api));
      await page.goto(`${url}/api/health/`);
      await page.evaluate(
        ([key, value]) => window.localStorage.setItem(key, value),
        [TOKENS_STORAGE_KEY, tokens],
      );
    }
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

async function runOnce({ url, api }, { path, signedIn }) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    userDataDir: profile,
    chromeFlags: [
      '--headless=new',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--ignore-certificate-errors',
      ...SANDBOX_FLAGS,
    ],
  });
  try {
    if (signedIn) await storeTokens(chrome.port, url, await signIn(api));
    const result = await lighthouse(`${url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function scriptKB(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
  return +(bytes / 1024).toFixed(1);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The audits of a category that lost points, heaviest first. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 0.9)
    .filter(({ audit }) => !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(
      ({ ref, audit }) =>
        `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}, score ${Math.round(audit.score * 100)}, weight ${ref.weight})`,
    );
}

const server = await startBuiltServer();
// As deployed: HTTPS and HTTP/2 at the reverse proxy (LIGHTHOUSE_HTTP1=true: the app server itself).
const proxy = process.env.LIGHTHOUSE_HTTP1 === 'true' ? null : await startTlsProxy(server.url);
const site = { url: proxy?.url ?? server.url, api: server.url };
try {
  const rows = [];
  const failures = [];
  let lighthouseVersion = '';
  for (const page of PAGES) {
    if (ONLY && !page.path.includes(ONLY)) continue;
    const runs = [];
    await warmUp(site, page).catch((error) => console.error(`Warm-up of ${page.path}: ${error.message}`));
    // A run Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is tried again.
    for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt += 1) {
      try {
        const lhr = await runOnce(site, page);
        lighthouseVersion = lhr.lighthouseVersion;
        if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}`);
        runs.push(lhr);
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          const name = `${page.path.slice(1).replaceAll('/', '-')}-${runs.length}.json`;
          writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
        }
        console.info(
          `${page.path} run ${runs.length}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')}`,
        );
      } catch (error) {
        console.error(`${page.path} attempt ${attempt} failed: ${error.message}`);
      }
    }
    if (runs.length === 0) {
      rows.push({ page: page.path, performance: 'failed' });
      continue;
    }
    // The run with the median performance score stands for the page; its metrics are reported.
    const ordered = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const typical = ordered[Math.floor((ordered.length - 1) / 2)];
    const best = (category) => Math.max(...runs.map((lhr) => score(lhr, category)));
    const middle = (category) => median(runs.map((lhr) => score(lhr, category)));
    rows.push({
      page: page.path,
      runs: runs.length,
      performance: `${middle('performance')} (best ${best('performance')})`,
      accessibility: `${middle('accessibility')} (best ${best('accessibility')})`,
      'best practices': middle('best-practices'),
      'LCP s': +(numeric(typical, 'largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(numeric(typical, 'total-blocking-time')),
      CLS: +numeric(typical, 'cumulative-layout-shift').toFixed(3),
      'JS kB transferred': scriptKB(typical),
      // Lighthouse's measure of this machine's speed during the runs; under 1000 it warns that the host
      // is too slow for its simulated throttling to be accurate.
      'CPU benchmark': Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex))),
    });
    for (const [category, target] of Object.entries(TARGETS)) {
      if (middle(category) >= target) continue;
      failures.push(
        `- ${page.path}, ${category} ${middle(category)} < ${target}:`,
        ...failingAudits(typical, category).map((line) => `  - ${line}`),
      );
    }
  }

  console.table(rows);
  const verdict =
    failures.length === 0
      ? `Every screen meets the targets (performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}) on the median run.`
      : 'Under target on the median run, with the audits that lost points:';
  console.info(verdict);
  for (const line of failures) console.info(line);

  // A partial run (LIGHTHOUSE_ONLY) is for a look, not for the record.
  if (!ONLY)
    writeResultsSection(
      'lighthouse',
      [
        '## Lighthouse, mobile (bench/lighthouse.bench.mjs)',
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; Lighthouse ${lighthouseVersion}, headless Chromium (${CHROMIUM_PATH}), default mobile settings (simulated throttling). ${proxy ? 'Served as deployed: HTTPS with HTTP/2 and gzip at a reverse proxy in front of the app server (bench/tls-proxy.mjs, like Caddy in deploy/; decision 031).' : 'Served by the app server directly over HTTP/1.1 (LIGHTHOUSE_HTTP1=true).'} The server and other work share the CPUs, so scores move from run to run.`,
        `${RUNS} runs per screen (a run Lighthouse could not record is tried again), each in a fresh browser; scores are the median (and best) of the runs, metrics those of the median-performance run. /events/all and /profile/account-details are opened signed in as ${ATHLETE.email}. CPU benchmark: Lighthouse's benchmarkIndex of the machine during the runs (median); below 1000 Lighthouse warns that the host is underpowered, and its simulated 4x CPU slowdown then inflates TBT and LCP.`,
        '',
        markdownTable(rows),
        '',
        verdict,
        ...failures,
      ].join('\n'),
    );
} catch (error) {
  console.error(`Lighthouse bench failed: ${error.message}`);
} finally {
  await proxy?.stop();
  await server.stop();
}
