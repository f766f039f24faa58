// /event-registration/:id/:sportId/athlete (§2, decision 017): the signed-in athlete registers themselves
// for an event sport where it takes self-registrations (else their national federation registers them).
// Their eligibility with the reasons they may not register, the athlete window and today's fee, and either
// their registration (withdrawn while it holds a place and the window is open) or the form to register.
import { Alert, List, SimpleGrid, Stack } from '@mantine/core';
import { isActiveStatus } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { getSelfRegistrationQueryOptions } from '../api/get-self-registration';
import { DatesGuardModal } from '../components/dates-guard-modal';
import { EventNotFound } from '../components/event-not-found';
import { OwnRegistration } from '../components/own-registration';
import { RegistrationNotAvailable } from '../components/registration-not-available';
import { RegistrationWindowSummary } from '../components/registration-window-summary';
import { SelfRegistrationForm } from '../components/self-registration-form';
import { EventPartHeading } from '../components/staff-event-heading';
import { useRouteIds } from '../hooks/use-route-ids';
import { kindSettings, reasonTexts, windowClosed } from '../lib/registration';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

export default function EventRegistrationAthleteScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const event = useQuery(getEventQueryOptions(eventId));
  const sport = useQuery(getEventSportQueryOptions(eventId, sportId));
  const self = useQuery(getSelfRegistrationQueryOptions(eventId, sportId));

  if (statusOf(event.error) === 404) return <EventNotFound />;
  if (statusOf(sport.error) === 404 || statusOf(self.error) === 404) return <EventNotFound what="sport" />;
  if (statusOf(self.error) === 403) {
    return (
      <RegistrationNotAvailable
        eventId={eventId}
        sportId={sportId}
        title="Athletes register here"
        description={
          self.error instanceof ApiError && self.error.error.message
            ? self.error.error.message
            : 'This page is for athletes registering themselves for the sport.'
        }
      />
    );
  }
  if (event.isPending || sport.isPending || self.isPending)
    return <LoadingState label="Loading your registration" />;
  if (event.isError || sport.isError || self.isError) {
    const error = event.error ?? sport.error ?? self.error;
    return (
      <ErrorState
        titleOrder={1}
        title="Your registration could not be loaded"
        message={error instanceof ApiError ? error.error.message : undefined}
        onRetry={() => {
          void event.refetch();
          void sport.refetch();
          void self.refetch();
        }}
      />
    );
  }
  const settings = kindSettings(sport.data, 'athlete');
  if (!self.data.allowed || !settings) {
    return (
      <RegistrationNotAvailable
        eventId={eventId}
        sportId={sportId}
        title="Your national federation registers you"
        description={`Athletes do not register themselves for ${sport.data.sport.name} at ${event.data.name}. Ask your national federation to register you.`}
      />
    );
  }
  const { candidate, participant } = self.data;
  const holdsPlace = participant !== null && isActiveStatus(participant.status);
  // A rejected or withdrawn athlete may register again: the old registration stays on show above the form.
  const reasons = reasonTexts(candidate.reasons.filter((reason) => reason !== 'already_registered'));

  return (
    <Stack gap="xl">
      <EventPartHeading
        eventId={eventId}
        eventName={event.data.name}
        back={{
          to: screenPath('event-sport-profile', { id: eventId, sportId }),
          label: `${sport.data.sport.name} · ${event.data.name}`,
        }}
        title="Register as an athlete"
      >
        {sport.data.sport.name} at {event.data.name}.
      </EventPartHeading>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RegistrationWindowSummary settings={settings} currency={event.data.currency} />
        {participant ? (
          <OwnRegistration
            eventId={eventId}
            sportId={sportId}
            participant={participant}
            canWithdraw={!windowClosed(settings)}
          />
        ) : null}
      </SimpleGrid>

      {holdsPlace ? null : candidate.eligible ? (
        <SelfRegistrationForm
          eventId={eventId}
          sport={sport.data}
          settings={settings}
          categories={candidate.categories}
        />
      ) : (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="You may not register for this sport yet"
        >
          <List size="sm" aria-label="Why you may not register">
            {reasons.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <DatesGuardModal />
    </Stack>
  );
}
