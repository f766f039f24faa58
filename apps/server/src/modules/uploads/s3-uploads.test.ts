// Uploads with the S3 storage (S3_BUCKET set), against an S3-compatible server in the test (s3rver): the
// browser POSTs straight to the bucket, the server's upload route is not there, a record attaching the
// upload checks the object (size, sniffed type, a picture sharp decodes; refused and deleted otherwise),
// puts it under its key (a picture re-encoded without metadata) and marks it uploaded,
// public files stream from the bucket through /api/files/<key>/, private ones get presigned GETs, and the
// clean-up deletes the objects of uploads no record took.
// s3rver does not enforce the presigned POST's policy (content-length-range, Content-Type, expiry), so a
// file over the size limit is tested at attach time, where the server checks the size again.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '../../db/schema/uploads';
import { createStorage } from '../../platform/storage/create-storage';
import { incomingKeyOf } from '../../platform/storage/s3';
import { postToBucket, startTestS3Server, type TestS3Server } from '../../platform/storage/s3-test-server';
import type { BucketFileStorage } from '../../platform/storage/storage';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachUpload, storedFileFor, UNKNOWN_UPLOAD_MESSAGE } from './attach';
import { removeUnattachedUploads, UNATTACHED_UPLOAD_LIFETIME_MS } from './service';
import { PDF, PNG, presignFile } from './test-helpers';

let s3: TestS3Server;
let ctx: TestApp;
/** The same bucket as the app's, to look at the objects. */
let bucket: BucketFileStorage;

beforeAll(async () => {
  s3 = await startTestS3Server();
  ctx = await createTestApp({ env: s3.env });
  const storage = createStorage(ctx.config);
  if (storage.kind !== 'bucket') throw new Error('S3_BUCKET did not select the S3 storage');
  bucket = storage;
}, 60_000);

afterAll(async () => {
  bucket?.close();
  await ctx?.close();
  await s3?.close();
});

const rowOf = async (key: string) => {
  const [row] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, key));
  return row;
};

let nextUserId = 7000;
async function athlete() {
  const userId = nextUserId++;
  return { userId, token: await ctx.token({ role: 'athlete', userId }) };
}

/** Presigns `fileName` as the user and POSTs `bytes` to the bucket as a browser would. */
async function uploadToBucket(token: string, fileName: string, bytes: Buffer, type = 'image/png') {
  const target = await presignFile(ctx, token, fileName);
  const response = await postToBucket(target, { bytes, type, name: fileName });
  expect(response.status, await response.text()).toBe(204);
  return target.new_file_name;
}

const saveAvatar = (token: string, userId: number, avatar: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/client/users/users/${userId}/avatar/`,
    headers: ctx.bearer(token),
    payload: { avatar },
  });

describe('with an S3 bucket', () => {
  it('presigns a POST to the bucket; the embedded upload route is not there', async () => {
    const { token } = await athlete();
    const target = await presignFile(ctx, token, 'Me.PNG');
    expect(target.url).toBe(`${s3.endpoint}/${s3.bucket}`);
    expect(target.fields).toMatchObject({
      key: incomingKeyOf(target.new_file_name),
      'Content-Type': 'image/png',
    });
    expect(await rowOf(target.new_file_name)).toMatchObject({ uploadedAt: null, contentType: 'image/png' });
    const embedded = await ctx.app.inject({ method: 'POST', url: `/api/uploads/${target.new_file_name}/` });
    expect(embedded.statusCode).toBe(404);
  });

  it('marks the upload uploaded when a record attaches it, and serves the public picture from the bucket', async () => {
    const { token, userId } = await athlete();
    const key = await uploadToBucket(token, 'me.png', PNG);
    expect((await rowOf(key))?.uploadedAt).toBeNull();

    const saved = await saveAvatar(token, userId, key);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().avatar).toBe(`http://portal.test/api/files/${key}/`);
    const row = await rowOf(key);
    expect(row?.uploadedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ sizeBytes: PNG.length, isPrivate: false });

    const file = await ctx.app.inject({ method: 'GET', url: `/api/files/${key}/` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    expect(file.rawPayload).toEqual(PNG);
  });

  it('refuses at attach, and deletes, a file whose bytes are not the announced type', async () => {
    const { token, userId } = await athlete();
    const key = await uploadToBucket(token, 'me.png', PDF);
    const saved = await saveAvatar(token, userId, key);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().invalid_fields).toEqual({ avatar: ['The file is not a PNG image'] });
    expect(await bucket.sizeOf(key)).toBeNull();
    expect((await rowOf(key))?.uploadedAt).toBeNull();
  });

  it('stores a picture re-encoded when a record attaches it: upright, without EXIF, its stored size recorded', async () => {
    const { token, userId } = await athlete();
    const photo = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#468' } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 28/1 0/1' } })
      .jpeg()
      .toBuffer();
    const key = await uploadToBucket(token, 'me.jpg', photo, 'image/jpeg');
    const saved = await saveAvatar(token, userId, key);
    expect(saved.statusCode, saved.body).toBe(200);

    const stored = await bucket.read(key);
    const bytes = Buffer.concat((await stored?.stream.toArray()) ?? []);
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 10, height: 30 });
    expect(kept.exif).toBeUndefined();
    expect(await rowOf(key)).toMatchObject({ sizeBytes: bytes.length });
    expect(await bucket.sizeOf(incomingKeyOf(key))).toBeNull();
  });

  it('refuses at attach, and deletes, a “JPEG” sharp cannot decode', async () => {
    const { token, userId } = await athlete();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x41)]);
    const key = await uploadToBucket(token, 'me.jpg', garbage, 'image/jpeg');
    const saved = await saveAvatar(token, userId, key);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().invalid_fields).toEqual({ avatar: ['The file is not a JPEG image'] });
    expect(await bucket.sizeOf(key)).toBeNull();
    expect(await bucket.sizeOf(incomingKeyOf(key))).toBeNull();
    expect((await rowOf(key))?.uploadedAt).toBeNull();
  });

  it('refuses at attach, and deletes, a file over the upload’s limit (s3rver ignores the policy)', async () => {
    const { token, userId } = await athlete();
    const key = await uploadToBucket(token, 'me.png', PNG);
    await ctx.db.update(fileUploads).set({ maxBytes: 16 }).where(eq(fileUploads.key, key));
    const saved = await saveAvatar(token, userId, key);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().invalid_fields).toEqual({ avatar: ['The file is larger than 16 bytes'] });
    expect(await bucket.sizeOf(key)).toBeNull();
  });

  it('refuses a presigned upload that never reached the bucket, and another user’s upload', async () => {
    const { token, userId } = await athlete();
    const target = await presignFile(ctx, token, 'me.png');
    const missing = await saveAvatar(token, userId, target.new_file_name);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalid_fields).toEqual({ avatar: [UNKNOWN_UPLOAD_MESSAGE] });

    const other = await athlete();
    const theirs = await uploadToBucket(other.token, 'them.png', PNG);
    const stolen = await saveAvatar(token, userId, theirs);
    expect(stolen.statusCode).toBe(400);
    // Left where it arrived, for its owner to attach.
    expect(await bucket.sizeOf(incomingKeyOf(theirs))).toBe(PNG.length);
  });

  it('links a private document through a presigned GET of the bucket, and never through /api/files/', async () => {
    const { token, userId } = await athlete();
    const key = await uploadToBucket(token, 'scan.pdf', PDF, 'application/pdf');
    await ctx.db.transaction((tx) =>
      attachUpload(tx, {
        key,
        ownerUserId: userId,
        purpose: 'passport_scan',
        field: 'scan',
        storage: bucket,
      }),
    );
    const stored = await storedFileFor({ db: ctx.db, config: ctx.config, storage: bucket }, key, true);
    const url = new URL(stored?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toMatch(
      new RegExp(`^(${ctx.config.fileLinkTtlSeconds}|${ctx.config.fileLinkTtlSeconds - 1})$`),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Saved under its name on the device, not rendered: a bucket cannot add `nosniff`.
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="scan.pdf"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);

    const unsigned = await ctx.app.inject({ method: 'GET', url: `/api/files/${key}/` });
    expect(unsigned.statusCode).toBe(403);
  });

  it('deletes the objects of uploads no record took', async () => {
    const { token, userId } = await athlete();
    const unused = await uploadToBucket(token, 'unused.png', PNG);
    const kept = await uploadToBucket(token, 'kept.png', PNG);
    expect((await saveAvatar(token, userId, kept)).statusCode).toBe(200);
    const later = new Date(Date.now() + UNATTACHED_UPLOAD_LIFETIME_MS + 60_000);
    const removed = await removeUnattachedUploads({ db: ctx.db, storage: bucket }, later);
    expect(removed).toContain(unused);
    expect(removed).not.toContain(kept);
    expect(await bucket.sizeOf(unused)).toBeNull();
    expect(await bucket.sizeOf(incomingKeyOf(unused))).toBeNull();
    expect(await bucket.sizeOf(kept)).toBe(PNG.length);
  });

  it('keeps the attached file when the upload’s POST is sent again before it expires', async () => {
    const { token, userId } = await athlete();
    const target = await presignFile(ctx, token, 'me.png');
    expect((await postToBucket(target, { bytes: PNG, type: 'image/png', name: 'me.png' })).status).toBe(204);
    expect((await saveAvatar(token, userId, target.new_file_name)).statusCode).toBe(200);

    // The same policy, still valid: it only reaches the place nothing reads.
    const replacement = Buffer.concat([PNG, Buffer.from('replaced')]);
    const again = await postToBucket(target, { bytes: replacement, type: 'image/png', name: 'me.png' });
    expect(again.status).toBe(204);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/files/${target.new_file_name}/` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
  });

  it('takes an upload put under its key by an attach whose transaction failed', async () => {
    const { token, userId } = await athlete();
    const key = await uploadToBucket(token, 'me.png', PNG);
    await expect(
      ctx.db.transaction(async (tx) => {
        await attachUpload(tx, {
          key,
          ownerUserId: userId,
          purpose: 'avatar',
          field: 'avatar',
          storage: bucket,
        });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect((await rowOf(key))?.uploadedAt).toBeNull();
    expect((await saveAvatar(token, userId, key)).statusCode).toBe(200);
    expect((await rowOf(key))?.uploadedAt).toBeInstanceOf(Date);
  });
});
