// A federation's athletes (or NTOs) registered for an event sport, with their status, entries (or function),
// the fee kept at registration, whether they are a request over the quota, and for the approved a link to
// their credential; administrators withdraw a pending or approved registration after confirming. A table
// from tablet width up, cards on a phone. Listens to `refresh-athletes-dropdown` (§8) to ask again.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { NfRegisteredKind } from '@portal/contract/endpoints/participants';
import { isActiveStatus, type Participant } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listEventSportParticipantsQueryOptions } from '../api/list-event-sport-participants';
import { useWithdrawParticipant } from '../api/withdraw-participant';
import { formatFee } from '../lib/phase';
import { entriesText } from '../lib/registration';
import { ConfirmModal } from './confirm-modal';
import { PeopleSkeleton } from './staff-group-list';
import { PersonCell, PHONE_QUERY } from './staff-people-table';

export const PARTICIPANTS_PAGE_SIZE = 20;

/** What the list calls each kind's registrations. */
const NOUNS: Readonly<Record<NfRegisteredKind, { list: string; many: string; none: string; extra: string }>> =
  {
    athlete: {
      list: 'Registered athletes',
      many: 'registered athletes',
      none: 'No athletes registered yet',
      extra: 'Over the quota',
    },
    nto: {
      list: 'Registered NTOs',
      many: 'registered NTOs',
      none: 'No NTOs registered yet',
      extra: 'Extra official',
    },
  };

export interface RegisteredAthletesProps {
  /** Athletes (the default) or NTOs, whose function shows instead of entries. */
  readonly kind?: NfRegisteredKind;
  /** Only the requests over the quota (`athletes-extra-quota`). */
  readonly extraQuotaOnly?: boolean;
  readonly eventId: number;
  readonly sportId: number;
  readonly federationId: number;
  /** Administrators may withdraw (until the window closes for NF staff). */
  readonly canWithdraw: boolean;
  readonly downhillAsLuge: boolean;
}

export function feeText(participant: Participant): string {
  const { amount, reduced, currency } = participant.fee;
  return amount === null ? 'No fee' : `${formatFee(amount, currency)}${reduced ? ' (reduced)' : ''}`;
}

/** The way to an approved participant's credential card (`/pdf/:id`). */
function CredentialLink({ row }: { readonly row: Participant }) {
  if (row.status !== 'approved') return null;
  return (
    <Anchor
      component={AppLink}
      to={screenPath('pdf', { id: row.id })}
      size="sm"
      aria-label={`Credential of ${row.user.full_name}`}
    >
      Credential
    </Anchor>
  );
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

const EXTRA_QUOTA_NOUNS = {
  list: 'Requests over the quota',
  many: 'requests over the quota',
  none: 'No requests over the quota yet',
  extra: 'Over the quota',
};

export function RegisteredAthletes({
  kind = 'athlete',
  extraQuotaOnly = false,
  eventId,
  sportId,
  federationId,
  canWithdraw,
  downhillAsLuge,
}: RegisteredAthletesProps) {
  const nouns = extraQuotaOnly ? EXTRA_QUOTA_NOUNS : NOUNS[kind];
  const official = kind === 'nto';
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const list = useQuery(
    listEventSportParticipantsQueryOptions(eventId, sportId, {
      kind,
      federation: federationId,
      ...(extraQuotaOnly ? { extra_quota: 'true' as const } : {}),
      page,
      page_size: PARTICIPANTS_PAGE_SIZE,
    }),
  );
  useAppEvent(APP_EVENTS.REFRESH_ATHLETES_DROPDOWN, () => void list.refetch({ cancelRefetch: false }));
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
  const described = (row: Participant) =>
    official ? (row.function ?? '-') : entriesText(row.entries, downhillAsLuge);
  const status = (row: Participant) => (
    <Group gap={4} wrap="wrap">
      <ParticipantStatusBadge status={row.status} />
      {row.extra_quota ? (
        <Badge variant="outline" color="navy" tt="none" style={{ flexShrink: 0 }}>
          {nouns.extra}
        </Badge>
      ) : null}
    </Group>
  );
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
                  {status(row)}
                </Group>
                <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="sm">
                  <Field label={official ? 'Function' : 'Entries'}>{described(row)}</Field>
                  <Field label="Fee">{feeText(row)}</Field>
                </SimpleGrid>
                {action(row) || row.status === 'approved' ? (
                  <Group justify="space-between" mt="xs">
                    <CredentialLink row={row} />
                    {action(row)}
                  </Group>
                ) : null}
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label={nouns.list}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>{official ? 'Function' : 'Entries'}</Table.Th>
                  <Table.Th ta="right">Fee</Table.Th>
                  <Table.Th w={canWithdraw ? 190 : 100}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td maw={260}>
                      <PersonCell person={row.user} />
                    </Table.Td>
                    <Table.Td>{status(row)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{described(row)}</Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      <Text size="sm">{feeText(row)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <CredentialLink row={row} />
                        {action(row)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </StaleWhileLoading>
      <ListPagination
        pages={Math.max(1, Math.ceil(data.count / PARTICIPANTS_PAGE_SIZE))}
        page={page}
        onChange={setPage}
      />
      {withdrawing ? (
        <ConfirmModal
          title={`Withdraw ${withdrawing.user.full_name}?`}
          message={`${withdrawing.user.full_name} will no longer take part in this sport. Their place in the quota is freed; they may be registered again while registration is open.`}
          confirmLabel="Withdraw"
          danger
          onConfirm={() => withdraw.mutateAsync(withdrawing.id)}
          onDone={() => {
            appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${withdrawing.user.full_name} is withdrawn` });
            setWithdrawing(null);
          }}
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </Stack>
  );
}
