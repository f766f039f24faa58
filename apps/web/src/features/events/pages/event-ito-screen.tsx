// /event/:id/ito (§2, decision 016): the international technical officials assigned to the event's sports,
// filtered by sport. WSK administrators assign approved ITOs, change their function and remove them; other
// signed-in people apply to officiate a sport from here.
import { Button, Group, Select, Stack } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconSend, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { tokenManager } from '../../../shared/auth/token-manager';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { EventNotFound } from '../components/event-not-found';
import { ItoAssignModal } from '../components/ito-assign-modal';
import { ItoList } from '../components/ito-list';
import { EventPartHeading } from '../components/staff-event-heading';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';

export default function EventItoScreen() {
  const { eventId } = useRouteIds();
  const capabilities = useEventCapabilities();
  const event = useQuery(getEventQueryOptions(eventId));
  const [sportId, setSportId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  if (event.isPending) return <LoadingState label="Loading the officials" />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.statusCode === 404) return <EventNotFound />;
    return (
      <ErrorState
        titleOrder={1}
        title="The officials could not be loaded"
        message={event.error instanceof ApiError ? event.error.error.message : undefined}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const sports = event.data.sports.map((sport) => ({ id: sport.id, name: sport.sport.name }));
  const canManage = capabilities.canManage && event.data.status !== 'archived' && sports.length > 0;
  // WSK staff decide on applications (and assign ITOs directly); everyone else signed in may apply.
  const canApply = tokenManager.hasTokens() && !capabilities.isWskStaff && event.data.status !== 'archived';

  return (
    <Stack gap="lg">
      <EventPartHeading
        eventId={eventId}
        eventName={event.data.name}
        title="Officials"
        action={
          canManage ? (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              Assign an ITO
            </Button>
          ) : null
        }
      >
        The international technical officials (ITOs) of {event.data.name}, by sport.
      </EventPartHeading>
      {canApply && sports.length > 0 ? (
        <Group gap="sm">
          {sports.map((sport) => (
            <Button
              key={sport.id}
              component={AppLink}
              to={screenPath('event-ito-registration', { id: eventId, sportId: sport.id })}
              variant="light"
              leftSection={<IconSend size={18} aria-hidden />}
            >
              Apply as ITO for {sport.name}
            </Button>
          ))}
        </Group>
      ) : null}
      {sports.length > 1 ? (
        <Select
          label="Sport"
          maw={360}
          allowDeselect={false}
          data={[
            { value: '', label: 'All sports' },
            ...sports.map((sport) => ({ value: String(sport.id), label: sport.name })),
          ]}
          value={sportId === null ? '' : String(sportId)}
          onChange={(value) => setSportId(value ? Number(value) : null)}
        />
      ) : null}
      <ItoList eventId={eventId} sportId={sportId} canManage={canManage} />
      {adding ? (
        <ItoAssignModal
          eventId={eventId}
          sports={sports}
          sportId={sportId}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
