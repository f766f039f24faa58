// Uploading a document or picture (spec §7 `presign_url/`): checks the file in the browser, asks the API
// for a single-use upload target, posts the file there as multipart/form-data without a token, and hands
// back the stored name (`new_file_name`) the record that references the file is saved with.
import type { presignEventUpload } from '@portal/contract/endpoints/event-parts';
import type { presignLegalGuardianUpload } from '@portal/contract/endpoints/legal-guardians';
import type { presignTeamApplicationDocument } from '@portal/contract/endpoints/team-applications';
import type { presignTeamLogo } from '@portal/contract/endpoints/teams';
import {
  MAX_UPLOAD_BYTES,
  type presignUserUpload,
  UPLOAD_TYPES,
  type UploadExtension,
} from '@portal/contract/endpoints/uploads';
import type { PresignedUpload } from '@portal/contract/user';
import { isAbortError, normalizeError } from '../api/api-error';
import { apiRequest } from '../api/http-client';

/**
 * The presign calls of the app: every one takes `{file_name}` and answers `{url, fields, new_file_name}`.
 * A call with path parameters (an event's files) comes with them.
 */
export type PresignEndpoint =
  | typeof presignUserUpload
  | typeof presignLegalGuardianUpload
  | typeof presignTeamApplicationDocument
  | typeof presignTeamLogo
  | { readonly endpoint: typeof presignEventUpload; readonly params: { readonly id: number } };

function presign(target: PresignEndpoint, fileName: string, signal: AbortSignal | undefined) {
  const body = { file_name: fileName };
  return 'endpoint' in target
    ? apiRequest(target.endpoint, { params: target.params, body, signal })
    : apiRequest(target, { body, signal });
}

export const IMAGE_EXTENSIONS: readonly UploadExtension[] = ['jpg', 'jpeg', 'png', 'webp'];
export const DOCUMENT_EXTENSIONS: readonly UploadExtension[] = [...IMAGE_EXTENSIONS, 'pdf'];

const MAX_UPLOAD_MEGABYTES = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

export const uploadMessages = {
  wrongType: 'Choose a JPEG, PNG, WebP or PDF file',
  wrongImageType: 'Choose a JPEG, PNG or WebP picture',
  tooBig: `The file is larger than ${MAX_UPLOAD_MEGABYTES} MB`,
  empty: 'The file is empty',
  expired: 'The upload link has expired. Please choose the file again.',
  failed: 'The file could not be uploaded. Please try again.',
} as const;

/** What the file chooser accepts and the description under the field says. */
export function acceptedTypes(imagesOnly = false): { accept: string; description: string } {
  const extensions = imagesOnly ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS;
  const mimeTypes = [...new Set(extensions.map((extension) => UPLOAD_TYPES[extension]))];
  return {
    accept: [...mimeTypes, ...extensions.map((extension) => `.${extension}`)].join(','),
    description: `${imagesOnly ? 'JPEG, PNG or WebP' : 'JPEG, PNG, WebP or PDF'}, up to ${MAX_UPLOAD_MEGABYTES} MB`,
  };
}

/** A failed upload with the message to show on the field. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  /** The request was cancelled (the field was left); nothing to show. */
  readonly aborted: boolean;

  constructor(message: string, { aborted = false, cause }: { aborted?: boolean; cause?: unknown } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.aborted = aborted;
  }
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The message for a file the browser can already tell is refused, or null when it may be sent. */
export function checkUploadFile(
  file: File,
  { imagesOnly = false }: { imagesOnly?: boolean } = {},
): string | null {
  const allowed = imagesOnly ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS;
  const wrongType = imagesOnly ? uploadMessages.wrongImageType : uploadMessages.wrongType;
  const extension = extensionOf(file.name) as UploadExtension;
  if (!allowed.includes(extension)) return wrongType;
  // The server decides the type by the extension and sniffs the bytes; a type the browser knows to differ
  // (a renamed file) would only be refused after the upload.
  if (file.type !== '' && file.type !== UPLOAD_TYPES[extension]) return wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooBig;
  if (file.size === 0) return uploadMessages.empty;
  return null;
}

/** The first message of a failed presign call: a field message of the reply, else its own message. */
function presignFailure(error: unknown): UploadError {
  if (isAbortError(error))
    return new UploadError('The upload was cancelled', { aborted: true, cause: error });
  const normalized = normalizeError(error);
  // A network failure has no reply, and its message (fetch's "Failed to fetch") means nothing to a user.
  if (normalized.statusCode === undefined) return new UploadError(uploadMessages.failed, { cause: error });
  const message = Object.values(normalized.invalid_fields ?? {}).flat()[0] ?? normalized.error.message;
  return new UploadError(message || uploadMessages.failed, { cause: error });
}

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  403: uploadMessages.expired,
  413: uploadMessages.tooBig,
};

/**
 * A refused upload: the message of the error body ({status, error: {code, message}, invalid_fields}), else
 * one for the status. A body that is not the API's (a proxy's page) is never shown as it is.
 */
async function uploadFailure(response: Response): Promise<UploadError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? normalizeError({ response, body }) : null;
  const message = error ? (Object.values(error.invalid_fields ?? {}).flat()[0] ?? error.error.message) : null;
  return new UploadError(message || STATUS_MESSAGES[response.status] || uploadMessages.failed, {
    cause: error ?? response.status,
  });
}

export interface UploadFileOptions {
  /** Accept pictures only (JPEG, PNG, WebP), e.g. a profile picture. */
  readonly imagesOnly?: boolean;
  readonly signal?: AbortSignal;
}

/**
 * Uploads `file` through `presignEndpoint` and resolves with its `new_file_name`. Rejects with an
 * UploadError whose message is ready to show: the browser's own checks (type, 10 MB), else the server's.
 */
export async function uploadFile(
  presignEndpoint: PresignEndpoint,
  file: File,
  { imagesOnly = false, signal }: UploadFileOptions = {},
): Promise<string> {
  const refused = checkUploadFile(file, { imagesOnly });
  if (refused) throw new UploadError(refused);
  let target: PresignedUpload;
  try {
    target = await presign(presignEndpoint, file.name, signal);
  } catch (error) {
    throw presignFailure(error);
  }
  const form = new FormData();
  // The signature covers the fields, and the upload target reads them before the file part.
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    // No Authorization: the signed fields authorise the upload, and the target may be another origin.
    response = await fetch(target.url, { method: 'POST', body: form, signal });
  } catch (error) {
    throw signal?.aborted
      ? new UploadError('The upload was cancelled', { aborted: true, cause: error })
      : new UploadError(uploadMessages.failed, { cause: error });
  }
  if (!response.ok) throw await uploadFailure(response);
  return target.new_file_name;
}
