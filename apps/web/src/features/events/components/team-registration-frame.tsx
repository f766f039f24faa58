// The frame of a team's registration screens for an event sport (`team-admin-to`, `team-admin-athletes`;
// decision 017, "Teams"): the event, the sport and the team loaded, with their not-found and error states;
// the team is the user's team-admin team (§3), or the one a `?team=` address names (WSK staff read any team,
// the server decides). Without a team: who registers here instead. Then the heading (team, sport, event),
// the kind's window and the team's use of its quota, the unpublished and read-only notices and the §8 dates
// guard; the screen fills in the rest.
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { TeamRegisteredKind } from '@portal/contract/endpoints/teams';
import type { Event, EventSport, ParticipantSettings } from '@portal/contract/event';
import type { TeamRegistration } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { useTeamAdminTeam } from '../../../shared/teams/use-team-admin-team';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { getTeamRegistrationQueryOptions } from '../api/get-team-registration';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { kindSettings } from '../lib/registration';
import { DatesGuardModal } from './dates-guard-modal';
import { EventNotFound } from './event-not-found';
import { QuotaUse } from './quota-use';
import { RegistrationNotAvailable } from './registration-not-available';
import { RegistrationWindowSummary } from './registration-window-summary';
import { EventPartHeading } from './staff-event-heading';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

/** What the screen's parts are drawn from, once the team's registration is known. */
export interface TeamRegistrationContext {
  readonly event: Event;
  readonly sport: EventSport;
  readonly settings: ParticipantSettings;
  readonly teamId: number;
  readonly registration: TeamRegistration;
  /** Registering and withdrawing: the team's administrator or a WSK administrator, on a published event. */
  readonly editable: boolean;
  readonly isWskStaff: boolean;
}

const KIND_TEXT: Readonly<Record<TeamRegisteredKind, { many: string; none: string }>> = {
  team_official: { many: 'team officials', none: 'Team officials do not register for this sport' },
  team_athlete: { many: 'team athletes', none: 'Team athletes do not register for this sport' },
};

/** `?team=12`: a team named in the address, else null. */
function teamOfAddress(params: URLSearchParams): number | null {
  const value = params.get('team');
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export interface TeamRegistrationFrameProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly kind: TeamRegisteredKind;
  readonly title: string;
  readonly children: (context: TeamRegistrationContext) => ReactNode;
}

export function TeamRegistrationFrame({
  eventId,
  sportId,
  kind,
  title,
  children,
}: TeamRegistrationFrameProps) {
  const [params] = useSearchParams();
  const capabilities = useEventCapabilities();
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const own = useTeamAdminTeam();
  const event = useQuery(getEventQueryOptions(eventId));
  const sport = useQuery(getEventSportQueryOptions(eventId, sportId));
  const teamId = teamOfAddress(params) ?? own.team?.id ?? null;
  const registration = useQuery({
    ...getTeamRegistrationQueryOptions(eventId, sportId, teamId ?? 0),
    enabled: teamId !== null,
  });
  const nouns = KIND_TEXT[kind];

  if (event.isPending || sport.isPending || (me.isPending && me.fetchStatus !== 'idle') || own.isPending)
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
  const unavailable = (heading: string, description: ReactNode) => (
    <RegistrationNotAvailable eventId={eventId} sportId={sportId} title={heading} description={description} />
  );
  const settings = kindSettings(sport.data, kind);
  if (!settings) return unavailable(nouns.none, 'This sport has no registration window for them.');
  if (teamId === null) {
    return capabilities.isWskStaff
      ? unavailable(
          'Team registrations are made by the team’s administrator',
          'Each team’s administrator registers its officials and athletes here. To read a team’s registrations, open this page with the team in the address (?team=<team id>).',
        )
      : unavailable(
          'You do not administer a team',
          `A team’s administrator registers its ${nouns.many} here. Ask your team’s administrator, or WSK, if you should be one.`,
        );
  }
  if (registration.isPending) return <LoadingState label="Loading the team’s registration" />;
  if (statusOf(registration.error) === 403)
    return unavailable(
      'This team’s registration is not available to you',
      'Only the team’s administrator and WSK staff see its registrations.',
    );
  if (statusOf(registration.error) === 404)
    return unavailable('Team not found', 'The team does not exist or is no longer available.');
  if (registration.isError) {
    return (
      <ErrorState
        titleOrder={1}
        title="The team’s registration could not be loaded"
        message={registration.error instanceof ApiError ? registration.error.error.message : undefined}
        onRetry={() => void registration.refetch()}
      />
    );
  }

  const published = event.data.status === 'published';
  const data = registration.data;
  const editable = data.editable && published;
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
        {data.team.name}: {sport.data.sport.name} at {event.data.name}.
      </EventPartHeading>

      {published ? null : (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          Registration opens once the event is published.
        </Alert>
      )}
      {published && !data.editable ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          You can read {data.team.name}’s registrations; its administrator registers and withdraws them.
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RegistrationWindowSummary settings={settings} currency={event.data.currency} />
        <QuotaUse use={data.kinds.find((use) => use.kind === kind)} noun={nouns.many} />
      </SimpleGrid>

      {children({
        event: event.data,
        sport: sport.data,
        settings,
        teamId,
        registration: data,
        editable,
        isWskStaff: capabilities.isWskStaff,
      })}
      <DatesGuardModal />
    </Stack>
  );
}
