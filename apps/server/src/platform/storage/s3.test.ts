// The S3 storage against an S3-compatible server (s3rver): presigned POST with the policy's conditions, a
// real browser-style upload, size and first bytes, reading it whole, putting it or bytes made from it under
// its key, presigned GET links to attachments (signed for the public endpoint when there is one), writing
// and removal.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingKeyOf, S3FileStorage } from './s3';
import { postToBucket, startTestS3Server, type TestS3Server } from './s3-test-server';

const PNG = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#08c' } })
  .png()
  .toBuffer();
const newKey = (extension = 'png') => `${randomBytes(16).toString('hex')}.${extension}`;
/** A POST target for a PNG of up to 1,000 bytes under `key`, valid for a minute. */
const presignPng = (key: string) =>
  storage.presignUpload({
    key,
    contentType: 'image/png',
    maxBytes: 1000,
    expiresAt: new Date(Date.now() + 60_000),
  });

let server: TestS3Server;
let storage: S3FileStorage;

beforeAll(async () => {
  server = await startTestS3Server();
  storage = new S3FileStorage(server.settings);
});

afterAll(async () => {
  storage?.close();
  await server?.close();
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3FileStorage', () => {
  it('presigns a POST whose policy fixes the arrival key, the size range, the Content-Type and the expiry', async () => {
    const key = newKey();
    const expiresAt = new Date(Date.now() + 15 * 60 * 1000);
    const target = await storage.presignUpload({ key, contentType: 'image/png', maxBytes: 1000, expiresAt });
    expect(target.url).toBe(`${server.endpoint}/${server.bucket}`);
    // The POST lands where nothing reads it, until a record takes the upload (acceptUpload).
    expect(target.fields).toMatchObject({ key: incomingKeyOf(key), 'Content-Type': 'image/png' });
    const policy = JSON.parse(Buffer.from(target.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1000],
        { key: incomingKeyOf(key) },
        { 'Content-Type': 'image/png' },
        { bucket: server.bucket },
      ]),
    );
    const expiration = new Date(policy.expiration).getTime();
    expect(Math.abs(expiration - expiresAt.getTime())).toBeLessThan(2000);
  });

  it('takes a browser upload aside, and puts the inspected version under its key: size, first bytes, stream', async () => {
    const key = newKey();
    const target = await presignPng(key);
    const response = await postToBucket(target, { bytes: PNG, type: 'image/png', name: 'me.png' });
    expect(response.status, await response.text()).toBe(204);

    // Nothing is under the key until the upload is accepted.
    expect(await storage.sizeOf(key)).toBeNull();
    expect(await storage.sizeOf(incomingKeyOf(key))).toBe(PNG.length);
    const arrived = await storage.inspectUpload(key, 8);
    expect(arrived?.size).toBe(PNG.length);
    expect(Buffer.from(arrived?.start ?? [])).toEqual(PNG.subarray(0, 8));
    expect(await storage.acceptUpload(key, arrived?.version ?? '')).toBe(true);
    expect(await storage.sizeOf(incomingKeyOf(key))).toBeNull();
    const stored = await storage.read(key);
    expect(stored?.size).toBe(PNG.length);
    expect(await readAll(stored?.stream ?? process.stdin)).toEqual(PNG);
  });

  it('accepts only the version it inspected: an upload sent again in between is not put under the key', async () => {
    const key = newKey();
    const target = await presignPng(key);
    await postToBucket(target, { bytes: PNG, type: 'image/png', name: 'me.png' });
    const inspected = await storage.inspectUpload(key, 8);
    const other = Buffer.concat([PNG, Buffer.from('more bytes')]);
    expect((await postToBucket(target, { bytes: other, type: 'image/png', name: 'me.png' })).status).toBe(
      204,
    );
    expect(await storage.acceptUpload(key, inspected?.version ?? '')).toBe(false);
    expect(await storage.sizeOf(key)).toBeNull();
  });

  it('stores a file made chunk by chunk with its length and type, and answers its size', async () => {
    const key = newKey('csv');
    async function* rows() {
      for (let row = 0; row < 1000; row += 1) yield Buffer.from(`${row};Rossi;Anna\n`);
    }
    const expected = Buffer.concat(
      Array.from({ length: 1000 }, (_, row) => Buffer.from(`${row};Rossi;Anna\n`)),
    );
    expect(await storage.writeStream(key, rows(), 'text/csv')).toBe(expected.length);
    const stored = await storage.read(key);
    expect(stored?.size).toBe(expected.length);
    expect(await readAll(stored?.stream ?? process.stdin)).toEqual(expected);
    const link = await fetch(await storage.signedDownloadUrl(key, new Date(Date.now() + 60_000)));
    expect(link.headers.get('content-type')).toBe('text/csv');
  });

  it('links a file through a presigned GET that serves it as an attachment', async () => {
    const key = newKey();
    await storage.write(key, PNG);
    const url = await storage.signedDownloadUrl(key, new Date(Date.now() + 300_000));
    expect(url).toMatch(new RegExp(`^${server.endpoint}/${server.bucket}/${key}\\?`));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toMatch(/^(299|300)$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${key}"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);

    const named = await storage.signedDownloadUrl(key, new Date(Date.now() + 300_000), 'Zoë’s scan.png');
    expect((await fetch(named)).headers.get('content-disposition')).toBe(
      `attachment; filename="Zoe_s scan.png"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20scan.png`,
    );
  });

  it('reads the inspected version of an upload whole, and puts bytes made from it under the key', async () => {
    const key = newKey();
    const target = await presignPng(key);
    expect((await postToBucket(target, { bytes: PNG, type: 'image/png', name: 'me.png' })).status).toBe(204);
    const arrived = await storage.inspectUpload(key, 8);
    const version = arrived?.version ?? '';
    expect(Buffer.from((await storage.readUpload(key, version)) ?? [])).toEqual(PNG);

    const made = Buffer.concat([PNG, Buffer.from('re-encoded')]);
    await storage.acceptUploadAs(key, made, 'image/png');
    expect(await storage.sizeOf(incomingKeyOf(key))).toBeNull();
    expect(await readAll((await storage.read(key))?.stream ?? process.stdin)).toEqual(made);
    expect(await storage.readUpload(key, version)).toBeNull();
  });

  it('reads no upload that was sent again since it was inspected', async () => {
    const key = newKey();
    const target = await presignPng(key);
    await postToBucket(target, { bytes: PNG, type: 'image/png', name: 'me.png' });
    const arrived = await storage.inspectUpload(key, 8);
    await postToBucket(target, { bytes: Buffer.concat([PNG, PNG]), type: 'image/png', name: 'me.png' });
    expect(await storage.readUpload(key, arrived?.version ?? '')).toBeNull();
  });

  it('signs what browsers get for the public endpoint, and talks to the bucket on the other', async () => {
    const proxied = new S3FileStorage({ ...server.settings, publicEndpoint: 'https://files.portal.example' });
    try {
      const key = newKey();
      const limits = {
        key,
        contentType: 'image/png',
        maxBytes: 10,
        expiresAt: new Date(Date.now() + 60_000),
      };
      expect((await proxied.presignUpload(limits)).url).toBe(`https://files.portal.example/${server.bucket}`);
      const link = await proxied.signedDownloadUrl(key, new Date(Date.now() + 60_000));
      expect(link.startsWith(`https://files.portal.example/${server.bucket}/${key}?`)).toBe(true);
      expect(proxied.browserOrigin).toBe('https://files.portal.example');
      await proxied.write(key, PNG);
      expect(await proxied.sizeOf(key)).toBe(PNG.length);
    } finally {
      proxied.close();
    }
  });

  it('answers null for a key with nothing stored, and removes objects (twice is fine)', async () => {
    const key = newKey();
    expect(await storage.read(key)).toBeNull();
    expect(await storage.sizeOf(key)).toBeNull();
    expect(await storage.inspectUpload(key, 8)).toBeNull();
    expect(await storage.acceptUpload(key, '"none"')).toBe(false);
    await storage.write(key, PNG);
    await storage.remove(key);
    expect(await storage.sizeOf(key)).toBeNull();
    await storage.remove(key);
  });
});
