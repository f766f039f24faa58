// `PATCH client/events/{id}/reports/{reportId}/`: renames a report or marks it selected or not.
import { type UpdateReportBody, updateEventReport } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventReports } from './list-event-reports';

export function useUpdateEventReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: number; body: UpdateReportBody }) =>
      apiRequest(updateEventReport, { params: { id, reportId }, body }),
    onSuccess: () => invalidateEventReports(queryClient, id),
  });
}
