// Uploads: the presign call of the sign-up steps, the embedded upload target (multipart, on that route
// only; not registered with a bucket, which browsers upload to directly) and the files (public ones as they
// are, private ones through signed links; all as attachments, never rendered in the portal's origin).
// Uploads no record took are removed by cleanup-job.ts.
import fastifyMultipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { getPrivateFile, presignUserUpload, uploadFile } from '@portal/contract/endpoints/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid, PayloadTooLarge } from '../../platform/http/errors';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import { attachmentDisposition } from '../../platform/storage/content-disposition';
import * as uploads from './service';

/** Room for the form fields and multipart framing around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function uploadsModule(app: FastifyInstance, deps: uploads.UploadsDeps) {
  registerEndpoint(app, presignUserUpload, (context) =>
    uploads.presignUpload(deps, {
      ownerUserId: callerOf(context).userId,
      fileName: context.body.file_name,
      purpose: 'user_document',
      isPrivate: true,
    }),
  );

  const storage = deps.storage;
  // multipart/form-data is parsed in this child context only: no other route accepts it.
  if (storage.kind === 'embedded') {
    await app.register(async (uploadTarget) => {
      await uploadTarget.register(fastifyMultipart);
      uploadTarget.addHook('onRoute', (route) => {
        route.bodyLimit = deps.config.uploadMaxBytes + FORM_OVERHEAD_BYTES;
      });
      registerEndpoint(uploadTarget, uploadFile, async ({ params, request }) => {
        const part = await firstFilePart(request, deps.config.uploadMaxBytes);
        // Without a file part there is nothing to check the fields for (they come before it).
        if (!part) throw new Invalid({ file: ['This field is required'] });
        await uploads.acceptUpload(
          { ...deps, storage },
          {
            key: params.key,
            fields: fieldValues(part.fields),
            readFile: (maxBytes) => readPart(part, maxBytes),
          },
        );
        return null;
      });
    });
  }

  registerEndpoint(app, getPrivateFile, async ({ params, query, reply }) => {
    const file = await uploads.openFile(deps, {
      key: params.key,
      expires: query.expires,
      signature: query.signature,
    });
    reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      // A public file (a profile picture) never changes under its key, so caches may keep it.
      .header('cache-control', file.isPrivate ? 'private, no-store' : uploads.PUBLIC_FILE_CACHE_CONTROL)
      .header('content-disposition', attachmentDisposition(file.fileName))
      // Also set for every reply by the security headers; a file must never go without it.
      .header('x-content-type-options', 'nosniff');
    return reply.send(file.stream);
  });
}

/** The `file` part with the fields sent before it; null when the form has no file. */
async function firstFilePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile | null> {
  if (!request.isMultipart()) {
    throw new Invalid({ file: ['Send the file as multipart/form-data'] });
  }
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 2048, parts: 12 },
  });
  return part ?? null;
}

function fieldValues(fields: MultipartFile['fields']): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first: Multipart | undefined = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field' && typeof first.value === 'string') values[name] = first.value;
  }
  return values;
}

/** The bytes of the file part; PayloadTooLarge past `maxBytes` (the signed limit of this upload). */
async function readPart(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      part.file.resume();
      throw new PayloadTooLarge(uploads.tooLargeMessage(maxBytes));
    }
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new PayloadTooLarge(uploads.tooLargeMessage(maxBytes));
  return Buffer.concat(chunks, size);
}
