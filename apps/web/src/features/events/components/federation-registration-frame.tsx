// The frame of a federation's registration screens for an event sport (`individual-athletes`, `nto`,
// `athletes-extra-quota`, `athletes-pre-seed`, `credentials-pickup`; decision 017): the event and the sport loaded, their not-found
// and error states, the "not available" state for everyone but NF and WSK staff (or where the sport does not
// take what the screen is for), the heading, WSK staff's federation choice, the unpublished notice and the
// §8 dates guard. The screen fills in the rest for the federation, once there is one.
import { Alert, Select, Stack } from '@mantine/core';
import type { NfRegisteredKind } from '@portal/contract/endpoints/participants';
import type { Event, EventSport, ParticipantSettings } from '@portal/contract/event';
import type { FederationRegistration } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconInfoCircle } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { getFederationRegistrationQueryOptions } from '../api/get-federation-registration';
import { getFederationsQueryOptions } from '../api/get-federations';
import type { EventCapabilities } from '../lib/capabilities';
import { kindSettings } from '../lib/registration';
import { DatesGuardModal } from './dates-guard-modal';
import { EventNotFound } from './event-not-found';
import { RegistrationNotAvailable } from './registration-not-available';
import { EventPartHeading } from './staff-event-heading';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

/** What the screen's parts are drawn from. */
export interface RegistrationFrameContext {
  readonly event: Event;
  readonly sport: EventSport;
  /** The window of the screen's kind; null for a screen of no kind (credentials pick-up). */
  readonly settings: ParticipantSettings | null;
  /** Null while WSK staff have not chosen one, or for NF staff not linked to one. */
  readonly federationId: number | null;
  /** The federation's use of its quotas (disabled without a federation). */
  readonly registration: UseQueryResult<FederationRegistration, unknown>;
  readonly capabilities: EventCapabilities;
  readonly published: boolean;
}

interface Unavailable {
  readonly title: string;
  readonly description: string;
}

export interface FederationRegistrationFrameProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly capabilities: EventCapabilities;
  readonly title: string;
  /** The kind whose window the screen follows; null for none. */
  readonly kind: NfRegisteredKind | null;
  /** What everyone but NF and WSK staff read. */
  readonly forOthers: Unavailable;
  /** A reason the sport does not take what the screen is for (no `need_pre_seed`…), or null. */
  readonly notOffered?: (sport: EventSport) => Unavailable | null;
  /** What the chosen federation's part of the screen shows, in the "choose a federation" state. */
  readonly federationPart: string;
  /** Shown whether or not a federation is chosen (the window, the quota). */
  readonly summary?: (context: RegistrationFrameContext) => ReactNode;
  readonly chosenFederation: number | null;
  readonly onFederation: (federation: number | null) => void;
  readonly children: (context: RegistrationFrameContext & { readonly federationId: number }) => ReactNode;
}

export function FederationRegistrationFrame({
  eventId,
  sportId,
  capabilities,
  title,
  kind,
  forOthers,
  notOffered,
  federationPart,
  summary,
  chosenFederation,
  onFederation,
  children,
}: FederationRegistrationFrameProps) {
  const me = useQuery(getMeQueryOptions());
  const event = useQuery(getEventQueryOptions(eventId));
  const sport = useQuery(getEventSportQueryOptions(eventId, sportId));
  const { isWskStaff, isNfStaff } = capabilities;
  const federationId = isNfStaff ? (me.data?.nf_admin_federation?.id ?? null) : chosenFederation;
  const federations = useQuery({ ...getFederationsQueryOptions(), enabled: isWskStaff });
  const registration = useQuery({
    ...getFederationRegistrationQueryOptions(eventId, sportId, federationId ?? 0),
    enabled: kind !== null && federationId !== null && (isWskStaff || isNfStaff),
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
  const unavailable = (reason: Unavailable) => (
    <RegistrationNotAvailable
      eventId={eventId}
      sportId={sportId}
      title={reason.title}
      description={reason.description}
    />
  );
  if (!isWskStaff && !isNfStaff) return unavailable(forOthers);
  const settings = kind === null ? null : kindSettings(sport.data, kind);
  if (kind !== null && !settings) {
    return unavailable({
      title:
        kind === 'nto'
          ? 'National technical officials do not register for this sport'
          : 'Athletes do not register for this sport',
      description: 'This sport has no registration window for them.',
    });
  }
  const offered = notOffered?.(sport.data) ?? null;
  if (offered) return unavailable(offered);

  const federationName =
    registration.data?.federation.name ??
    (isNfStaff
      ? me.data?.nf_admin_federation?.name
      : federations.data?.find((federation) => federation.id === federationId)?.name);
  const published = event.data.status === 'published';
  const context: RegistrationFrameContext = {
    event: event.data,
    sport: sport.data,
    settings,
    federationId,
    registration,
    capabilities,
    published,
  };

  return (
    <Stack gap="xl">
      <EventPartHeading
        eventId={eventId}
        eventName={event.data.name}
        back={{
          to: screenPath('event-sport-profile', { id: eventId, sportId }),
          label: `${sport.data.sport.name} · ${event.data.name}`,
        }}
        title={title}
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
          onChange={(value) => onFederation(value ? Number(value) : null)}
          nothingFoundMessage={federations.isPending ? 'Loading…' : 'No federation matches'}
        />
      ) : null}

      {published ? null : (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          Registration opens once the event is published.
        </Alert>
      )}

      {summary?.(context)}

      {federationId === null ? (
        <RegistrationNotAvailable
          eventId={eventId}
          sportId={sportId}
          titleOrder={2}
          title={isWskStaff ? 'Choose a national federation' : 'You are not linked to a national federation'}
          description={
            isWskStaff ? federationPart : 'Ask WSK to link your account to your national federation.'
          }
        />
      ) : (
        children({ ...context, federationId })
      )}
      <DatesGuardModal />
    </Stack>
  );
}
