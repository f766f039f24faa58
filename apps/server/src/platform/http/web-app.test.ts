// Serving the web app: 200 or 404 for browser paths by the contract's route table, index.html and asset
// cache headers, compressed replies, the page shown when the web app is not built, and the security
// headers on every reply.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../app';
import { useTestApp } from '../../test/harness';
import {
  IMMUTABLE_CACHE_CONTROL,
  ROUTE_PRELOADS_FILE,
  registerWebApp,
  WEB_APP_NOT_BUILT_HTML,
} from './web-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

const webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("portal");');
// The build's compressed copies (apps/web/vite.config.ts); a file without them is sent as it is.
const BIG_ASSET = `export const text = '${'portal '.repeat(400)}';`;
writeFileSync(join(webDist, 'assets', 'big-def456.js'), BIG_ASSET);
writeFileSync(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_ASSET));
writeFileSync(join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_ASSET));
writeFileSync(join(webDist, 'assets', 'app-abc123.js.map'), '{"version":3}');
writeFileSync(join(webDist, 'assets', 'app-abc123.css'), 'body{margin:0}');
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const built = useTestApp({ webDistDir: webDist });
const notBuilt = useTestApp();

const screenCases: [string, number][] = [
  ['/', 200],
  ['/sign-in', 200],
  ['/sign-in/', 200],
  ['/sign-in?redirect=%2Fusers', 200],
  ['/profile', 200],
  ['/event/1/profile', 200],
  ['/event-registration/4/2/payments', 200],
  ['/profile/preview/events-history12', 200],
  ['/credits-mobile', 200],
  ['/event/x/profile', 404],
  ['/event/0/profile', 404],
  ['/nowhere', 404],
  ['/credits', 404], // its startup flag is off by default
  ['/index.htm', 404],
];

describe('with the web app built', () => {
  it.each(screenCases)('GET %s answers index.html with %i', async (url, status) => {
    const response = await built.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.body).toBe('console.log("portal");');
  });

  it('serves style sheets and the other asset files (source maps) with the same cache', async () => {
    const sheet = await built.app.inject({ method: 'GET', url: '/assets/app-abc123.css' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(sheet.body).toBe('body{margin:0}');
    const map = await built.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(map.body).toBe('{"version":3}');
  });

  it('answers HEAD for an asset with its headers and no body', async () => {
    const response = await built.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('');
  });

  it('serves other files of the build with no-cache', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404 error body, not the page', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 404, message: 'Not found' } });
  });

  it('answers an unknown GET /api/ path with the JSON 404, not the page', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 404, message: 'Not found' } });
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await built.app.inject({ method: 'HEAD', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });
});

describe('compressed replies', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const)(
    'send the build’s compressed copy of an asset for Accept-Encoding %s',
    async (accept, encoding, decode) => {
      const response = await built.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(BIG_ASSET);
    },
  );

  it('send an asset as it is to a browser that accepts no compression, or when the build has no copy', async () => {
    const plain = await built.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
    const small = await built.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("portal");');
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'send the page compressed for Accept-Encoding %s, with its status',
    async (accept, encoding, decode) => {
      for (const [url, status] of [
        ['/sign-in', 200],
        ['/nowhere', 404],
      ] as const) {
        const response = await built.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accept },
        });
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(response.rawPayload).toString()).toBe(INDEX_HTML);
      }
    },
  );

  it('send the page as it is to a browser that accepts no compression', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe("a screen's preload links (the build's .vite/route-preloads.json)", () => {
  const HEAD_END = '</head>';
  const PAGE = `<!doctype html><html><head>\n    <script type="module" src="/assets/app-abc123.js"></script>\n  ${HEAD_END}<body></body></html>`;
  const preloaded = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  mkdirSync(join(preloaded, '.vite'));
  writeFileSync(join(preloaded, 'index.html'), PAGE);
  writeFileSync(
    join(preloaded, ROUTE_PRELOADS_FILE),
    JSON.stringify({
      layouts: { events: ['/assets/events-layout-aa11.js', '/assets/shared-bb22.js'] },
      screens: {
        'events-all': ['/assets/events-all-cc33.js', '/assets/shared-bb22.js', '/assets/events-all-dd44.css'],
        'sign-in': ['/assets/sign-in-ee55.js'],
        credits: ['/assets/credits-ff66.js'],
      },
      startup: ['/assets/get-me-gg77.js', '/assets/shared-bb22.js'],
    }),
  );
  afterAll(() => rmSync(preloaded, { recursive: true, force: true }));
  const withPreloads = useTestApp({ webDistDir: preloaded });

  const linksOf = (body: string) =>
    body.slice(body.indexOf('</script>'), body.indexOf(HEAD_END)).match(/<link [^>]+>/g);

  it("names the start-up loads', the layout's and the screen's files once each, scripts first, at the end of the head", async () => {
    const response = await withPreloads.app.inject({ method: 'GET', url: '/events/all?sport=2' });
    expect(response.statusCode).toBe(200);
    expect(linksOf(response.body)).toEqual([
      // A signed-in screen: the current user and the other start-up loads run as it starts.
      '<link rel="modulepreload" crossorigin href="/assets/get-me-gg77.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-bb22.js">',
      '<link rel="modulepreload" crossorigin href="/assets/events-layout-aa11.js">',
      '<link rel="modulepreload" crossorigin href="/assets/events-all-cc33.js">',
      // A style sheet is fetched early without holding up the first paint.
      '<link rel="preload" as="style" crossorigin href="/assets/events-all-dd44.css">',
    ]);
    // The rest of the page is the page as built.
    expect(response.body.replace(/\s*<link [^>]+>/g, '').replace(/\s+<\/head>/, HEAD_END)).toBe(
      PAGE.replace(/\s+<\/head>/, HEAD_END),
    );
  });

  it('sends the same page compressed', async () => {
    const plain = await withPreloads.app.inject({ method: 'GET', url: '/sign-in' });
    const compressed = await withPreloads.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(linksOf(plain.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/sign-in-ee55.js">',
    ]);
  });

  it.each([
    ['/nowhere', 404],
    ['/credits', 404], // listed, but its startup flag is off: not a screen here
    ['/', 200], // a redirect, not a screen
    ['/profile', 200], // a screen the list does not know
  ])('sends %s the page as built (%i)', async (url, status) => {
    const response = await withPreloads.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.body).toBe(PAGE);
  });

  it('refuses to start on a list naming a file outside the build', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    const app = Fastify();
    try {
      mkdirSync(join(bad, '.vite'));
      writeFileSync(join(bad, 'index.html'), PAGE);
      writeFileSync(
        join(bad, ROUTE_PRELOADS_FILE),
        JSON.stringify({
          layouts: {},
          screens: { 'sign-in': ['/assets/x.js"><script>alert(1)</script>'] },
          startup: [],
        }),
      );
      await expect(registerWebApp(app, { webDistDir: bad, flags: DEFAULT_STARTUP_FLAGS })).rejects.toThrow(
        /Invalid string/,
      );
    } finally {
      await app.close();
      rmSync(bad, { recursive: true, force: true });
    }
  });
});

describe('without a build of the web app', () => {
  it.each(screenCases)('GET %s answers the "not built" page with %i', async (url, status) => {
    const response = await notBuilt.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.body).toBe(WEB_APP_NOT_BUILT_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers', () => {
  it.each(['/sign-in', '/api/health/', '/api/nothing/', '/assets/app-abc123.js'])(
    'are set on %s',
    async (url) => {
      const response = await built.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain(
        "script-src 'self' https://js.stripe.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      );
      expect(csp).toContain("frame-src 'self' https://js.stripe.com");
      expect(csp).toContain('https://www.google.com/recaptcha/');
      // The players of event videos, and no other.
      expect(csp).toMatch(
        /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/,
      );
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      // PUBLIC_URL of the tests is http: upgrading would break a plain-HTTP deployment.
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeDefined();
    },
  );
});

describe('the content security policy', () => {
  it('upgrades insecure requests only behind HTTPS', () => {
    expect(contentSecurityPolicy('https://portal.example.org').directives).toHaveProperty(
      'upgradeInsecureRequests',
    );
    expect(contentSecurityPolicy('http://localhost:3000').directives).not.toHaveProperty(
      'upgradeInsecureRequests',
    );
  });

  it('lets the browser send its errors to the Sentry of SENTRY_DSN, and nowhere else', () => {
    const reporting = contentSecurityPolicy('https://portal.example.org', null, 'https://errors.example.org');
    expect(reporting.directives.connectSrc).toContain('https://errors.example.org');
    expect(contentSecurityPolicy('https://portal.example.org').directives.connectSrc).toEqual([
      "'self'",
      'https://api.stripe.com',
    ]);
  });
});
