// /event/:id/staff/registration and /event/:id/loc/registration (§2, decision 017): a signed-in person
// applies to the event's staff or its local organising committee with a function; WSK staff read the
// applications there instead, and WSK administrators approve or reject them (people are also added
// directly on the staff list).
import { Button, Stack } from '@mantine/core';
import type { StaffGroup } from '@portal/contract/event-parts';
import { screenPath } from '@portal/contract/routes';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useApplyForStaff } from '../api/apply-for-staff';
import { getEventQueryOptions } from '../api/get-event';
import { getStaffRegistrationQueryOptions } from '../api/get-staff-registration';
import { useRouteIds } from '../hooks/use-route-ids';
import { eventCapabilities } from '../lib/capabilities';
import { EventNotFound } from './event-not-found';
import { RoleApplicationSelf } from './role-application-self';
import { RoleApplicationsList } from './role-applications-list';
import { EventPartHeading } from './staff-event-heading';

const WORDS = {
  staff: { list: 'the event staff', apply: 'Apply to the staff', review: 'Staff applications' },
  loc: { list: 'the local organising committee', apply: 'Apply to the LOC', review: 'LOC applications' },
} as const;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

export function RoleApplicationStaffScreen({ group }: { readonly group: StaffGroup }) {
  const { eventId } = useRouteIds();
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const capabilities = eventCapabilities(me.data ?? null);
  const reviewing = capabilities.isWskStaff;
  const event = useQuery(getEventQueryOptions(eventId));
  const registration = useQuery({
    ...getStaffRegistrationQueryOptions(eventId, group),
    // WSK staff decide on applications rather than send one.
    enabled: me.isSuccess && !reviewing,
  });
  const apply = useApplyForStaff(eventId, group);
  const words = WORDS[group];

  if (statusOf(event.error) === 404 || statusOf(registration.error) === 404) return <EventNotFound />;
  if (me.isPending || event.isPending || (!reviewing && registration.isPending))
    return <LoadingState label="Loading the applications" />;
  if (event.isError || registration.isError) {
    const error = event.error ?? registration.error;
    return (
      <ErrorState
        titleOrder={1}
        title={reviewing ? 'The applications could not be loaded' : 'Your application could not be loaded'}
        message={error instanceof ApiError ? error.error.message : undefined}
        onRetry={() => {
          void event.refetch();
          if (!reviewing) void registration.refetch();
        }}
      />
    );
  }
  const back = { to: screenPath('event-staff', { id: eventId }), label: `Staff · ${event.data.name}` };

  if (reviewing) {
    return (
      <Stack gap="lg">
        <EventPartHeading
          eventId={eventId}
          eventName={event.data.name}
          back={back}
          title={words.review}
          action={
            <Button
              component={AppLink}
              to={screenPath('event-staff', { id: eventId })}
              variant="light"
              leftSection={<IconUsersGroup size={18} aria-hidden />}
            >
              Staff list
            </Button>
          }
        >
          People who applied to {words.list} of {event.data.name}. Approving one puts them on the list; WSK
          administrators also add people directly on the staff list.
        </EventPartHeading>
        <RoleApplicationsList
          eventId={eventId}
          kind={group}
          sportId={null}
          canDecide={capabilities.canManage && event.data.status !== 'archived'}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <EventPartHeading eventId={eventId} eventName={event.data.name} back={back} title={words.apply}>
        Apply to serve on {words.list} of {event.data.name}. WSK decides on every application.
      </EventPartHeading>
      {registration.data ? (
        <RoleApplicationSelf
          registration={registration.data}
          listName={words.list}
          onApply={(body) => apply.mutateAsync(body)}
        />
      ) : null}
    </Stack>
  );
}
