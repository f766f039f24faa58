// The reverse proxy of a deployment (deploy/Caddyfile), in small, for the benchmarks: HTTPS with HTTP/2 on
// a free port in front of the built server's plain HTTP/1.1, with a throwaway self-signed certificate made
// by openssl. Browsers fetch a page's many lazy chunks over one HTTP/2 connection here, as they do in
// production, instead of six HTTP/1.1 connections at a time. Like Caddy's `encode`, it gzips the replies
// the app sends uncompressed (the API's JSON); the built files come precompressed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { constants, createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';

// Connection-specific headers HTTP/2 forbids (RFC 9113 §8.2.2).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the proxy in front of `target` (http://127.0.0.1:port); `url` is its https:// origin. */
export async function startTlsProxy(target) {
  const upstream = new URL(target);
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (incoming, outgoing) => {
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(
        ([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name),
      ),
    );
    headers.host = upstream.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        const gzip =
          !answerHeaders['content-encoding'] &&
          /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) &&
          /json|text|javascript|svg/.test(String(answerHeaders['content-type'] ?? ''));
        if (gzip) {
          delete answerHeaders['content-length'];
          answerHeaders['content-encoding'] = 'gzip';
          answerHeaders.vary = 'accept-encoding';
        }
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        (gzip ? answer.pipe(createGzip()) : answer).pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
