// Serves the built web app: hashed assets cached for a year, and index.html for every browser path, with
// status 200 for a screen of the contract's route table and 404 otherwise (the app then shows its
// not-found page). Without a build, a small page says so under the same status rules. Text is sent
// compressed to browsers that accept it: files from the build's .br/.gz copies (apps/web/vite.config.ts),
// the page compressed once at start. The build's scripts and style sheets (a screen loads dozens of them at
// once) are read into memory at start with their copies and sent from there; the other files are read from
// disk as they are asked for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { StartupFlags } from '@portal/contract/flags';
import { isKnownScreenPath } from '@portal/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  const page = built ? readFileSync(indexPath) : Buffer.from(WEB_APP_NOT_BUILT_HTML);
  const compressed = pageEncodings(page);

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
    reply
      .code(isKnownScreenPath(pathname, flags) ? 200 : 404)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8');
    return sendEncoded(request, reply, page, compressed);
  });
}
