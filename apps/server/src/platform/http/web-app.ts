// Serves the built web app: hashed assets cached for a year, and index.html for every browser path, with
// status 200 for a screen of the contract's route table and 404 otherwise (the app then shows its
// not-found page). Without a build, a small page says so under the same status rules. Text is sent
// compressed to browsers that accept it: files from the build's .br/.gz copies (apps/web/vite.config.ts),
// each screen's page compressed on its first request. The build's scripts and style sheets (a screen loads
// dozens of them at once) are read into memory at start with their copies and sent from there; the other
// files are read from disk as they are asked for. The page of a screen names the files that screen loads
// beyond the entry's, from the build's list (.vite/route-preloads.json, decision 032), so the browser asks
// for them at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { StartupFlags } from '@portal/contract/flags';
import { isKnownScreenPath, matchScreen, type ScreenRoute } from '@portal/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFound } from './errors';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export const WEB_APP_NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Federation portal</title></head>
<body>
<h1>The web app is not built</h1>
<p>The API is running. Build the web app with <code>npm run build -w @portal/web</code> and restart the server,
or use <code>npm run dev</code> for the development server.</p>
</body>
</html>
`;

export interface WebAppOptions {
  readonly webDistDir: string;
  readonly flags: StartupFlags;
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The page in each encoding a browser may ask for, best first. */
function pageEncodings(page: Buffer): ReadonlyMap<string, Buffer> {
  return new Map([
    ['br', brotliCompressSync(page)],
    ['gzip', gzipSync(page)],
  ]);
}

/** Sends the copy in the best encoding the browser accepts among `encodings`, else `plain`. */
function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  plain: Buffer,
  encodings: ReadonlyMap<string, Buffer>,
): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, [...encodings.keys()]) : null;
  const body = encoding ? encodings.get(encoding) : undefined;
  reply.header('vary', 'accept-encoding');
  return body && encoding ? reply.header('content-encoding', encoding).send(body) : reply.send(plain);
}

/** The types of the asset files kept in memory. */
const MEMORY_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The build's compressed copies, by the Content-Encoding they are sent with, best first. */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

interface MemoryAsset {
  readonly type: string;
  readonly body: Buffer;
  readonly encodings: ReadonlyMap<string, Buffer>;
}

/** The scripts and style sheets of `assetsDir`, by their path (/assets/name). */
function readMemoryAssets(assetsDir: string): ReadonlyMap<string, MemoryAsset> {
  const assets = new Map<string, MemoryAsset>();
  if (!existsSync(assetsDir)) return assets;
  const names = new Set(readdirSync(assetsDir));
  for (const name of names) {
    const type = MEMORY_TYPES[extname(name)];
    if (!type) continue;
    const encodings = new Map<string, Buffer>();
    for (const [encoding, suffix] of COPIES) {
      if (names.has(name + suffix)) encodings.set(encoding, readFileSync(join(assetsDir, name + suffix)));
    }
    assets.set(`/assets/${name}`, { type, body: readFileSync(join(assetsDir, name)), encodings });
  }
  return assets;
}

/**
 * Where the web build lists the files of each layout, each screen and the start-up loads beyond the entry's
 * (apps/web/build/route-preloads.ts).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** Only the build's own hashed files: a name that could break out of the attribute is never written. */
const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.(?:js|css)$/);
const routePreloadsSchema = z.object({
  layouts: z.record(z.string(), z.array(assetPath)),
  screens: z.record(z.string(), z.array(assetPath)),
  startup: z.array(assetPath),
});
type RoutePreloads = z.infer<typeof routePreloadsSchema>;
const NO_PRELOADS: RoutePreloads = { layouts: {}, screens: {}, startup: [] };

/** The build's list; empty without one (a build by an older web app). */
function readRoutePreloads(webDistDir: string): RoutePreloads {
  const file = join(webDistDir, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : NO_PRELOADS;
}

/**
 * The link that has the browser fetch a file before a script asks for it: a module preload as Vite writes
 * them, and a style sheet preloaded without holding up the first paint (the app adds the style sheet link
 * itself before the screen runs, and it is then served from this fetch).
 */
const preloadLink = (path: string) =>
  path.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${path}">`
    : `<link rel="modulepreload" crossorigin href="${path}">`;

interface Page {
  readonly plain: Buffer;
  readonly encodings: ReadonlyMap<string, Buffer>;
}

/**
 * The page for each screen, made on its first request: index.html with the preload links of the start-up
 * loads (a screen that needs a session: the current user, the not-paid orders ... load as it starts), of
 * the screen's layout and of the screen at the end of the head, after the entry's script and links.
 * Unknown paths and screens the list does not know get the page as built.
 */
function screenPages(html: Buffer, preloads: RoutePreloads) {
  const base: Page = { plain: html, encodings: pageEncodings(html) };
  const pages = new Map<string, Page>();
  const text = html.toString('utf8');
  const headEnd = text.indexOf('</head>');
  return (route: ScreenRoute | undefined): Page => {
    if (!route || headEnd < 0) return base;
    let page = pages.get(route.name);
    if (!page) {
      const screen = preloads.screens[route.name];
      const files = new Set(
        screen
          ? [...(route.auth ? preloads.startup : []), ...(preloads.layouts[route.layout] ?? []), ...screen]
          : [],
      );
      const ordered = [...files].sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')));
      const links = ordered.map(preloadLink).join('\n    ');
      const plain = ordered.length
        ? Buffer.from(`${text.slice(0, headEnd)}  ${links}\n  ${text.slice(headEnd)}`)
        : html;
      page = plain === html ? base : { plain, encodings: pageEncodings(plain) };
      pages.set(route.name, page);
    }
    return page;
  };
}

export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, flags }: WebAppOptions,
): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const built = existsSync(indexPath);
  const assetsDir = join(webDistDir, 'assets') + sep;
  const memoryAssets = built ? readMemoryAssets(assetsDir) : new Map<string, MemoryAsset>();
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route per file found at start, so an unknown path falls through to the screen route below.
      wildcard: false,
      // Sent from memory by the route below, with their copies.
      globIgnore: Object.keys(MEMORY_TYPES).flatMap((extension) => [
        `assets/*${extension}`,
        ...COPIES.map(([, suffix]) => `assets/*${extension}${suffix}`),
      ]),
      index: false,
      cacheControl: false,
      // Sends file.br or file.gz, when the build wrote one and the browser accepts it, else the file.
      preCompressed: true,
      setHeaders(response, path) {
        response.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE_CACHE_CONTROL : NO_CACHE);
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  // Read once: a new build of the web app is picked up by restarting the server.
  const pageOf = screenPages(
    built ? readFileSync(indexPath) : Buffer.from(WEB_APP_NOT_BUILT_HTML),
    built ? readRoutePreloads(webDistDir) : NO_PRELOADS,
  );

  app.get('/assets/*', { schema: { hide: true } }, async (request, reply) => {
    const asset = memoryAssets.get(request.url.split('?', 1)[0] ?? '');
    // A missing asset file answers the JSON 404, not a page.
    if (!asset) throw new NotFound();
    reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).type(asset.type);
    return sendEncoded(request, reply, asset.body, asset.encodings);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // Unknown API routes answer the JSON 404, not a page.
    if (isApiPath(pathname)) throw new NotFound();
    const known = isKnownScreenPath(pathname, flags);
    reply
      .code(known ? 200 : 404)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8');
    // A known path is a screen that exists here or a redirect (no screen: the page as built).
    const page = pageOf(known ? matchScreen(pathname)?.route : undefined);
    return sendEncoded(request, reply, page.plain, page.encodings);
  });
}
