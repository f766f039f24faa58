// `GET client/sport/user-sports/wsk_sports/` or `nf_sports/`: the sports list of a WSK or NF staff user
// (their own), which the staff sport-selection step replaces as a whole.
import { getNfSports, getWskSports } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export type StaffSportsKind = 'wsk' | 'nf';

export const getStaffSportsQueryOptions = (kind: StaffSportsKind) =>
  queryOptions({
    queryKey: ['user-sports', 'staff', kind],
    queryFn: ({ signal }) => apiRequest(kind === 'wsk' ? getWskSports : getNfSports, { query: {}, signal }),
  });
