// `GET client/support/requests/my/`: the signed-in user's most recent requests to support, newest first.
import { getMySupportRequests, type SupportRequest } from '@portal/contract/endpoints/support';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getMySupportRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['support-requests', 'my'],
    queryFn: ({ signal }) => apiRequest(getMySupportRequests, { signal }),
    // The contract promises newest first; sorting again keeps the list right should that ever slip.
    select: (requests: SupportRequest[]) =>
      [...requests].sort((a, b) => Date.parse(b.created) - Date.parse(a.created)),
  });
