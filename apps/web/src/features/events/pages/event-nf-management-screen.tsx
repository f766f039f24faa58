// /event/:id/nf-management (§2, decisions 016 and 017): the national federations and what each has for the
// event. WSK staff search and page through every federation, and in a second tab (`?tab=participants`)
// manage every participant of the event; NF staff have only their own federation, so they go straight to
// it. Everyone else is refused by the server (403) and told so.
import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { getEventQueryOptions } from '../api/get-event';
import { listNfManagementQueryOptions } from '../api/list-nf-management';
import { EventNotFound } from '../components/event-not-found';
import { EventParticipantsTab } from '../components/event-participants-tab';
import { NfManagementTable } from '../components/nf-management-table';
import { NfNotAvailable } from '../components/nf-not-available';
import { EventPartHeading } from '../components/staff-event-heading';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';
import { type NfManagementTab, PARTICIPANTS_TAB, readNfManagementTab } from '../lib/participants-view';

const PAGE_SIZE = 20;
const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

export default function EventNfManagementScreen() {
  const { eventId } = useRouteIds();
  const { isNfStaff, isWskStaff, canManage } = useEventCapabilities();
  const event = useQuery(getEventQueryOptions(eventId));
  // The tab, the search and the page live in the address, as in every list: reload, back and shared links
  // keep them. Only WSK staff have the participants tab.
  const [params, setParams] = useSearchParams();
  const tab: NfManagementTab = isWskStaff ? readNfManagementTab(params) : 'federations';
  const search = params.get('search') || undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const show = (next: { search?: string | undefined; page?: number }) => {
    const nextSearch = 'search' in next ? next.search : search;
    const nextPage = next.page ?? 1;
    setParams({
      ...(nextSearch ? { search: nextSearch } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });
  };
  const list = useQuery({
    ...listNfManagementQueryOptions(eventId, { search, page, page_size: PAGE_SIZE }),
    enabled: tab === 'federations',
  });
  // Each tab starts unfiltered on its first page.
  const showTab = (next: NfManagementTab) => setParams(next === PARTICIPANTS_TAB ? { tab: next } : {});

  if (statusOf(event.error) === 404 || statusOf(list.error) === 404) return <EventNotFound />;
  if (statusOf(list.error) === 403) return <NfNotAvailable eventId={eventId} />;
  const own = isNfStaff ? list.data?.results : undefined;
  // NF staff have one federation: its page is the one to see.
  if (own?.length === 1 && own[0] && !search) {
    return (
      <Navigate
        replace
        to={screenPath('event-nf-management-federation', { id: eventId, federationId: own[0].federation.id })}
      />
    );
  }

  const federations = (
    <Stack gap="lg">
      <DebouncedSearchField
        label="Search federations"
        placeholder="Name or code"
        value={search}
        onChange={(value) => show({ search: value })}
      />
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading federations">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} height={44} radius="sm" />
          ))}
        </Stack>
      ) : list.isError && !list.data ? (
        <ErrorState
          title="The federations could not be loaded"
          message={list.error instanceof ApiError ? list.error.error.message : undefined}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<IconBuildingCommunity size={28} stroke={1.6} aria-hidden />}
          title={search ? 'No federation matches this search' : 'No national federations yet'}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data.count === 1 ? '1 federation' : `${formatCount(list.data.count)} federations`}
            {list.isPlaceholderData ? ' · loading…' : ''}
          </Text>
          <StaleWhileLoading stale={list.isPlaceholderData}>
            <NfManagementTable eventId={eventId} rows={list.data.results} />
          </StaleWhileLoading>
          <ListPagination
            pages={Math.max(1, Math.ceil(list.data.count / PAGE_SIZE))}
            page={page}
            onChange={(next) => show({ page: next })}
          />
        </Stack>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <EventPartHeading eventId={eventId} eventName={event.data?.name ?? 'Event'} title="NF management">
        {tab === PARTICIPANTS_TAB
          ? 'Every participant of this event: approve or reject pending registrations, withdraw and export.'
          : 'National federations with their eligible athletes, own quotas and administrators for this event.'}
      </EventPartHeading>
      {isWskStaff ? (
        <Tabs
          value={tab}
          onChange={(value) => value && value !== tab && showTab(value as NfManagementTab)}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="federations">Federations</Tabs.Tab>
            <Tabs.Tab value={PARTICIPANTS_TAB}>Participants</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="federations" pt="lg">
            {federations}
          </Tabs.Panel>
          <Tabs.Panel value={PARTICIPANTS_TAB} pt="lg">
            <EventParticipantsTab eventId={eventId} sports={event.data?.sports ?? []} canDecide={canManage} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        federations
      )}
    </Stack>
  );
}
