// The sports of an event as links to their sport profiles, each with its details beside the profile
// (`event-group-details`); WSK administrators add sports here and remove them from a draft (the server
// refuses once the event is published).
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { EventListItem } from '@portal/contract/event';
import { screenPath } from '@portal/contract/routes';
import { IconChevronRight, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { useDeleteEventSport } from '../api/delete-event-sport';
import { listEventSportsQueryOptions } from '../api/list-event-sports';
import { AddSportModal } from './add-sport-modal';
import { ConfirmModal } from './confirm-modal';

export interface EventSportsProps {
  readonly eventId: number;
  readonly canAdd: boolean;
  /** WSK administrators on a draft event. */
  readonly canDelete?: boolean;
}

export function EventSports({ eventId, canAdd, canDelete = false }: EventSportsProps) {
  const sports = useQuery(listEventSportsQueryOptions(eventId));
  const remove = useDeleteEventSport(eventId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<EventListItem['sports'][number] | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="event-sports-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="event-sports-title">
          Sports
        </Title>
        {canAdd ? (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add sport
          </Button>
        ) : null}
      </Group>
      {sports.isPending ? (
        <Skeleton height={56} radius="md" />
      ) : sports.isError ? (
        <ErrorState title="The sports could not be loaded" onRetry={() => void sports.refetch()} />
      ) : sports.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {canAdd ? 'No sports yet. Add one to set its registration dates and fees.' : 'No sports yet.'}
        </Text>
      ) : (
        <Stack gap="xs">
          {sports.data.map((item) => (
            <Group key={item.id} gap="xs" wrap="nowrap">
              <UnstyledButton
                component={AppLink}
                to={screenPath('event-sport-profile', { id: eventId, sportId: item.id })}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Paper withBorder radius="md" px="md" py="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} c="navy" style={{ overflowWrap: 'anywhere' }}>
                      {item.sport.name}
                    </Text>
                    <IconChevronRight size={18} aria-hidden />
                  </Group>
                </Paper>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Details of ${item.sport.name}`}
                onClick={() =>
                  appEvents.emit(APP_EVENTS.EVENT_GROUP_DETAILS, { eventId, eventSportId: item.id })
                }
              >
                <IconInfoCircle size={18} aria-hidden />
              </ActionIcon>
              {canDelete ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${item.sport.name}`}
                  onClick={() => setDeleting(item)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {adding ? (
        <AddSportModal
          eventId={eventId}
          taken={(sports.data ?? []).map((item) => item.sport.id)}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmModal
          title="Remove the sport?"
          message={`“${deleting.sport.name}” is removed from the draft with its disciplines, categories, registration dates and fees.`}
          confirmLabel="Remove sport"
          danger
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onDone={() => setDeleting(null)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Stack>
  );
}
