// The events of the current view as cards, with their states: loading, failed (retry), empty (with or
// without filters), and the pager. The previous page stays visible, dimmed, while the next loads.
import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listEventsQueryOptions } from '../api/list-events';
import { EVENTS_PAGE_SIZE, type EventsView, eventsQuery, hasActiveFilters } from '../lib/events-view';
import { EventCard } from './event-card';

export interface EventsResultsProps {
  readonly view: EventsView;
  readonly seesStatus: boolean;
  readonly onPage: (page: number) => void;
  readonly onClearFilters: () => void;
}

function ListSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading events">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={170} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export function EventsResults({ view, seesStatus, onPage, onClearFilters }: EventsResultsProps) {
  const list = useQuery(listEventsQueryOptions(eventsQuery(view, seesStatus)));

  if (list.isPending) return <ListSkeleton />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The events could not be loaded"
        message={list.error instanceof ApiError ? list.error.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data;
  const pages = Math.max(1, Math.ceil(page.count / EVENTS_PAGE_SIZE));
  const icon = <IconCalendarOff size={28} stroke={1.6} aria-hidden />;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.count === 1 ? '1 event' : `${formatCount(page.count)} events`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      {page.results.length === 0 ? (
        hasActiveFilters(view.filters) ? (
          <EmptyState
            icon={icon}
            title="No events match these filters"
            description="Try other filters, or clear them to see every event."
            action={
              <Button variant="light" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={icon} title="No events yet" description="Published events will show here." />
        )
      ) : (
        <StaleWhileLoading stale={list.isPlaceholderData}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {page.results.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </SimpleGrid>
        </StaleWhileLoading>
      )}
      <ListPagination pages={pages} page={view.page} onChange={onPage} />
    </Stack>
  );
}
