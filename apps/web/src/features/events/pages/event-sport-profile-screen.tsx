// /event/:id/:sportId (§2, the sport profile): the sport of an event with its disciplines and categories,
// and per participant kind its registration days, fees in the event's currency and today's phase (decision
// 015), its default quota per federation and the federations' own quotas (decision 016). The athlete and NTO
// windows lead NF and WSK staff to register a federation's athletes and NTOs, and athletes to register
// themselves where the sport allows it (decision 017); a blocked Register raises the §8 dates guard. NF and
// WSK staff also find the federation's requests over the quota, pre-seed results (where the sport has them)
// and credentials pick-up here. WSK administrators edit
// the dates, fees and quotas and whether athletes register themselves here. A team's administrator (§3: the
// user's team-admin team) registers the team's officials and athletes from their windows; WSK staff read
// them there. With the §9 flag on, NF staff read the discipline Downhill as Luge.
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { EventSport, ParticipantKind } from '@portal/contract/event';
import { disciplineDisplayName } from '@portal/contract/event-parts';
import { screenPath } from '@portal/contract/routes';
import { sportTypeDisplayName } from '@portal/contract/sport';
import { IconArrowLeft, IconCalendarCog, IconId, IconListNumbers, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { formatDate } from '../../../shared/format/date';
import { SportPaymentCard } from '../../../shared/payments/sport-payment-card';
import { useTeamAdminTeam } from '../../../shared/teams/use-team-admin-team';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { useUpdateEventSport } from '../api/update-event-sport';
import { DatesGuardModal } from '../components/dates-guard-modal';
import { EventNotFound } from '../components/event-not-found';
import { FederationQuotasSection } from '../components/federation-quotas-section';
import { ParticipantSettingsEditor } from '../components/participant-settings-editor';
import { ParticipantWindowCard } from '../components/participant-window-card';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';
import type { EventCapabilities } from '../lib/capabilities';
import { registrationPath } from '../lib/dates-guard';
import { categoryText } from '../lib/event-display';

const is404 = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

const TEAM_REGISTER_LABELS: Readonly<Partial<Record<ParticipantKind, string>>> = {
  team_official: 'Register team officials',
  team_athlete: 'Register team athletes',
};

/** The way into a kind's registration for this user, or null when they have none. */
function registerFor(
  kind: ParticipantKind,
  eventId: number,
  sport: EventSport,
  capabilities: EventCapabilities,
  /** Whether the user administers a team (§3: has a team-admin team). */
  teamAdmin: boolean,
): { path: string; label: string; guarded: boolean } | null {
  // A team's administrator registers its officials and athletes (and reads them, withdraws them) whatever
  // the window says; WSK staff read them. Nobody else has a team to register.
  const teamLabel = TEAM_REGISTER_LABELS[kind];
  if (teamLabel !== undefined) {
    if (!teamAdmin && !capabilities.isWskStaff) return null;
    const path = registrationPath(kind, eventId, sport.id);
    return path ? { path, label: teamLabel, guarded: false } : null;
  }
  // Federations register their NTOs (and read them, withdraw them) whatever the window says.
  if (kind === 'nto') {
    if (!capabilities.isNfStaff && !capabilities.isWskStaff) return null;
    const path = screenPath('event-registration-nto', { id: eventId, sportId: sport.id });
    return { path, label: 'Register NTOs', guarded: false };
  }
  if (kind !== 'athlete') {
    const path = registrationPath(kind, eventId, sport.id);
    return path ? { path, label: 'Register', guarded: true } : null;
  }
  // Federations register their athletes (and read them, withdraw them) whatever the window says.
  if (capabilities.isNfStaff || capabilities.isWskStaff) {
    const path = screenPath('event-registration-individual-athletes', { id: eventId, sportId: sport.id });
    return { path, label: 'Register athletes', guarded: false };
  }
  if (capabilities.isAthlete && sport.allow_self_registration) {
    const path = registrationPath('athlete', eventId, sport.id);
    return path ? { path, label: 'Register', guarded: true } : null;
  }
  return null;
}

/** The federation's other registration screens of this sport, for NF and WSK staff. */
function FederationLinks({ eventId, sport }: { readonly eventId: number; readonly sport: EventSport }) {
  const ids = { id: eventId, sportId: sport.id };
  return (
    <Group gap="sm" component="nav" aria-label="Federation registration">
      {sport.need_extra_quota ? (
        <Button
          component={AppLink}
          to={screenPath('event-registration-athletes-extra-quota', ids)}
          variant="default"
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Extra quota
        </Button>
      ) : null}
      {sport.need_pre_seed ? (
        <Button
          component={AppLink}
          to={screenPath('event-registration-athletes-pre-seed', ids)}
          variant="default"
          leftSection={<IconListNumbers size={16} aria-hidden />}
        >
          Pre-seed
        </Button>
      ) : null}
      <Button
        component={AppLink}
        to={screenPath('event-registration-credentials-pickup', ids)}
        variant="default"
        leftSection={<IconId size={16} aria-hidden />}
      >
        Credentials pick-up
      </Button>
    </Group>
  );
}

/** Whether the sport's athletes register themselves: a switch for WSK administrators, a line for others. */
function SelfRegistrationSetting({
  eventId,
  sport,
  canEdit,
}: {
  readonly eventId: number;
  readonly sport: EventSport;
  readonly canEdit: boolean;
}) {
  const update = useUpdateEventSport(eventId, sport.id);
  if (!canEdit) {
    return (
      <Text size="sm" c="dimmed">
        {sport.allow_self_registration
          ? 'Athletes register themselves for this sport.'
          : 'National federations register the athletes of this sport.'}
      </Text>
    );
  }
  return (
    <Switch
      label="Athletes register themselves"
      description="Off: national federations register their athletes."
      checked={sport.allow_self_registration}
      disabled={update.isPending}
      onChange={(event) => {
        const allow = event.currentTarget.checked;
        update.mutate(
          { allow_self_registration: allow },
          {
            onError: (error) =>
              appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, {
                message:
                  (error instanceof ApiError ? error.error.message : null) ??
                  'The change could not be saved. Please try again.',
              }),
          },
        );
      }}
    />
  );
}

export default function EventSportProfileScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const event = useQuery(getEventQueryOptions(eventId));
  const sport = useQuery(getEventSportQueryOptions(eventId, sportId));
  const [editing, setEditing] = useState(false);
  const { isNfStaff } = capabilities;
  const downhillAsLuge = useDownhillAsLuge();
  const teamAdmin = useTeamAdminTeam().team !== null;

  if (event.isPending || sport.isPending) return <LoadingState label="Loading the sport" />;
  if (event.isError && is404(event.error)) return <EventNotFound />;
  if (sport.isError && is404(sport.error)) return <EventNotFound what="sport" />;
  if (event.isError || sport.isError) {
    const error = event.error ?? sport.error;
    return (
      <ErrorState
        titleOrder={1}
        title="The sport could not be loaded"
        message={error instanceof ApiError ? error.error.message : undefined}
        onRetry={() => {
          void event.refetch();
          void sport.refetch();
        }}
      />
    );
  }
  const data = sport.data;
  const currency = event.data.currency;
  const canEdit = capabilities.canManage && event.data.status !== 'archived';

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor component={AppLink} to={screenPath('event-profile', { id: eventId })} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {event.data.name}
          </Group>
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.sport.name}
        </Title>
        {/* The type reads the same as most sports' names; it is shown where it tells more. */}
        {sportTypeDisplayName(data.sport.type) !== data.sport.name ? (
          <Text c="dimmed">Sport type: {sportTypeDisplayName(data.sport.type)}</Text>
        ) : null}
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Disciplines
          </Title>
          {data.disciplines.length > 0 ? (
            <Group gap={6}>
              {data.disciplines.map((discipline) => (
                <Badge key={discipline.id} variant="outline" color="navy" tt="none" fw={500}>
                  {disciplineDisplayName(discipline.name, { downhillAsLuge })}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No disciplines chosen
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Categories
          </Title>
          {data.categories.length > 0 ? (
            <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.1rem' }}>
              {data.categories.map((category) => (
                <Text component="li" size="sm" key={categoryText(category)}>
                  {categoryText(category)}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No categories
            </Text>
          )}
        </Stack>
      </SimpleGrid>

      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Title order={2} size="h3">
              Registration
            </Title>
            <Text size="sm" c="dimmed">
              Today in the event’s time zone: {formatDate(data.today)} ({event.data.time_zone})
            </Text>
          </Stack>
          {canEdit && !editing ? (
            <Button
              variant="light"
              leftSection={<IconCalendarCog size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit dates, fees and quotas
            </Button>
          ) : null}
        </Group>
        {data.participants.some((settings) => settings.kind === 'athlete') || canEdit ? (
          <SelfRegistrationSetting eventId={eventId} sport={data} canEdit={canEdit} />
        ) : null}
        {editing ? (
          <ParticipantSettingsEditor
            eventId={eventId}
            sportId={sportId}
            currency={currency}
            participants={data.participants}
            onClose={() => setEditing(false)}
          />
        ) : data.participants.length === 0 ? (
          <Text size="sm" c="dimmed">
            Registration dates have not been set for this sport yet.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
            {data.participants.map((settings) => (
              <ParticipantWindowCard
                key={settings.kind}
                settings={settings}
                currency={currency}
                register={
                  event.data.status === 'published'
                    ? registerFor(settings.kind, eventId, data, capabilities, teamAdmin)
                    : null
                }
              />
            ))}
          </SimpleGrid>
        )}
        {(capabilities.isWskStaff || isNfStaff) && event.data.status === 'published' && !editing ? (
          <FederationLinks eventId={eventId} sport={data} />
        ) : null}
      </Stack>
      <SportPaymentCard eventId={eventId} sportId={sportId} currency={currency} />
      {capabilities.isWskStaff || isNfStaff ? (
        <FederationQuotasSection
          eventId={eventId}
          sportId={sportId}
          kinds={data.participants.map((settings) => settings.kind)}
          canEdit={canEdit}
          own={isNfStaff}
        />
      ) : null}
      <DatesGuardModal />
    </Stack>
  );
}
