// /event/:id/staff (§2, decision 016): the event staff and the local organising committee, a tab each, as
// everyone who sees the event reads them (name, picture, federation, function). WSK administrators add
// people from the staff candidates, change their function and remove them; other signed-in people apply to
// either group from here.
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { STAFF_GROUP_LABELS, STAFF_GROUPS, type StaffGroup } from '@portal/contract/event-parts';
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
import { StaffAddModal } from '../components/staff-add-modal';
import { EventPartHeading } from '../components/staff-event-heading';
import { StaffGroupList } from '../components/staff-group-list';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';

export default function EventStaffScreen() {
  const { eventId } = useRouteIds();
  const capabilities = useEventCapabilities();
  const event = useQuery(getEventQueryOptions(eventId));
  const [group, setGroup] = useState<StaffGroup>('staff');
  const [adding, setAdding] = useState(false);

  if (event.isPending) return <LoadingState label="Loading the staff" />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.statusCode === 404) return <EventNotFound />;
    return (
      <ErrorState
        titleOrder={1}
        title="The staff could not be loaded"
        message={event.error instanceof ApiError ? event.error.error.message : undefined}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const canManage = capabilities.canManage && event.data.status !== 'archived';
  // WSK staff decide on applications (and add people directly); everyone else signed in may apply.
  const canApply = tokenManager.hasTokens() && !capabilities.isWskStaff && event.data.status !== 'archived';

  return (
    <Stack gap="lg">
      <EventPartHeading
        eventId={eventId}
        eventName={event.data.name}
        title="Staff"
        action={
          canManage ? (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              Add a person
            </Button>
          ) : canApply ? (
            <Group gap="sm">
              {STAFF_GROUPS.map((value) => (
                <Button
                  key={value}
                  component={AppLink}
                  to={screenPath(`event-${value}-registration`, { id: eventId })}
                  variant="light"
                  leftSection={<IconSend size={18} aria-hidden />}
                >
                  {value === 'staff' ? 'Apply to the staff' : 'Apply to the LOC'}
                </Button>
              ))}
            </Group>
          ) : null
        }
      >
        The event staff and the local organising committee (LOC) of {event.data.name}.
      </EventPartHeading>
      <Tabs value={group} onChange={(value) => value && setGroup(value as StaffGroup)} keepMounted={false}>
        <Tabs.List mb="md">
          {STAFF_GROUPS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {STAFF_GROUP_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STAFF_GROUPS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <StaffGroupList eventId={eventId} group={value} canManage={canManage} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {adding ? <StaffAddModal eventId={eventId} group={group} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
