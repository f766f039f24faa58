// Uploads: presign (auth, bad input), the single-use signed upload target (sniffed type, size limit,
// expiry, reuse, tampering), pictures stored re-encoded without metadata and documents as sent, private
// files read through short-lived signed links given only to the owner, WSK administrators and NF staff of
// the owner's federation, public files (pictures) served as they are, all as attachments, and the removal
// of uploads no record took.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@portal/contract/endpoints/uploads';
import type { Permission, RoleType } from '@portal/contract/roles';
import type { PresignedUpload } from '@portal/contract/user';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { federations } from '../../db/schema/federations';
import { backgroundJobs } from '../../db/schema/platform';
import { fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { createStorage } from '../../platform/storage/create-storage';
import { useTestApp } from '../../test/harness';
import { attachUpload, publicFileUrl, storedFileFor } from './attach';
import { UNATTACHED_UPLOADS_JOB } from './cleanup-job';
import { TOO_MANY_PIXELS_MESSAGE } from './file-check';
import {
  EXPIRED_UPLOAD_MESSAGE,
  INVALID_LINK_MESSAGE,
  INVALID_UPLOAD_MESSAGE,
  removeUnattachedUploads,
  USED_UPLOAD_MESSAGE,
} from './service';
import { multipartForm as multipart, PDF, PNG } from './test-helpers';

const ctx = useTestApp();
const PRESIGN = '/api/client/users/users/presign_url/';

let nextUserId = 5000;
async function userWithToken(role: RoleType = 'athlete', permission: Permission | null = null) {
  const userId = nextUserId++;
  const token = await ctx.token({ role, permission, userId });
  return { userId, token, headers: ctx.bearer(token) };
}

async function presign(token: string, fileName: string): Promise<PresignedUpload> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: PRESIGN,
    headers: ctx.bearer(token),
    payload: { file_name: fileName },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function upload(target: { url: string; fields: Record<string, string> }, bytes: Buffer, name = 'scan.png') {
  const form = multipart(target.fields, { name, type: 'image/png', bytes });
  return ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
}

const rowOf = async (key: string) => {
  const [row] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, key));
  return row;
};

describe('POST presign_url/', () => {
  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: PRESIGN, payload: { file_name: 'a.png' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers a signed single-use target under PUBLIC_URL and a safe stored name', async () => {
    const { token, userId } = await userWithToken();
    const reply = await presign(token, '../../My Passport.PNG');
    expect(reply.new_file_name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(reply.url).toBe(`http://portal.test/api/uploads/${reply.new_file_name}/`);
    expect(reply.fields).toMatchObject({
      key: reply.new_file_name,
      max_size: String(MAX_UPLOAD_BYTES),
      content_type: 'image/png',
    });
    expect(reply.fields.signature).toMatch(/^[\w-]{43}$/);
    expect(Number(reply.fields.expires) * 1000 - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const row = await rowOf(reply.new_file_name);
    expect(row).toMatchObject({
      ownerUserId: userId,
      originalName: '../../My Passport.PNG',
      isPrivate: true,
      uploadedAt: null,
    });
  });

  it.each([
    [{}, 'file_name'],
    [{ file_name: '' }, 'file_name'],
    [{ file_name: `${'a'.repeat(252)}.png` }, 'file_name'],
    [{ file_name: 'notes.txt' }, 'file_name'],
    [{ file_name: 'no-extension' }, 'file_name'],
  ])('answers 400 to %j', async (payload, field) => {
    const { headers } = await userWithToken();
    const response = await ctx.app.inject({ method: 'POST', url: PRESIGN, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toHaveProperty(field);
  });
});

describe('POST /api/uploads/:key/', () => {
  it('stores the bytes under the new name and marks the row uploaded', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    const response = await upload(target, PNG);
    expect(response.statusCode, response.body).toBe(204);
    expect(readFileSync(join(ctx.dataDir, 'uploads', target.new_file_name))).toEqual(PNG);
    const row = await rowOf(target.new_file_name);
    expect(row?.uploadedAt).toBeInstanceOf(Date);
    expect(row?.sizeBytes).toBe(PNG.length);
  });

  it('accepts a PDF whatever content type the client declares', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'certificate.pdf');
    const form = multipart(target.fields, { name: 'c.pdf', type: 'application/octet-stream', bytes: PDF });
    const response = await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
    expect(response.statusCode, response.body).toBe(204);
  });

  it('refuses a second use of the URL with 403', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    expect((await upload(target, PNG)).statusCode).toBe(204);
    const again = await upload(target, PNG);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: { code: 403, message: USED_UPLOAD_MESSAGE } });
  });

  it('refuses a file larger than 10 MB with 413 and keeps the URL unused', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await upload(target, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 413, message: 'The file is larger than 10 MB' } });
    expect((await rowOf(target.new_file_name))?.uploadedAt).toBeNull();
  });

  it('refuses a text file named .png with 400, whatever its declared type', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    const response = await upload(target, Buffer.from('just some text, not an image\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 400, message: 'Invalid input' },
      invalid_fields: { file: ['The file is not a PNG image'] },
    });
  });

  it('refuses a PDF sent to a URL promised for a PNG with 400', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    expect((await upload(target, PDF)).statusCode).toBe(400);
  });

  it('answers 400 to a form without a file', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    const form = multipart(target.fields);
    const response = await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an expired URL with 403 (signed expiry and row expiry)', async () => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    const storage = createStorage(ctx.config);
    const stale = await storage.presignUpload({
      key: target.new_file_name,
      contentType: 'image/png',
      maxBytes: MAX_UPLOAD_BYTES,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await upload(stale, PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(EXPIRED_UPLOAD_MESSAGE);

    await ctx.db
      .update(fileUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fileUploads.key, target.new_file_name));
    const late = await upload(target, PNG);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(EXPIRED_UPLOAD_MESSAGE);
  });

  it.each([
    [
      'signature',
      (fields: Record<string, string>) => ({ ...fields, signature: `${fields.signature?.slice(0, -2)}AA` }),
    ],
    ['max_size', (fields: Record<string, string>) => ({ ...fields, max_size: '999999999' })],
    [
      'expires',
      (fields: Record<string, string>) => ({ ...fields, expires: String(Number(fields.expires) + 3600) }),
    ],
    ['content_type', (fields: Record<string, string>) => ({ ...fields, content_type: 'text/html' })],
    ['missing signature', ({ signature: _drop, ...fields }: Record<string, string>) => fields],
  ])('refuses a tampered %s with 403', async (_name, tamper) => {
    const { token } = await userWithToken();
    const target = await presign(token, 'scan.png');
    const response = await upload({ url: target.url, fields: tamper(target.fields) }, PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 403, message: INVALID_UPLOAD_MESSAGE } });
    expect((await rowOf(target.new_file_name))?.uploadedAt).toBeNull();
  });

  it('refuses the fields of one URL sent to another key with 403', async () => {
    const { token } = await userWithToken();
    const first = await presign(token, 'a.png');
    const second = await presign(token, 'b.png');
    const response = await upload({ url: second.url, fields: first.fields }, PNG);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 to a key that is not a stored name', async () => {
    const form = multipart({}, { name: 'x.png', type: 'image/png', bytes: PNG });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/..%2Fsecrets.json/',
      ...form,
    });
    expect([400, 404]).toContain(response.statusCode);
  });

  it('accepts multipart nowhere else', async () => {
    const { headers } = await userWithToken();
    const form = multipart({ file_name: 'a.png' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: PRESIGN,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('what is stored of an upload', () => {
  /** Presigns `fileName` and uploads `bytes` under it, declared as `type`. */
  async function send(fileName: string, bytes: Buffer, type: string) {
    const { token } = await userWithToken();
    const target = await presign(token, fileName);
    const form = multipart(target.fields, { name: fileName, type, bytes });
    const response = await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
    return { key: target.new_file_name, response };
  }

  const storedBytes = (key: string) => readFileSync(join(ctx.dataDir, 'uploads', key));

  /** A PNG chunk: length, type, data and the CRC of type and data. */
  function pngChunk(type: string, data: Buffer): Buffer {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  }

  const XMP =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Anna Rossi</dc:creator>' +
    '</rdf:Description></rdf:RDF></x:xmpmeta>';

  it('stores a JPEG upright, still a JPEG, without EXIF (GPS included), XMP or IPTC', async () => {
    // 40×20 pixels, to be shown turned a quarter clockwise (orientation 6), with where it was taken.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c83' } })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 30/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 0/1',
        },
      })
      .withXmp(XMP)
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ width: 40, height: 20, orientation: 6 });
    // The GPS IFD's tag (0x8825, little-endian) and the XMP are really in what is sent.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent.xmp).toBeDefined();

    const { key, response } = await send('holiday.jpg', photo, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(204);
    const stored = storedBytes(key);
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.orientation).toBeUndefined();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(stored.includes('Anna Rossi')).toBe(false);
    expect((await rowOf(key))?.sizeBytes).toBe(stored.length);
  });

  it('stores a PNG without its text chunks, and a WebP without its EXIF', async () => {
    const png = await sharp({ create: { width: 5, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    // A tEXt chunk right after the header (8 bytes of signature, 25 of IHDR).
    const withText = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from('Comment\0taken at home, Via Roma 1')),
      png.subarray(33),
    ]);
    expect((await sharp(withText).metadata()).comments).toEqual([
      { keyword: 'Comment', text: 'taken at home, Via Roma 1' },
    ]);
    const sentPng = await send('me.png', withText, 'image/png');
    expect(sentPng.response.statusCode, sentPng.response.body).toBe(204);
    const storedPng = storedBytes(sentPng.key);
    expect(await sharp(storedPng).metadata()).toMatchObject({ format: 'png', width: 5, height: 4 });
    expect((await sharp(storedPng).metadata()).comments).toBeUndefined();
    expect(storedPng.includes('Via Roma')).toBe(false);

    const webp = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#0a0' } })
      .withExif({ IFD0: { Artist: 'Anna Rossi' } })
      .webp()
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const sentWebp = await send('me.webp', webp, 'image/webp');
    expect(sentWebp.response.statusCode, sentWebp.response.body).toBe(204);
    const kept = await sharp(storedBytes(sentWebp.key)).metadata();
    expect(kept.format).toBe('webp');
    expect(kept.exif).toBeUndefined();
  });

  it('stores a PDF exactly as sent', async () => {
    const { key, response } = await send('results.pdf', PDF, 'application/pdf');
    expect(response.statusCode, response.body).toBe(204);
    expect(storedBytes(key)).toEqual(PDF);
  });

  it.each([
    ['a PDF named .jpg and declared a JPEG', 'scan.jpg', 'image/jpeg', PDF, 'The file is not a JPEG image'],
    [
      'an HTML page declared a PDF',
      'form.pdf',
      'application/pdf',
      Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
      'The file is not a PDF document',
    ],
    [
      'JPEG magic bytes followed by garbage',
      'photo.jpg',
      'image/jpeg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]),
      'The file is not a JPEG image',
    ],
    [
      'a WebP that is only its header',
      'photo.webp',
      'image/webp',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 0x7f)]),
      'The file is not a WebP image',
    ],
  ])('refuses %s with 400 and keeps the URL unused', async (_name, fileName, type, bytes, message) => {
    const { key, response } = await send(fileName, bytes, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 400, message: 'Invalid input' },
      invalid_fields: { file: [message] },
    });
    expect((await rowOf(key))?.uploadedAt).toBeNull();
    expect(existsSync(join(ctx.dataDir, 'uploads', key))).toBe(false);
  });

  it('refuses a PNG declaring 100,000 × 100,000 pixels with 400, without decoding it', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // true colour
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(100_000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const started = Date.now();
    const { key, response } = await send('bomb.png', bomb, 'image/png');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ file: [TOO_MANY_PIXELS_MESSAGE] });
    expect((await rowOf(key))?.uploadedAt).toBeNull();
  });
});

describe('private files', () => {
  const deps = () => ({ config: ctx.config, db: ctx.db, storage: createStorage(ctx.config) });

  async function federationIds() {
    const rows = await ctx.db
      .select({ id: federations.id })
      .from(federations)
      .orderBy(asc(federations.id))
      .limit(2);
    const [first, second] = rows.map((row) => row.id);
    if (first === undefined || second === undefined) throw new Error('Two federations are needed');
    return [first, second] as const;
  }

  async function ownerWithFile() {
    const [federationId] = await federationIds();
    const owner = await userWithToken();
    await ctx.db.update(users).set({ federationId }).where(eq(users.id, owner.userId));
    const target = await presign(owner.token, 'passport.pdf');
    const form = multipart(target.fields, { name: 'passport.pdf', type: 'application/pdf', bytes: PDF });
    expect(
      (await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form })).statusCode,
    ).toBe(204);
    return { owner, key: target.new_file_name, federationId };
  }

  const fetchLink = (url: string) =>
    ctx.app.inject({ method: 'GET', url: url.replace('http://portal.test', '') });

  it('describes an uploaded file with a short-lived link that serves it privately', async () => {
    const { key } = await ownerWithFile();
    const before = Date.now();
    const stored = await storedFileFor(deps(), key, true);
    const url = stored?.url ?? '';
    expect(stored).toMatchObject({ file_name: key, content_type: 'application/pdf' });
    expect(url).toMatch(
      new RegExp(
        `^http://portal\\.test/api/files/${key.replace('.', '\\.')}/\\?expires=\\d+&signature=[\\w-]+$`,
      ),
    );
    const expires = Number(/expires=(\d+)/.exec(url)?.[1]) * 1000;
    expect(expires - before).toBeLessThanOrEqual(301_000);
    const response = await fetchLink(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe('attachment; filename="passport.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(PDF);
  });

  it('downloads a file under its name on the device, cleaned: no path, quotes or direction marks', async () => {
    const owner = await userWithToken();
    const target = await presign(owner.token, '../C:\\Zoë "ID"\u202Etxt.pdf');
    const form = multipart(target.fields, { name: 'id.pdf', type: 'application/pdf', bytes: PDF });
    expect(
      (await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form })).statusCode,
    ).toBe(204);
    const url = (await storedFileFor(deps(), target.new_file_name, true))?.url ?? '';
    const response = await fetchLink(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zoe _ID__txt.pdf"; filename*=UTF-8''Zo%C3%AB%20_ID__txt.pdf`,
    );
  });

  it('gives no link for a file that was never uploaded, nor to a reader without document rights', async () => {
    const owner = await userWithToken();
    const target = await presign(owner.token, 'later.png');
    expect(await storedFileFor(deps(), target.new_file_name, true)).toBeNull();
    const { key } = await ownerWithFile();
    expect(await storedFileFor(deps(), key, false)).toBeNull();
  });

  it('refuses an expired, altered or unsigned link with 403', async () => {
    const { key } = await ownerWithFile();
    const storage = createStorage(ctx.config);
    const expired = await storage.signedDownloadUrl(key, new Date(Date.now() - 1000));
    const valid = await storage.signedDownloadUrl(key, new Date(Date.now() + 60_000));
    const longer = valid.replace(/expires=(\d+)/, (_, value: string) => `expires=${Number(value) + 3600}`);
    for (const url of [expired, longer, `${valid.slice(0, -3)}abc`, `http://portal.test/api/files/${key}/`]) {
      const response = await fetchLink(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: { code: 403, message: INVALID_LINK_MESSAGE } });
    }
  });

  it('does not let one file’s link open another file', async () => {
    const first = await ownerWithFile();
    const second = await ownerWithFile();
    const url = (await storedFileFor(deps(), first.key, true))?.url ?? '';
    expect((await fetchLink(url.replace(first.key, second.key))).statusCode).toBe(403);
  });
});

describe('public files', () => {
  async function attachedPicture() {
    const owner = await userWithToken();
    const target = await presign(owner.token, 'me.png');
    expect((await upload(target, PNG)).statusCode).toBe(204);
    const key = target.new_file_name;
    await ctx.db.transaction((tx) =>
      attachUpload(tx, { key, ownerUserId: owner.userId, purpose: 'avatar', field: 'avatar' }),
    );
    return { owner, key };
  }

  it('serves a profile picture without a signature, cacheable by anyone', async () => {
    const { key } = await attachedPicture();
    expect(await rowOf(key)).toMatchObject({ isPrivate: false, purpose: 'avatar' });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/files/${key}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    // Named by its key: the name on the uploader's device is not for everyone.
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${key}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(PNG);
    expect(publicFileUrl(ctx.config, key)).toBe(`http://portal.test/api/files/${key}/`);
  });

  it('keeps an uploaded file private until a record makes it public', async () => {
    const owner = await userWithToken();
    const target = await presign(owner.token, 'me.png');
    expect((await upload(target, PNG)).statusCode).toBe(204);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/files/${target.new_file_name}/` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 403, message: INVALID_LINK_MESSAGE } });
  });

  it('answers 403, not 404, to an unsigned link of a key that does not exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/files/${'0'.repeat(32)}.png/` });
    expect(response.statusCode).toBe(403);
  });
});

describe('removing unattached uploads', () => {
  const deps = () => ({ db: ctx.db, storage: createStorage(ctx.config) });
  const DAY_AND_HOUR_AGO = () => new Date(Date.now() - 25 * 60 * 60 * 1000);
  const stored = (key: string) => existsSync(join(ctx.dataDir, 'uploads', key));

  async function uploaded(token: string) {
    const target = await presign(token, 'scan.png');
    expect((await upload(target, PNG)).statusCode).toBe(204);
    return target.new_file_name;
  }

  const makeOld = (key: string) =>
    ctx.db.update(fileUploads).set({ createdAt: DAY_AND_HOUR_AGO() }).where(eq(fileUploads.key, key));

  it('deletes the rows and files of uploads older than 24 hours that no record took', async () => {
    const owner = await userWithToken();
    const oldUnattached = await uploaded(owner.token);
    const oldNeverUploaded = (await presign(owner.token, 'never.pdf')).new_file_name;
    const oldAttached = await uploaded(owner.token);
    const recent = await uploaded(owner.token);
    await ctx.db.transaction((tx) =>
      attachUpload(tx, {
        key: oldAttached,
        ownerUserId: owner.userId,
        purpose: 'passport_scan',
        field: 'passport_scan',
      }),
    );
    for (const key of [oldUnattached, oldNeverUploaded, oldAttached]) await makeOld(key);

    const removed = await removeUnattachedUploads(deps());
    expect(removed).toEqual(expect.arrayContaining([oldUnattached, oldNeverUploaded]));
    expect(removed).not.toContain(oldAttached);
    expect(removed).not.toContain(recent);
    expect(await rowOf(oldUnattached)).toBeUndefined();
    expect(await rowOf(oldNeverUploaded)).toBeUndefined();
    expect(stored(oldUnattached)).toBe(false);
    for (const key of [oldAttached, recent]) {
      expect(await rowOf(key)).toBeDefined();
      expect(stored(key)).toBe(true);
    }
    expect(await removeUnattachedUploads(deps())).toEqual([]);
  });

  it('runs hourly as a job of the queue, once per hour whichever instance polls', async () => {
    const owner = await userWithToken();
    const old = await uploaded(owner.token);
    await makeOld(old);
    // A moment of the next hour: a job is queued to run from the database's present on.
    const hour = new Date();
    hour.setUTCHours(hour.getUTCHours() + 1, 5, 0, 0);

    await ctx.app.jobs.runDue({ now: hour });
    expect(await rowOf(old)).toBeUndefined();
    expect(stored(old)).toBe(false);
    const [queued] = await ctx.db
      .select({ completedAt: backgroundJobs.completedAt })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, UNATTACHED_UPLOADS_JOB));
    expect(queued?.completedAt).toBeInstanceOf(Date);

    // Later in the same hour (another instance, or a restart) the job is not queued again.
    const again = await uploaded(owner.token);
    await makeOld(again);
    await ctx.app.jobs.runDue({ now: new Date(hour.getTime() + 30 * 60_000) });
    expect(await rowOf(again)).toBeDefined();
    // The next hour's run takes it.
    await ctx.app.jobs.runDue({ now: new Date(hour.getTime() + 60 * 60_000) });
    expect(await rowOf(again)).toBeUndefined();
  });
});
