// The sports of an event as links to their sport profiles; WSK administrators add sports here.
import { Button, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { listEventSportsQueryOptions } from '../api/list-event-sports';
import { AddSportModal } from './add-sport-modal';

export function EventSports({ eventId, canAdd }: { readonly eventId: number; readonly canAdd: boolean }) {
  const sports = useQuery(listEventSportsQueryOptions(eventId));
  const [adding, setAdding] = useState(false);

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
            <UnstyledButton
              key={item.id}
              component={AppLink}
              to={screenPath('event-sport-profile', { id: eventId, sportId: item.id })}
            >
              <Paper withBorder radius="md" px="md" py="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} c="navy">
                    {item.sport.name}
                  </Text>
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </Paper>
            </UnstyledButton>
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
    </Stack>
  );
}
