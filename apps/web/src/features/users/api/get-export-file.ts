// `GET client/users/users/exports/{key}/`: an export e-mailed to the signed-in user, with a fresh signed link.
import { getExportFile } from '@portal/contract/endpoints/user-management';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

/** The signed link lives a few minutes (FILE_LINK_TTL_SECONDS): keep it fresh while the screen is open. */
const LINK_REFRESH_MS = 60_000;

export const getExportFileQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['exports', key],
    queryFn: ({ signal }) => apiRequest(getExportFile, { params: { key }, signal }),
    staleTime: 0,
    // A deleted export stays deleted: stop asking once it is gone.
    refetchInterval: (query) => (query.state.status === 'error' ? false : LINK_REFRESH_MS),
  });
