// The S3 storage against an S3-compatible server (s3rver): presigned POST with the policy's conditions, a
// real browser-style upload, size and first bytes, reading, presigned GET links (signed for the public
// endpoint when there is one), writing and removal.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from './s3';
import { postToBucket, startTestS3Server, type TestS3Server } from './s3-test-server';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const newKey = (extension = 'png') => `${randomBytes(16).toString('hex')}.${extension}`;

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
  it('presigns a POST whose policy fixes the key, the size range, the Content-Type and the expiry', async () => {
    const key = newKey();
    const expiresAt = new Date(Date.now() + 15 * 60 * 1000);
    const target = await storage.presignUpload({ key, contentType: 'image/png', maxBytes: 1000, expiresAt });
    expect(target.url).toBe(`${server.endpoint}/${server.bucket}`);
    expect(target.fields).toMatchObject({ key, 'Content-Type': 'image/png' });
    const policy = JSON.parse(Buffer.from(target.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1000],
        { key },
        { 'Content-Type': 'image/png' },
        { bucket: server.bucket },
      ]),
    );
    const expiration = new Date(policy.expiration).getTime();
    expect(Math.abs(expiration - expiresAt.getTime())).toBeLessThan(2000);
  });

  it('takes a browser upload to the presigned target and reads it back: size, first bytes, stream', async () => {
    const key = newKey();
    const target = await storage.presignUpload({
      key,
      contentType: 'image/png',
      maxBytes: 1000,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const response = await postToBucket(target, { bytes: PNG, type: 'image/png', name: 'me.png' });
    expect(response.status, await response.text()).toBe(204);

    expect(await storage.sizeOf(key)).toBe(PNG.length);
    expect(Buffer.from((await storage.readStart(key, 8)) ?? [])).toEqual(PNG.subarray(0, 8));
    const stored = await storage.read(key);
    expect(stored?.size).toBe(PNG.length);
    expect(await readAll(stored?.stream ?? process.stdin)).toEqual(PNG);
  });

  it('links a file through a presigned GET that serves it', async () => {
    const key = newKey();
    await storage.write(key, PNG);
    const url = await storage.signedDownloadUrl(key, new Date(Date.now() + 300_000));
    expect(url).toMatch(new RegExp(`^${server.endpoint}/${server.bucket}/${key}\\?`));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toMatch(/^(299|300)$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
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
    expect(await storage.readStart(key, 8)).toBeNull();
    await storage.write(key, PNG);
    await storage.remove(key);
    expect(await storage.sizeOf(key)).toBeNull();
    await storage.remove(key);
  });
});
