// `GET client/events/{id}/participants/export/`: the event's participants under the list's filters as a CSV
// or XLSX file (WSK staff). The reply is streamed, so it is read here chunk by chunk (the http client reads
// whole JSON replies) to show progress, and handed back as a Blob to save.
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  type ExportEventParticipantsQuery,
  exportEventParticipants,
} from '@portal/contract/endpoints/participants';
import { EXPORT_CONTENT_TYPES, EXPORT_COUNT_HEADER } from '@portal/contract/endpoints/user-management';
import { buildPath } from '@portal/contract/http';
import { abortedError, normalizeError } from '../../../shared/api/api-error';
import { buildQueryString } from '../../../shared/api/http-client';
import { tokenManager } from '../../../shared/auth/token-manager';
import { appEvents } from '../../../shared/events/app-events';
import {
  addExportChunk,
  type ExportProgress,
  exportFileName,
  startExportProgress,
} from '../lib/participants-export';

export interface ExportedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

export interface ExportEventParticipantsOptions {
  readonly eventId: number;
  readonly query: ExportEventParticipantsQuery;
  readonly signal: AbortSignal;
  readonly onProgress: (progress: ExportProgress) => void;
  /** The access token; the token manager's (refreshed when needed) unless given. */
  readonly getToken?: () => Promise<string | null>;
}

/** The address of an export: the list's filters and the format as query parameters (spec §7). */
export function exportEventParticipantsUrl(eventId: number, query: ExportEventParticipantsQuery): string {
  const search = buildQueryString(query);
  return `${buildPath(exportEventParticipants.path, { id: eventId })}${search ? `?${search}` : ''}`;
}

export async function exportEventParticipantsFile({
  eventId,
  query,
  signal,
  onProgress,
  getToken = tokenManager.getAccessToken,
}: ExportEventParticipantsOptions): Promise<ExportedFile> {
  const format = query.format;
  try {
    const token = await getToken();
    const response = await fetch(exportEventParticipantsUrl(eventId, query), {
      method: exportEventParticipants.method,
      headers: {
        Accept: `${EXPORT_CONTENT_TYPES[format]}, application/json`,
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
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
      fileName: exportFileName(response.headers.get('content-disposition'), format, eventId),
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
