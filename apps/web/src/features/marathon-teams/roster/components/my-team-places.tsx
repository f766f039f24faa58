// "My team places": the signed-in user's roster places. Pending ones are answered here (Accept / Decline);
// accepted ones may be left after a confirmation. Each answer raises `update_user_roster_team` (§8) and
// reloads the lists. Nothing shows while the user has no place.
import { Anchor, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { screenPath } from '@portal/contract/routes';
import type { RosterEntry } from '@portal/contract/team';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { appEvents } from '../../../../shared/events/app-events';
import { AppLink } from '../../../../shared/ui/app-link';
import { ErrorState } from '../../../../shared/ui/error-state';
import { LoadingBlock } from '../../../../shared/ui/loading-block';
import { ConfirmDialog } from '../../teams/components/confirm-dialog';
import { useChangeRosterStatus } from '../api/change-roster-status';
import { listMyRosterQueryOptions } from '../api/list-my-roster';
import { useRemoveRosterEntry } from '../api/remove-roster-entry';

const jerseyText = (entry: RosterEntry) =>
  entry.jersey_number === null ? 'No jersey number' : `Jersey number ${entry.jersey_number}`;

function PlaceCard({ entry, children }: { readonly entry: RosterEntry; readonly children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={entry.team.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Anchor component={AppLink} to={screenPath('marathon-team', { id: entry.team.id })} fw={600}>
            {entry.team.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {jerseyText(entry)}
          </Text>
        </Stack>
        <Group gap="xs">{children}</Group>
      </Group>
    </Card>
  );
}

export function MyTeamPlaces() {
  const pending = useQuery(listMyRosterQueryOptions('pending'));
  const accepted = useQuery(listMyRosterQueryOptions('accepted'));
  const answer = useChangeRosterStatus();
  const leave = useRemoveRosterEntry();
  const [leaving, setLeaving] = useState<RosterEntry | null>(null);
  const [answering, setAnswering] = useState<number | null>(null);

  if (pending.isPending || accepted.isPending) {
    return <LoadingBlock height={72} radius="md" label="Loading your team places" />;
  }
  if (pending.isError || accepted.isError) {
    return (
      <ErrorState
        titleOrder={2}
        title="Your team places could not be loaded"
        onRetry={() => {
          void pending.refetch();
          void accepted.refetch();
        }}
      />
    );
  }
  if (pending.data.length === 0 && accepted.data.length === 0) return null;

  const reply = async (entry: RosterEntry, status: 'accepted' | 'declined') => {
    setAnswering(entry.id);
    try {
      await answer.mutateAsync({ entryId: entry.id, status });
      appEvents.emit(APP_EVENTS.SHOW_TIP, {
        message:
          status === 'accepted'
            ? `You joined the roster of ${entry.team.name}.`
            : `You declined the place on ${entry.team.name}.`,
      });
    } catch (error) {
      appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, {
        message:
          error instanceof ApiError && error.error.message
            ? error.error.message
            : 'Your answer could not be saved. Please try again.',
      });
    } finally {
      setAnswering(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-team-places">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-team-places">
          My team places
        </Title>
        {pending.data.length > 0 ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              These teams added you to their roster. Accept to skate for them, or decline.
            </Text>
            {pending.data.map((entry) => (
              <PlaceCard key={entry.id} entry={entry}>
                <Badge color="yellow" variant="light">
                  Waiting for your answer
                </Badge>
                <Button
                  size="xs"
                  onClick={() => void reply(entry, 'accepted')}
                  loading={answering === entry.id && answer.variables?.status === 'accepted'}
                  disabled={answering !== null}
                  aria-label={`Accept the place on ${entry.team.name}`}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void reply(entry, 'declined')}
                  loading={answering === entry.id && answer.variables?.status === 'declined'}
                  disabled={answering !== null}
                  aria-label={`Decline the place on ${entry.team.name}`}
                >
                  Decline
                </Button>
              </PlaceCard>
            ))}
          </Stack>
        ) : null}
        {accepted.data.map((entry) => (
          <PlaceCard key={entry.id} entry={entry}>
            <Badge color="green" variant="light">
              On the roster
            </Badge>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setLeaving(entry)}
              aria-label={`Leave ${entry.team.name}`}
            >
              Leave
            </Button>
          </PlaceCard>
        ))}
      </Stack>
      {leaving ? (
        <ConfirmDialog
          title={`Leave ${leaving.team.name}?`}
          message="You leave the team’s roster. The team’s administrator may add you again later."
          confirmLabel="Leave team"
          confirm={() => leave.mutateAsync(leaving.id)}
          pending={leave.isPending}
          failure="You could not leave the team. Please try again."
          onClose={() => setLeaving(null)}
        />
      ) : null}
    </Paper>
  );
}
