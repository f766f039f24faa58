// The participants of an event as WSK staff manage them: person (picture, name, e-mail, whether an athlete
// still needs a WSK id match), federation, sport, kind and function, entries, status, fee and registration
// day, a table from tablet width up and cards on a phone. WSK administrators approve or reject pending
// registrations and withdraw active ones; an approved participant's credential is a link away.
import {
  Anchor,
  Avatar,
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
import { EVENT_ROLE_LABELS } from '@portal/contract/event-parts';
import { isActiveStatus, type ParticipantRow } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';
import { entriesText } from '../lib/registration';
import { feeText } from './registered-athletes';
import { PHONE_QUERY } from './staff-people-table';

export interface ParticipantsTableProps {
  readonly rows: readonly ParticipantRow[];
  /** WSK administrators: approve, reject and withdraw (viewers only read). */
  readonly canDecide: boolean;
  readonly downhillAsLuge: boolean;
  /** The row whose approval is being sent, if any. */
  readonly approvingId: number | null;
  readonly onApprove: (row: ParticipantRow) => void;
  readonly onReject: (row: ParticipantRow) => void;
  readonly onWithdraw: (row: ParticipantRow) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || undefined;

function PersonCell({ row }: { readonly row: ParticipantRow }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={row.user.avatar} alt="" radius="xl" size={36} color="navy">
        {initials(row.user.full_name)}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.user.full_name}
        </Text>
        {row.email ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
        ) : null}
        {row.need_wsk_match ? (
          <Badge
            variant="light"
            color="orange"
            c="orange.9"
            tt="none"
            size="sm"
            w="fit-content"
            style={{ overflow: 'visible' }}
          >
            Needs WSK match
          </Badge>
        ) : null}
      </Stack>
    </Group>
  );
}

function KindCell({ row }: { readonly row: ParticipantRow }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm">{EVENT_ROLE_LABELS[row.kind]}</Text>
      {row.function ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.function}
        </Text>
      ) : null}
      {row.extra_quota ? (
        <Badge variant="light" color="grape" tt="none" size="sm" w="fit-content">
          Extra quota
        </Badge>
      ) : null}
    </Stack>
  );
}

/** The sport, the kind (with function) and the entries of a registration, in one table cell. */
function RegistrationCell({
  row,
  downhillAsLuge,
}: {
  readonly row: ParticipantRow;
  readonly downhillAsLuge: boolean;
}) {
  const entries = entriesText(row.entries, downhillAsLuge);
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={500}>
        {row.event_sport?.sport.name ?? 'Whole event'}
      </Text>
      <KindCell row={row} />
      {entries === '-' ? null : (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entries}
        </Text>
      )}
    </Stack>
  );
}

const federationText = (row: ParticipantRow) =>
  row.federation ? `${row.federation.name} (${row.federation.code})` : '-';

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What each row offers: its credential once approved, and the decisions an administrator may take. */
function RowActions({
  row,
  canDecide,
  approving,
  onApprove,
  onReject,
  onWithdraw,
}: Omit<ParticipantsTableProps, 'rows' | 'downhillAsLuge' | 'approvingId'> & {
  readonly row: ParticipantRow;
  readonly approving: boolean;
}) {
  const name = row.user.full_name;
  const pending = row.status === 'pending';
  const items: ReactNode[] = [];
  if (row.status === 'approved') {
    items.push(
      <Anchor
        key="credential"
        component={AppLink}
        to={screenPath('pdf', { id: row.id })}
        size="sm"
        aria-label={`Credential of ${name}`}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconId size={16} aria-hidden />
          Credential
        </Group>
      </Anchor>,
    );
  }
  if (canDecide && pending) {
    items.push(
      <Button
        key="approve"
        size="xs"
        variant="light"
        color="green"
        loading={approving}
        aria-label={`Approve ${name}`}
        onClick={() => onApprove(row)}
      >
        Approve
      </Button>,
      <Button
        key="reject"
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`Reject ${name}`}
        onClick={() => onReject(row)}
      >
        Reject
      </Button>,
    );
  }
  if (canDecide && isActiveStatus(row.status)) {
    items.push(
      <Button
        key="withdraw"
        size="xs"
        variant="subtle"
        color="gray"
        aria-label={`Withdraw ${name}`}
        onClick={() => onWithdraw(row)}
      >
        Withdraw
      </Button>,
    );
  }
  if (items.length === 0) return null;
  return (
    <Group gap={6} justify="flex-end" wrap="wrap">
      {items}
    </Group>
  );
}

export function ParticipantsTable(props: ParticipantsTableProps) {
  const { rows, downhillAsLuge, approvingId } = props;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const actions = (row: ParticipantRow) => (
    <RowActions {...props} row={row} approving={approvingId === row.id} />
  );

  if (phone) {
    return (
      <Stack gap="sm" component="ul" aria-label="Participants" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0, flex: 1 }}>
                <PersonCell row={row} />
              </div>
              <ParticipantStatusBadge status={row.status} />
            </Group>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="sm">
              <Field label="Federation">{federationText(row)}</Field>
              <Field label="Sport">{row.event_sport?.sport.name ?? 'Whole event'}</Field>
              <Field label="Kind">
                <KindCell row={row} />
              </Field>
              <Field label="Entries">{entriesText(row.entries, downhillAsLuge)}</Field>
              <Field label="Fee">{feeText(row)}</Field>
              <Field label="Registered">{formatDate(row.created)}</Field>
            </SimpleGrid>
            <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{actions(row)}</div>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label="Participants">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Federation</Table.Th>
            <Table.Th>Registration</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Fee</Table.Th>
            <Table.Th>Registered</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td miw={200} maw={260}>
                <PersonCell row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{federationText(row)}</Text>
              </Table.Td>
              <Table.Td maw={280}>
                <RegistrationCell row={row} downhillAsLuge={downhillAsLuge} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ParticipantStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <Text size="sm">{feeText(row)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <Text size="sm">{formatDate(row.created)}</Text>
              </Table.Td>
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
