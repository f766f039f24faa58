// `POST client/users/users/export_to/email/`: the same export as export_to/, made in the background and
// e-mailed to the caller as a link (for exports too large to wait for).
import { type ExportUsersBody, exportUsersByEmail } from '@portal/contract/endpoints/user-management';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function useExportUsersByEmail() {
  return useMutation({
    mutationFn: (body: ExportUsersBody) => apiRequest(exportUsersByEmail, { body }),
  });
}
