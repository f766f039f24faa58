// `POST client/sport/user-sports/wsk_sports/` or `nf_sports/`: a WSK or NF staff user replaces their list
// of sports (and marks the sport step).
import { type StaffSportsBody, setNfSports, setWskSports } from '@portal/contract/endpoints/sport-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getStaffSportsQueryOptions, type StaffSportsKind } from './get-staff-sports';

export function useSetStaffSports(kind: StaffSportsKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSportsBody) => apiRequest(kind === 'wsk' ? setWskSports : setNfSports, { body }),
    onSuccess: (sports) => queryClient.setQueryData(getStaffSportsQueryOptions(kind).queryKey, sports),
  });
}
