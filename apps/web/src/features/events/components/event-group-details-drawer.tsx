// `event-group-details` (§8): a sport of the event, its group of disciplines and categories, and where each
// kind of participant's registration stands today, shown beside the event profile without leaving it. Any
// part of the event screens may raise the event; this drawer, mounted on the profile, answers it.
import { Badge, Button, Drawer, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { PARTICIPANT_KIND_LABELS } from '@portal/contract/event';
import { disciplineDisplayName } from '@portal/contract/event-parts';
import { screenPath } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EventGroupDetailsPayload } from '../../../shared/events/app-events';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventSportQueryOptions } from '../api/get-event-sport';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { categoryText } from '../lib/event-display';
import { PhaseBadge } from './phase-badge';

export function EventGroupDetailsDrawer() {
  const [shown, setShown] = useState<EventGroupDetailsPayload | null>(null);
  useAppEvent(APP_EVENTS.EVENT_GROUP_DETAILS, setShown);
  const close = () => setShown(null);

  return (
    <Drawer opened={shown !== null} onClose={close} position="right" size="md" title="Sport details">
      {shown ? <GroupDetails {...shown} onClose={close} /> : null}
    </Drawer>
  );
}

function GroupDetails({
  eventId,
  eventSportId,
  onClose,
}: EventGroupDetailsPayload & { onClose: () => void }) {
  const sport = useQuery(getEventSportQueryOptions(eventId, eventSportId));
  const downhillAsLuge = useDownhillAsLuge();

  if (sport.isPending) return <LoadingState label="Loading the sport" />;
  if (sport.isError) {
    return <ErrorState title="The sport could not be loaded" onRetry={() => void sport.refetch()} />;
  }
  const data = sport.data;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {data.sport.name}
      </Title>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Disciplines
        </Text>
        {data.disciplines.length === 0 ? (
          <Text size="sm" c="dimmed">
            None chosen yet.
          </Text>
        ) : (
          <Group gap={6}>
            {data.disciplines.map((discipline) => (
              <Badge key={discipline.id} variant="outline" color="navy" tt="none">
                {disciplineDisplayName(discipline.name, { downhillAsLuge })}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Categories
        </Text>
        {data.categories.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {data.categories.map((category) => (
              <List.Item key={categoryText(category)}>{categoryText(category)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Registration (today in the event’s time zone: {formatDate(data.today)})
        </Text>
        {data.participants.length === 0 ? (
          <Text size="sm" c="dimmed">
            No registration dates yet.
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs">
            <Table.Tbody>
              {data.participants.map((row) => (
                <Table.Tr key={row.kind}>
                  <Table.Th scope="row" fw={500}>
                    {PARTICIPANT_KIND_LABELS[row.kind]}
                  </Table.Th>
                  <Table.Td c="dimmed">
                    {formatDate(row.opens_on)} – {formatDate(row.closes_on)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <PhaseBadge settings={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button
          component={AppLink}
          to={screenPath('event-sport-profile', { id: eventId, sportId: eventSportId })}
          onClick={onClose}
        >
          Open the sport profile
        </Button>
      </Group>
    </Stack>
  );
}
