// `POST client/users/users/export_to/`: the users of a tab under its filters as a CSV or XLSX file, streamed
// with progress (shared/export).
import { type ExportUsersBody, exportUsers } from '@portal/contract/endpoints/user-management';
import { buildPath } from '@portal/contract/http';
import { localIsoDate } from '@portal/contract/user';
import { type ExportedFile, type ExportRun, streamExportFile } from '../../../shared/export/stream-export';

export function exportUsersFile({
  body,
  ...run
}: ExportRun & { readonly body: ExportUsersBody }): Promise<ExportedFile> {
  return streamExportFile({
    ...run,
    url: buildPath(exportUsers.path),
    method: exportUsers.method,
    body,
    format: body.format,
    fallbackName: `users-${localIsoDate(new Date())}`,
  });
}
