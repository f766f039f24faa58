// An S3-compatible server for tests (s3rver, files in a temporary folder, a free port) with one bucket,
// and the settings and environment that point the portal at it. s3rver takes browser POST uploads but
// does not check their policy (content-length-range, Content-Type, expiry) nor V4 signatures, so the
// tests of those rules are the server's own checks at attach time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../config';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  readonly endpoint: string;
  readonly bucket: string;
  readonly settings: S3Settings;
  /** The S3_* variables of the settings, for createTestApp({ env }). */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'portal-uploads'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      publicEndpoint: null,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** POSTs a file to a presigned target as a browser form does: the fields, then the file. */
export async function postToBucket(
  target: { readonly url: string; readonly fields: Record<string, string> },
  file: { readonly bytes: Uint8Array; readonly type: string; readonly name?: string },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name ?? 'file');
  return fetch(target.url, { method: 'POST', body: form });
}
