// `GET client/audit/events/`: a page of the audit log, newest first, with the screen's filters.
import { type AuditEventsQuery, listAuditEvents } from '@portal/contract/endpoints/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const listAuditEventsQueryOptions = (query: AuditEventsQuery) =>
  queryOptions({
    queryKey: ['audit-events', query],
    // The signal aborts the request when the filters change before it answers.
    queryFn: ({ signal }) => apiRequest(listAuditEvents, { query, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
