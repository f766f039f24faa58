// /event/:id/:sportId (§2, the sport profile): the sport of an event with its disciplines and categories,
// and per participant kind its registration days, fees in the event's currency and today's phase (decision
// 015), its default quota per federation and the federations' own quotas (decision 016). A blocked Register
// raises the §8 dates guard. WSK administrators edit the dates, fees and quotas here. With the §9 flag on,
// NF staff read the discipline Downhill as Luge.
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { disciplineDisplayName } from '@portal/contract/event-parts';
import { screenPath } from '@portal/contract/routes';
import { sportTypeDisplayName } from '@portal/contract/sport';
import { IconArrowLeft, IconCalendarCog } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { DatesGuardModal } from '../components/dates-guard-modal';
import { EventNotFound } from '../components/event-not-found';
import { FederationQuotasSection } from '../components/federation-quotas-section';
import { ParticipantSettingsEditor } from '../components/participant-settings-editor';
import { ParticipantWindowCard } from '../components/participant-window-card';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';
import { registrationPath } from '../lib/dates-guard';
import { categoryText } from '../lib/event-display';

const is404 = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

export default function EventSportProfileScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const event = useQuery(getEventQueryOptions(eventId));
  const sport = useQuery(getEventSportQueryOptions(eventId, sportId));
  const [editing, setEditing] = useState(false);
  const { isNfStaff } = capabilities;
  const downhillAsLuge = useDownhillAsLuge();

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
                registerPath={
                  event.data.status === 'published' ? registrationPath(settings.kind, eventId, data.id) : null
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
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
