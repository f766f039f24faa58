// `GET client/users/organization-chart/`: the world federation's organisations, departments, groups and
// jobs as a tree, for the job-information step. Changes rarely: cached for the session.
import { getOrganizationChart } from '@portal/contract/endpoints/sign-up-steps';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getOrganizationChartQueryOptions = () =>
  queryOptions({
    queryKey: ['organization-chart'],
    queryFn: ({ signal }) => apiRequest(getOrganizationChart, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
