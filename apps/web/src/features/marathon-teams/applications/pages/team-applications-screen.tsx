// /marathon-applications (§2, decision 019): WSK staff review the marathon team applications, waiting for
// review first; filters (status, country, search) and the page live in the address. Anyone else is told the
// page is not theirs.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../../shared/ui/screen-heading';
import { listTeamApplicationsQueryOptions } from '../api/review';
import { ApplicationsFilters } from '../components/applications-filters';
import { ApplicationsList } from '../components/applications-list';
import { NoAccess } from '../components/no-access';
import {
  type ApplicationsView,
  applicationsQuery,
  applicationsViewParams,
  changeApplicationsView,
  readApplicationsView,
} from '../lib/applications-view';
import { useReviewAccess } from '../lib/review-access';

function Applications() {
  const [params, setParams] = useSearchParams();
  const view = readApplicationsView(params);
  const list = useQuery(listTeamApplicationsQueryOptions(applicationsQuery(view)));
  const show = (next: ApplicationsView, replace = false) =>
    setParams(applicationsViewParams(next), { replace });

  return (
    <Stack gap="lg">
      <ScreenHeading title="Marathon applications">
        Teams that applied to take part in the marathons. Open an application to read it and its documents,
        then approve or reject it.
      </ScreenHeading>
      <ApplicationsFilters
        view={view}
        // Typing a search replaces the history entry; the other filters add one.
        onChange={(change) =>
          show(
            changeApplicationsView(view, change),
            Object.keys(change).every((key) => key === 'search'),
          )
        }
      />
      <ApplicationsList
        query={list}
        filtered={Boolean(view.country || view.search)}
        page={view.page}
        onPage={(page) => show(changeApplicationsView(view, { page }))}
      />
    </Stack>
  );
}

export default function TeamApplicationsScreen() {
  const access = useReviewAccess();
  if (access.pending) return <LoadingState label="Loading the applications" />;
  if (!access.isWskStaff) return <NoAccess />;
  return <Applications />;
}
