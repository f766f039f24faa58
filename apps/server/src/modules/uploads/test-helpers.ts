// Test helpers of uploads, for any module's tests: tiny files of each accepted type, the multipart form of
// the upload target, and presign-then-upload through the API as a signed-in user.
import { randomBytes } from 'node:crypto';
import type { PresignedUpload } from '@portal/contract/user';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';

export const PRESIGN_URL = '/api/client/users/users/presign_url/';

/**
 * A tiny picture as sharp writes it, without metadata: re-encoding it (as every uploaded picture is) gives
 * the same bytes, so a test may compare what is served with it.
 */
export const PNG: Buffer = await sharp({
  create: { width: 4, height: 3, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 0.5 } },
})
  .png()
  .toBuffer();
export const PDF: Buffer = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart/form-data body: the fields, then the optional `file` part. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A presigned upload of the token's user, nothing uploaded yet. */
export async function presignFile(ctx: TestApp, token: string, fileName: string): Promise<PresignedUpload> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: PRESIGN_URL,
    headers: ctx.bearer(token),
    payload: { file_name: fileName },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Presigns and uploads a PNG (`.png`) or PDF (`.pdf`) of the token's user; answers its stored name. */
export async function uploadFileAs(
  ctx: TestApp,
  token: string,
  kind: 'png' | 'pdf' = 'png',
): Promise<string> {
  const target = await presignFile(ctx, token, `file.${kind}`);
  const form = multipartForm(target.fields, {
    name: `file.${kind}`,
    type: kind === 'png' ? 'image/png' : 'application/pdf',
    bytes: kind === 'png' ? PNG : PDF,
  });
  const response = await ctx.app.inject({ method: 'POST', url: new URL(target.url).pathname, ...form });
  expect(response.statusCode, response.body).toBe(204);
  return target.new_file_name;
}
