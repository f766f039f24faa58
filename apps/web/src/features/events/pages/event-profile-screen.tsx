// /event/:id/profile (§2): the event's facts, its description and custom sections, and its sports as links
// to their profiles. WSK administrators edit, publish, archive or delete it and add sports here (and remove
// them while it is a draft).
import { Group, Stack, Title } from '@mantine/core';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { getConfigQueryOptions } from '../../../shared/config/get-config';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { EventAdminActions } from '../components/event-admin-actions';
import { EventGroupDetailsDrawer } from '../components/event-group-details-drawer';
import { EventNotFound } from '../components/event-not-found';
import { EventOverview } from '../components/event-overview';
import { EventSports } from '../components/event-sports';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';

export default function EventProfileScreen() {
  const { eventId } = useRouteIds();
  const capabilities = useEventCapabilities();
  const event = useQuery(getEventQueryOptions(eventId));
  const config = useQuery(getConfigQueryOptions());
  const flags = config.data?.flags ?? DEFAULT_STARTUP_FLAGS;

  if (event.isPending) return <LoadingState label="Loading the event" />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.statusCode === 404) return <EventNotFound />;
    return (
      <ErrorState
        titleOrder={1}
        title="The event could not be loaded"
        message={event.error instanceof ApiError ? event.error.error.message : undefined}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const data = event.data;
  const canManage = capabilities.canManage && data.status !== 'archived';

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          {capabilities.canManage ? <EventAdminActions event={data} /> : null}
        </Group>
        <EventOverview event={data} showCustomSections={flags.custom_sections} />
      </Stack>
      <EventSports
        eventId={data.id}
        canAdd={canManage}
        canDelete={capabilities.canManage && data.status === 'draft'}
      />
      <EventGroupDetailsDrawer />
    </Stack>
  );
}
