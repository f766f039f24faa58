// A team's roster on its page (its administrator and WSK staff): jersey number, athlete with avatar and
// federation, the place's status, and for those who may change it, Remove (after a confirmation) and
// "Add athlete" (never while the team is banned). A table on wide screens, cards on phones; paged.
import { Avatar, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ROSTER_STATUS_LABELS,
  type RosterEntry,
  type RosterStatus,
  type TeamDetail,
} from '@portal/contract/team';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { imageUrl } from '../../../../shared/format/image-url';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ErrorState } from '../../../../shared/ui/error-state';
import { LoadingBlock } from '../../../../shared/ui/loading-block';
import { ListPagination, StaleWhileLoading } from '../../../../shared/ui/paged-list';
import { ConfirmDialog } from '../../teams/components/confirm-dialog';
import { listRosterQueryOptions } from '../api/list-roster';
import { useRemoveRosterEntry } from '../api/remove-roster-entry';
import { AddAthleteDialog } from './add-athlete-dialog';

const PAGE_SIZE = 20;
const PHONE_QUERY = '(max-width: 47.99em)';

const STATUS_COLORS: Readonly<Record<RosterStatus, string>> = {
  pending: 'yellow',
  accepted: 'green',
  declined: 'gray',
};

function StatusBadge({ status }: { readonly status: RosterStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {ROSTER_STATUS_LABELS[status]}
    </Badge>
  );
}

function Athlete({ entry }: { readonly entry: RosterEntry }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={imageUrl(entry.user.avatar, { width: 64, height: 64 })} size={32} radius="xl" />
      <div>
        <Text fw={600} size="sm">
          {entry.user.full_name}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.user.federation?.name ?? 'No federation'}
        </Text>
      </div>
    </Group>
  );
}

export interface RosterCardProps {
  readonly team: TeamDetail;
  /** Add and remove athletes. */
  readonly canChange: boolean;
}

export function RosterCard({ team, canChange }: RosterCardProps) {
  const [page, setPage] = useState(1);
  const roster = useQuery(listRosterQueryOptions({ team: team.id, page, page_size: PAGE_SIZE }));
  const remove = useRemoveRosterEntry();
  const [removing, setRemoving] = useState<RosterEntry | null>(null);
  const [adding, setAdding] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  const removeButton = (entry: RosterEntry) =>
    canChange ? (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => setRemoving(entry)}
        aria-label={`Remove ${entry.user.full_name}`}
      >
        Remove
      </Button>
    ) : null;

  let body: React.ReactNode;
  if (roster.isPending) {
    body = <LoadingBlock height={120} label="Loading the roster" />;
  } else if (roster.isError && !roster.data) {
    body = (
      <ErrorState
        title="The roster could not be loaded"
        message={roster.error instanceof ApiError ? roster.error.error.message : undefined}
        onRetry={() => void roster.refetch()}
      />
    );
  } else if (roster.data.results.length === 0) {
    body = (
      <EmptyState
        title="No athletes on the roster yet"
        description={canChange ? 'Add athletes: each one accepts their place.' : undefined}
      />
    );
  } else {
    const entries = roster.data.results;
    body = (
      <StaleWhileLoading stale={roster.isPlaceholderData}>
        {phone ? (
          <Stack gap="sm">
            {entries.map((entry) => (
              <Card
                key={entry.id}
                withBorder
                radius="md"
                padding="sm"
                component="article"
                aria-label={entry.user.full_name}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={700} size="lg" w={32} ta="center">
                      {entry.jersey_number ?? '-'}
                    </Text>
                    <Athlete entry={entry} />
                  </Group>
                  {removeButton(entry)}
                </Group>
                <Group mt="xs">
                  <StatusBadge status={entry.status} />
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label="Roster">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>Jersey</Table.Th>
                  <Table.Th>Athlete</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {canChange ? <Table.Th w={100} /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td fw={700}>{entry.jersey_number ?? '-'}</Table.Td>
                    <Table.Td>
                      <Athlete entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={entry.status} />
                    </Table.Td>
                    {canChange ? <Table.Td>{removeButton(entry)}</Table.Td> : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </StaleWhileLoading>
    );
  }

  const pages = roster.data ? Math.max(1, Math.ceil(roster.data.count / PAGE_SIZE)) : 1;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-roster">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="team-roster">
            Roster
          </Title>
          {canChange ? (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add athlete
            </Button>
          ) : null}
        </Group>
        {body}
        <ListPagination pages={pages} page={page} onChange={setPage} />
      </Stack>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.user.full_name}?`}
          message={`${removing.user.full_name} leaves the roster of ${team.name} and their jersey number is free again.`}
          confirmLabel="Remove athlete"
          confirm={() => remove.mutateAsync(removing.id)}
          pending={remove.isPending}
          failure="The athlete could not be removed. Please try again."
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {adding ? <AddAthleteDialog team={team} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
