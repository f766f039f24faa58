// `GET client/events/{id}/participants/export/`: the event's participants under the list's filters as a CSV
// or XLSX file (WSK staff), streamed with progress (shared/export).
import {
  type ExportEventParticipantsQuery,
  exportEventParticipants,
} from '@portal/contract/endpoints/participants';
import { buildPath } from '@portal/contract/http';
import { buildQueryString } from '../../../shared/api/http-client';
import { type ExportedFile, type ExportRun, streamExportFile } from '../../../shared/export/stream-export';

/** The address of an export: the list's filters and the format as query parameters (spec §7). */
export function exportEventParticipantsUrl(eventId: number, query: ExportEventParticipantsQuery): string {
  const search = buildQueryString(query);
  return `${buildPath(exportEventParticipants.path, { id: eventId })}${search ? `?${search}` : ''}`;
}

export function exportEventParticipantsFile({
  eventId,
  query,
  ...run
}: ExportRun & {
  readonly eventId: number;
  readonly query: ExportEventParticipantsQuery;
}): Promise<ExportedFile> {
  return streamExportFile({
    ...run,
    url: exportEventParticipantsUrl(eventId, query),
    method: exportEventParticipants.method,
    format: query.format,
    fallbackName: `participants-${eventId}`,
  });
}
