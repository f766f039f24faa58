// /event-registration/:id/:sportId/individual-athletes (§2, decision 017): a national federation registers
// its athletes for an event sport. NF staff work for their own federation; WSK staff choose one (kept in the
// address with the search, the page and the eligible-only switch). The athlete window and today's fee, the
// federation's use of its quota, its registered athletes (administrators withdraw them) and its athletes
// with the reasons the ineligible may not be registered. A closed window raises the §8 dates guard.
import { Alert, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { getFederationRegistrationQueryOptions } from '../api/get-federation-registration';
import { getFederationsQueryOptions } from '../api/get-federations';
import { DatesGuardModal } from '../components/dates-guard-modal';
import { EventNotFound } from '../components/event-not-found';
import { QuotaUse } from '../components/quota-use';
import { RegisterAthleteModal } from '../components/register-athlete-modal';
import { RegisteredAthletes } from '../components/registered-athletes';
import { type CandidatesView, RegistrationCandidates } from '../components/registration-candidates';
import { RegistrationNotAvailable } from '../components/registration-not-available';
import { RegistrationWindowSummary } from '../components/registration-window-summary';
import { EventPartHeading } from '../components/staff-event-heading';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';
import { guardWindow, kindSettings, windowClosed } from '../lib/registration';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);
const positive = (text: string | null) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : null;
};

export default function EventRegistrationIndividualAthletesScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const me = useQuery(getMeQueryOptions());
  const event = useQuery(getEventQueryOptions(eventId));
  const sport = useQuery(getEventSportQueryOptions(eventId, sportId));
  const downhillAsLuge = useDownhillAsLuge();
  const [registering, setRegistering] = useState<RegistrationCandidate | null>(null);

  // The federation (WSK staff), the search, the page and the switch live in the address, as in every list.
  const [params, setParams] = useSearchParams();
  const view: CandidatesView = {
    search: params.get('search') || undefined,
    page: positive(params.get('page')) ?? 1,
    eligibleOnly: params.get('eligible') === 'true',
  };
  const chosenFederation = positive(params.get('federation'));
  const show = (change: Partial<CandidatesView> & { federation?: number | null }) => {
    const next = { ...view, ...change };
    const federation = 'federation' in change ? change.federation : chosenFederation;
    setParams(
      {
        ...(federation ? { federation: String(federation) } : {}),
        ...(next.search ? { search: next.search } : {}),
        ...(next.page > 1 ? { page: String(next.page) } : {}),
        ...(next.eligibleOnly ? { eligible: 'true' } : {}),
      },
      { preventScrollReset: true },
    );
  };

  const { isWskStaff, isNfStaff } = capabilities;
  const federationId = isNfStaff ? (me.data?.nf_admin_federation?.id ?? null) : chosenFederation;
  const federations = useQuery({ ...getFederationsQueryOptions(), enabled: isWskStaff });
  const registration = useQuery({
    ...getFederationRegistrationQueryOptions(eventId, sportId, federationId ?? 0),
    enabled: federationId !== null && (isWskStaff || isNfStaff),
  });

  if (event.isPending || sport.isPending || me.isPending)
    return <LoadingState label="Loading the registration" />;
  if (statusOf(event.error) === 404) return <EventNotFound />;
  if (statusOf(sport.error) === 404) return <EventNotFound what="sport" />;
  if (event.isError || sport.isError) {
    const error = event.error ?? sport.error;
    return (
      <ErrorState
        titleOrder={1}
        title="The registration could not be loaded"
        message={error instanceof ApiError ? error.error.message : undefined}
        onRetry={() => {
          void event.refetch();
          void sport.refetch();
        }}
      />
    );
  }
  if (!isWskStaff && !isNfStaff) {
    return (
      <RegistrationNotAvailable
        eventId={eventId}
        sportId={sportId}
        title="Registering athletes is not available to you"
        description="National federations register their athletes here, and WSK staff for any federation."
      />
    );
  }
  const settings = kindSettings(sport.data, 'athlete');
  if (!settings) {
    return (
      <RegistrationNotAvailable
        eventId={eventId}
        sportId={sportId}
        title="Athletes do not register for this sport"
        description="This sport has no registration window for athletes."
      />
    );
  }
  const federationName =
    registration.data?.federation.name ??
    (isNfStaff
      ? me.data?.nf_admin_federation?.name
      : federations.data?.find((federation) => federation.id === federationId)?.name);
  const published = event.data.status === 'published';
  const canRegister = capabilities.canRegister && published;
  const canWithdraw = capabilities.canRegister && (isWskStaff || !windowClosed(settings));
  const use = registration.data?.kinds.find((kind) => kind.kind === 'athlete');

  return (
    <Stack gap="xl">
      <EventPartHeading
        eventId={eventId}
        eventName={event.data.name}
        back={{
          to: screenPath('event-sport-profile', { id: eventId, sportId }),
          label: `${sport.data.sport.name} · ${event.data.name}`,
        }}
        title="Register athletes"
      >
        {sport.data.sport.name} at {event.data.name}
        {federationName ? ` for ${federationName}` : ''}.
      </EventPartHeading>

      {isWskStaff ? (
        <Select
          label="National federation"
          placeholder="Choose a federation"
          searchable
          maw={420}
          data={(federations.data ?? []).map((federation) => ({
            value: String(federation.id),
            label: federation.code ? `${federation.name} (${federation.code})` : federation.name,
          }))}
          value={chosenFederation ? String(chosenFederation) : null}
          onChange={(value) => show({ federation: value ? Number(value) : null, page: 1, search: undefined })}
          nothingFoundMessage={federations.isPending ? 'Loading…' : 'No federation matches'}
        />
      ) : null}

      {published ? null : (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          Registration opens once the event is published.
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RegistrationWindowSummary settings={settings} currency={event.data.currency} />
        {federationId === null ? null : (
          <QuotaUse use={registration.isPending ? null : use} failed={registration.isError} />
        )}
      </SimpleGrid>

      {federationId === null ? (
        <RegistrationNotAvailable
          eventId={eventId}
          sportId={sportId}
          titleOrder={2}
          title={isWskStaff ? 'Choose a national federation' : 'You are not linked to a national federation'}
          description={
            isWskStaff
              ? 'Its registered athletes and the athletes it may register appear here.'
              : 'Ask WSK to link your account to your national federation.'
          }
        />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="registered-athletes">
            <Title order={2} size="h3" id="registered-athletes">
              Registered athletes
            </Title>
            <RegisteredAthletes
              eventId={eventId}
              sportId={sportId}
              federationId={federationId}
              canWithdraw={canWithdraw}
              downhillAsLuge={downhillAsLuge}
            />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="registration-candidates">
            <Title order={2} size="h3" id="registration-candidates">
              Athletes of the federation
            </Title>
            <RegistrationCandidates
              eventId={eventId}
              sportId={sportId}
              federationId={federationId}
              view={view}
              onView={show}
              canRegister={canRegister}
              onRegister={(candidate) => {
                if (!guardWindow(settings)) setRegistering(candidate);
              }}
            />
          </Stack>
        </>
      )}
      {registering && federationId !== null ? (
        <RegisterAthleteModal
          eventId={eventId}
          sport={sport.data}
          candidate={registering}
          federationId={isWskStaff ? federationId : undefined}
          downhillAsLuge={downhillAsLuge}
          onClose={() => setRegistering(null)}
        />
      ) : null}
      <DatesGuardModal />
    </Stack>
  );
}
