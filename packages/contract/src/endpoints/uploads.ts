// Uploaded files: the presign call of the sign-up steps (spec §7 `POST presign_url/ {file_name}`), the
// upload target its reply points at, and the short-lived signed links private documents are read through.
// The upload target and the file links are public: the signature in their fields or query authorises them.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { presignedUploadSchema } from '../user';
import { textField } from '../zod-rules';
import { USERS_BASE } from './users';

/** The largest file an upload URL accepts, in bytes (the server's UPLOAD_MAX_BYTES may lower it). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Accepted file types: the extension of `file_name` decides the type the uploaded bytes must have. */
export const UPLOAD_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;
export type UploadContentType = (typeof UPLOAD_TYPES)[UploadExtension];

export const presignUploadBodySchema = z.object({
  /** The name of the file on the user's device; only its extension is kept. */
  file_name: textField(['required', { rule: 'max_length', length: 255 }]),
});
export type PresignUploadBody = z.input<typeof presignUploadBodySchema>;

export const presignUserUpload = defineEndpoint({
  name: 'presignUserUpload',
  method: 'POST',
  path: `${USERS_BASE}presign_url/`,
  access: { auth: 'token' },
  summary:
    'A single-use upload URL for a document of the signed-in user (JPEG, PNG, WebP or PDF, at most 10 MB, valid 15 minutes). POST the file to `url` as multipart/form-data with every entry of `fields` before the `file` part, without a token; then send `new_file_name` in the record that references it.',
  tags: ['uploads'],
  body: presignUploadBodySchema,
  response: presignedUploadSchema,
});

/** A stored name: 32 random hex characters and a kept extension, e.g. `3f…9a.pdf`. */
export const uploadKeySchema = z.string().regex(/^[0-9a-f]{32}\.(jpg|jpeg|png|webp|pdf)$/, 'Unknown file');
export const uploadKeyParamsSchema = z.object({ key: uploadKeySchema });
/** A stored file a link may name: an upload's key, or a users export's (`.csv`, `.xlsx`, decision 013). */
export const storedFileKeyParamsSchema = z.object({
  key: z.string().regex(/^[0-9a-f]{32}\.(jpg|jpeg|png|webp|pdf|csv|xlsx)$/, 'Unknown file'),
});

/**
 * The form fields of an upload (the `fields` of the presign reply, sent back unchanged before the
 * `file` part). Documented here; the server reads them from the multipart stream, not as a JSON body.
 */
export const uploadFormFieldsSchema = z.object({
  key: uploadKeySchema,
  /** Unix time in seconds after which the URL is refused. */
  expires: z.string(),
  /** Largest accepted file in bytes. */
  max_size: z.string(),
  /** The one content type the file must have (from the extension of `file_name`), sniffed from its first bytes. */
  content_type: z.string(),
  /** HMAC of the other fields by the server; any change makes the upload 403. */
  signature: z.string(),
});

export const uploadFile = defineEndpoint({
  name: 'uploadFile',
  method: 'POST',
  path: '/api/uploads/:key/',
  access: { auth: 'public' },
  summary:
    'The embedded upload target of a presign reply: multipart/form-data with the `fields` (key, expires, max_size, content_type, signature) and then the `file` part. The type is checked from the first bytes, not the declared content type (400); larger than max_size: 413; expired, already used or badly signed: 403.',
  tags: ['uploads'],
  params: uploadKeyParamsSchema,
  response: z.null(),
  status: 204,
});

export const fileLinkQuerySchema = z.object({
  /** Unix time in seconds after which the link is refused. */
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
  /**
   * Width, height and quality of the web's image-URL helper (spec §9), which adds them to every picture it
   * shows (profile pictures, team logos). Accepted so those links keep working; the file is served as it
   * was stored.
   */
  w: z.string().max(10).optional(),
  h: z.string().max(10).optional(),
  q: z.string().max(10).optional(),
});

export const getPrivateFile = defineEndpoint({
  name: 'getPrivateFile',
  method: 'GET',
  path: '/api/files/:key/',
  access: { auth: 'public' },
  summary:
    'The bytes of an uploaded file with its content type. A private document (the default) only through a short-lived signed link (`expires` and `signature`) the server hands to those who may see it, with `Cache-Control: private, no-store`; a missing, altered or expired link is 403. A public file (a profile picture) needs no signature and is served with `Cache-Control: public, max-age=86400`.',
  tags: ['uploads'],
  params: storedFileKeyParamsSchema,
  query: fileLinkQuerySchema,
  response: z.string().meta({ description: 'The file’s bytes', format: 'binary' }),
});

export const uploadsEndpoints = [presignUserUpload, uploadFile, getPrivateFile] as const;
