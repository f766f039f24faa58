// /event/:id/:sportId/ito/registration (§2, decision 017; `:sportId` is the event sport): an approved ITO
// applies to officiate the sport with a function (anyone else reads `not_an_ito` among the reasons); WSK
// staff read the sport's ITO applications instead, and WSK administrators approve or reject them (ITOs are
// also assigned directly on the officials list).
import { Button, Stack } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useApplyAsIto } from '../api/apply-as-ito';
import { getEventQueryOptions } from '../api/get-event';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { getItoRegistrationQueryOptions } from '../api/get-ito-registration';
import { EventNotFound } from '../components/event-not-found';
import { RoleApplicationSelf } from '../components/role-application-self';
import { RoleApplicationsList } from '../components/role-applications-list';
import { EventPartHeading } from '../components/staff-event-heading';
import { useRouteIds } from '../hooks/use-route-ids';
import { eventCapabilities } from '../lib/capabilities';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

export default function EventItoRegistrationScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const capabilities = eventCapabilities(me.data ?? null);
  const reviewing = capabilities.isWskStaff;
  const event = useQuery(getEventQueryOptions(eventId));
  const sport = useQuery(getEventSportQueryOptions(eventId, sportId));
  const registration = useQuery({
    ...getItoRegistrationQueryOptions(eventId, sportId),
    // WSK staff decide on applications rather than send one.
    enabled: me.isSuccess && !reviewing,
  });
  const apply = useApplyAsIto(eventId, sportId);

  if (statusOf(event.error) === 404) return <EventNotFound />;
  if (statusOf(sport.error) === 404 || statusOf(registration.error) === 404)
    return <EventNotFound what="sport" />;
  if (me.isPending || event.isPending || sport.isPending || (!reviewing && registration.isPending))
    return <LoadingState label="Loading the applications" />;
  if (event.isError || sport.isError || registration.isError) {
    const error = event.error ?? sport.error ?? registration.error;
    return (
      <ErrorState
        titleOrder={1}
        title={reviewing ? 'The applications could not be loaded' : 'Your application could not be loaded'}
        message={error instanceof ApiError ? error.error.message : undefined}
        onRetry={() => {
          void event.refetch();
          void sport.refetch();
          if (!reviewing) void registration.refetch();
        }}
      />
    );
  }
  const sportName = sport.data.sport.name;
  const itoList = screenPath('event-ito', { id: eventId });
  const back = { to: itoList, label: `Officials · ${event.data.name}` };

  if (reviewing) {
    return (
      <Stack gap="lg">
        <EventPartHeading
          eventId={eventId}
          eventName={event.data.name}
          back={back}
          title={`ITO applications for ${sportName}`}
          action={
            <Button
              component={AppLink}
              to={itoList}
              variant="light"
              leftSection={<IconUsersGroup size={18} aria-hidden />}
            >
              Officials list
            </Button>
          }
        >
          International technical officials who applied to officiate {sportName} at {event.data.name}.
          Approving one assigns them to the sport; WSK administrators also assign ITOs directly on the
          officials list.
        </EventPartHeading>
        <RoleApplicationsList
          eventId={eventId}
          kind="ito"
          sportId={sportId}
          canDecide={capabilities.canManage && event.data.status !== 'archived'}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <EventPartHeading
        eventId={eventId}
        eventName={event.data.name}
        back={back}
        title={`Apply as ITO for ${sportName}`}
      >
        Approved international technical officials apply to officiate {sportName} at {event.data.name}. WSK
        decides on every application.
      </EventPartHeading>
      {registration.data ? (
        <RoleApplicationSelf
          registration={registration.data}
          listName={`the officials of ${sportName}`}
          onApply={(body) => apply.mutateAsync(body)}
        />
      ) : null}
    </Stack>
  );
}
