// A team's registrations of one kind for an event sport: its officials with their function, or its athletes
// with their jersey number and entries; status and the fee kept at registration. Those who may withdraw
// (the team's administrator until the window closes, WSK administrators) do so after confirming, which
// reloads the jersey selects (§8 `reload-custom-jersey-selections`). A table from tablet width up, cards on
// a phone.
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { TeamRegisteredKind } from '@portal/contract/endpoints/teams';
import { isActiveStatus, type Participant } from '@portal/contract/participant';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listTeamParticipantsQueryOptions } from '../api/list-team-participants';
import { useWithdrawParticipant } from '../api/withdraw-participant';
import { entriesText } from '../lib/registration';
import { ConfirmModal } from './confirm-modal';
import { feeText } from './registered-athletes';
import { PeopleSkeleton } from './staff-group-list';
import { PersonCell, PHONE_QUERY } from './staff-people-table';

export const TEAM_PARTICIPANTS_PAGE_SIZE = 20;

const NOUNS: Readonly<Record<TeamRegisteredKind, { list: string; many: string; none: string }>> = {
  team_official: {
    list: 'Registered team officials',
    many: 'registered team officials',
    none: 'No team officials registered yet',
  },
  team_athlete: {
    list: 'Registered team athletes',
    many: 'registered team athletes',
    none: 'No team athletes registered yet',
  },
};

export interface TeamRegistrationParticipantsProps {
  readonly kind: TeamRegisteredKind;
  readonly eventId: number;
  readonly sportId: number;
  readonly teamId: number;
  readonly canWithdraw: boolean;
  readonly downhillAsLuge: boolean;
}

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function TeamRegistrationParticipants({
  kind,
  eventId,
  sportId,
  teamId,
  canWithdraw,
  downhillAsLuge,
}: TeamRegistrationParticipantsProps) {
  const nouns = NOUNS[kind];
  const official = kind === 'team_official';
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const list = useQuery(
    listTeamParticipantsQueryOptions(eventId, sportId, teamId, {
      kind,
      page,
      page_size: TEAM_PARTICIPANTS_PAGE_SIZE,
    }),
  );
  const withdraw = useWithdrawParticipant(eventId, sportId);
  const [withdrawing, setWithdrawing] = useState<Participant | null>(null);

  if (list.isPending) return <PeopleSkeleton label={`Loading the ${nouns.many}`} />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title={`The ${nouns.many} could not be loaded`}
        titleOrder={3}
        message={list.error instanceof ApiError ? list.error.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const data = list.data;
  if (data.results.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={<IconUsers size={28} stroke={1.6} aria-hidden />}
        title={nouns.none}
        titleOrder={3}
        description={canWithdraw ? 'Register them from the list below.' : undefined}
      />
    );
  }
  const jersey = (row: Participant) => (row.jersey_number === null ? '-' : String(row.jersey_number));
  const action = (row: Participant) =>
    canWithdraw && isActiveStatus(row.status) ? (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`Withdraw ${row.user.full_name}`}
        onClick={() => setWithdrawing(row)}
      >
        Withdraw
      </Button>
    ) : null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.count === 1 ? '1 registration' : `${data.count.toLocaleString('en-US')} registrations`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      <StaleWhileLoading stale={list.isPlaceholderData}>
        {phone ? (
          <Stack gap="sm" component="ul" aria-label={nouns.list} p={0} m={0} style={{ listStyle: 'none' }}>
            {data.results.map((row) => (
              <Paper key={row.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <PersonCell person={row.user} />
                  </div>
                  <ParticipantStatusBadge status={row.status} />
                </Group>
                <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="sm">
                  {official ? (
                    <Field label="Function">{row.function ?? '-'}</Field>
                  ) : (
                    <>
                      <Field label="Jersey">{jersey(row)}</Field>
                      <Field label="Entries">{entriesText(row.entries, downhillAsLuge)}</Field>
                    </>
                  )}
                  <Field label="Fee">{feeText(row)}</Field>
                </SimpleGrid>
                {action(row) ? <Group justify="flex-end">{action(row)}</Group> : null}
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label={nouns.list}>
              <Table.Thead>
                <Table.Tr>
                  {official ? null : <Table.Th w={80}>Jersey</Table.Th>}
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>{official ? 'Function' : 'Entries'}</Table.Th>
                  <Table.Th ta="right">Fee</Table.Th>
                  <Table.Th w={120}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((row) => (
                  <Table.Tr key={row.id}>
                    {official ? null : (
                      <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {jersey(row)}
                      </Table.Td>
                    )}
                    <Table.Td maw={260}>
                      <PersonCell person={row.user} />
                    </Table.Td>
                    <Table.Td>
                      <ParticipantStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {official ? (row.function ?? '-') : entriesText(row.entries, downhillAsLuge)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      <Text size="sm">{feeText(row)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{action(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </StaleWhileLoading>
      <ListPagination
        pages={Math.max(1, Math.ceil(data.count / TEAM_PARTICIPANTS_PAGE_SIZE))}
        page={page}
        onChange={setPage}
      />
      {withdrawing ? (
        <ConfirmModal
          title={`Withdraw ${withdrawing.user.full_name}?`}
          message={`${withdrawing.user.full_name} will no longer take part in this sport for the team. The place in the team’s quota${official ? '' : ' and the jersey number'} are freed.`}
          confirmLabel="Withdraw"
          danger
          onConfirm={() => withdraw.mutateAsync(withdrawing.id)}
          onDone={() => {
            appEvents.emit(APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS);
            appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${withdrawing.user.full_name} is withdrawn` });
            setWithdrawing(null);
          }}
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </Stack>
  );
}
