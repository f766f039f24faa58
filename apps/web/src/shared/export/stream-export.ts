// A streamed export (decision 013): the reply of an export endpoint is read chunk by chunk (the http client
// reads whole JSON replies) to show progress, and handed back as a Blob to save. The users export and the
// event participants export both come through here.
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_COUNT_HEADER,
  type ExportFormat,
} from '@portal/contract/endpoints/user-management';
import { abortedError, normalizeError } from '../api/api-error';
import { tokenManager } from '../auth/token-manager';
import { appEvents } from '../events/app-events';
import { addExportChunk, type ExportProgress, exportFileName, startExportProgress } from './export-progress';

export interface ExportedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** What a screen hands the export buttons: how to fetch one format of what it shows. */
export interface ExportRun {
  readonly signal: AbortSignal;
  readonly onProgress: (progress: ExportProgress) => void;
  /** The access token; the token manager's (refreshed when needed) unless given. */
  readonly getToken?: () => Promise<string | null>;
}

export interface StreamExportRequest extends ExportRun {
  readonly url: string;
  readonly method: string;
  /** A JSON body (POST exports); none for GET exports, whose filters travel in the address. */
  readonly body?: unknown;
  readonly format: ExportFormat;
  /** The file name without extension when the reply names none. */
  readonly fallbackName: string;
}

export async function streamExportFile({
  url,
  method,
  body,
  format,
  fallbackName,
  signal,
  onProgress,
  getToken = tokenManager.getAccessToken,
}: StreamExportRequest): Promise<ExportedFile> {
  try {
    const token = await getToken();
    const response = await fetch(url, {
      method,
      headers: {
        Accept: `${EXPORT_CONTENT_TYPES[format]}, application/json`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
    if (!response.ok) {
      const error = normalizeError({ response, body: await response.text() });
      // As the http client does for every error reply (§8).
      appEvents.emit(APP_EVENTS.API_ERROR, error);
      throw error;
    }

    let progress = startExportProgress(format, response.headers.get(EXPORT_COUNT_HEADER));
    onProgress(progress);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        progress = addExportChunk(progress, value);
        onProgress(progress);
      }
    }
    return {
      blob: new Blob(chunks, { type: EXPORT_CONTENT_TYPES[format] }),
      fileName: exportFileName(response.headers.get('content-disposition'), format, fallbackName),
    };
  } catch (error) {
    throw signal.aborted ? abortedError(signal.reason) : normalizeError(error);
  }
}

/** Hands a file to the browser's download through a temporary object URL. */
export function saveFile({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
