// One page of registrations for an event sport, as the federation and team registration screens list them:
// the count, a table from tablet width up and cards on a phone, a Withdraw button for those who may withdraw
// (after confirming) and the pager. The screen's component loads the page and says what to call the people.
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
import type { Paged } from '@portal/contract/http';
import { isActiveStatus, type Participant } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconUsers } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { formatCount } from '../../../shared/format/count';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { formatFee } from '../lib/phase';
import { entriesText } from '../lib/registration';
import { ConfirmModal } from './confirm-modal';
import { PeopleSkeleton } from './staff-group-list';
import { PersonCell, PHONE_QUERY } from './staff-people-table';

export function feeText(participant: Participant): string {
  const { amount, reduced, currency } = participant.fee;
  return amount === null ? 'No fee' : `${formatFee(amount, currency)}${reduced ? ' (reduced)' : ''}`;
}

/** A column of the list: its header (the label on a phone card) and each row's text. */
export interface RegistrationColumn {
  readonly label: string;
  readonly value: (row: Participant) => string;
}

/** The column after the status: an official's function, else an athlete's entries. */
export function functionOrEntries(official: boolean, downhillAsLuge: boolean): RegistrationColumn {
  return official
    ? { label: 'Function', value: (row) => row.function ?? '-' }
    : { label: 'Entries', value: (row) => entriesText(row.entries, downhillAsLuge) };
}

export interface ParticipantRegistrationsListProps {
  readonly list: UseQueryResult<Paged<Participant>>;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly pageSize: number;
  /** The list's accessible name, the people in a sentence, the empty list's title, and the badge of a
   *  request over the quota (none: the badge is not shown). */
  readonly nouns: {
    readonly list: string;
    readonly many: string;
    readonly none: string;
    readonly extra?: string;
  };
  /** A column before the name (the team athlete's jersey number). */
  readonly leading?: RegistrationColumn;
  /** The column after the status: entries or function. */
  readonly described: RegistrationColumn;
  /** Whether an approved registration links to its credential card. */
  readonly credentialLinks: boolean;
  readonly actionsWidth: number;
  readonly canWithdraw: boolean;
  readonly withdraw: (participantId: number) => Promise<unknown>;
  /** What the confirmation says withdrawing does. */
  readonly withdrawMessage: (name: string) => string;
  /** Runs once a registration is withdrawn, before the tip is shown. */
  readonly onWithdrawn?: () => void;
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

export function ParticipantRegistrationsList({
  list,
  page,
  onPage,
  pageSize,
  nouns,
  leading,
  described,
  credentialLinks,
  actionsWidth,
  canWithdraw,
  withdraw,
  withdrawMessage,
  onWithdrawn,
}: ParticipantRegistrationsListProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
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
  const status = (row: Participant) => (
    <Group gap={4} wrap="wrap">
      <ParticipantStatusBadge status={row.status} />
      {nouns.extra && row.extra_quota ? (
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
  const cardFooter = (row: Participant) => {
    if (credentialLinks && (action(row) || row.status === 'approved')) {
      return (
        <Group justify="space-between" mt="xs">
          <CredentialLink row={row} />
          {action(row)}
        </Group>
      );
    }
    return action(row) ? <Group justify="flex-end">{action(row)}</Group> : null;
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.count === 1 ? '1 registration' : `${formatCount(data.count)} registrations`}
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
                  {leading ? <Field label={leading.label}>{leading.value(row)}</Field> : null}
                  <Field label={described.label}>{described.value(row)}</Field>
                  <Field label="Fee">{feeText(row)}</Field>
                </SimpleGrid>
                {cardFooter(row)}
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label={nouns.list}>
              <Table.Thead>
                <Table.Tr>
                  {leading ? <Table.Th w={80}>{leading.label}</Table.Th> : null}
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>{described.label}</Table.Th>
                  <Table.Th ta="right">Fee</Table.Th>
                  <Table.Th w={actionsWidth}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((row) => (
                  <Table.Tr key={row.id}>
                    {leading ? (
                      <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {leading.value(row)}
                      </Table.Td>
                    ) : null}
                    <Table.Td maw={260}>
                      <PersonCell person={row.user} />
                    </Table.Td>
                    <Table.Td>{status(row)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{described.value(row)}</Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      <Text size="sm">{feeText(row)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {credentialLinks ? <CredentialLink row={row} /> : null}
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
      <ListPagination pages={Math.max(1, Math.ceil(data.count / pageSize))} page={page} onChange={onPage} />
      {withdrawing ? (
        <ConfirmModal
          title={`Withdraw ${withdrawing.user.full_name}?`}
          message={withdrawMessage(withdrawing.user.full_name)}
          confirmLabel="Withdraw"
          danger
          onConfirm={() => withdraw(withdrawing.id)}
          onDone={() => {
            onWithdrawn?.();
            appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${withdrawing.user.full_name} is withdrawn` });
            setWithdrawing(null);
          }}
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </Stack>
  );
}
