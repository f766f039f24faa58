// `POST client/events/{id}/reports/`: adds a report (an upload of the event's presign call).
import { type CreateReportBody, createEventReport } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventReports } from './list-event-reports';

export function useCreateEventReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportBody) => apiRequest(createEventReport, { params: { id }, body }),
    onSuccess: () => invalidateEventReports(queryClient, id),
  });
}
