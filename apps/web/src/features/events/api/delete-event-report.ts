// `DELETE client/events/{id}/reports/{reportId}/`: removes a report and its file.
import { deleteEventReport } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { invalidateEventReports } from './list-event-reports';

export function useDeleteEventReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: number) => apiRequest(deleteEventReport, { params: { id, reportId } }),
    onSuccess: () => invalidateEventReports(queryClient, id),
  });
}
