// The applications to serve an event as WSK staff read them on the staff, LOC and ITO registration screens:
// the event's participants of that kind (and sport, for ITOs), pending ones first shown, any status on
// demand, each with name, federation, function, status and the day it was sent. WSK administrators approve
// (the person joins the list in the same transaction on the server) or reject with a reason.
import {
  Avatar,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { EventParticipantsQuery } from '@portal/contract/endpoints/participants';
import {
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
  type ParticipantRow,
  type ParticipantStatus,
  type RoleRegistrationKind,
} from '@portal/contract/participant';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { formatDate } from '../../../shared/format/date';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { useApproveParticipant } from '../api/approve-participant';
import { listEventParticipantsQueryOptions } from '../api/list-event-participants';
import { ParticipantsRejectModal } from './participants-reject-modal';

const PAGE_SIZE = 20;
type StatusFilter = ParticipantStatus | 'all';

const failureText = (error: unknown, fallback: string) =>
  (error instanceof ApiError ? error.error.message : null) || fallback;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || undefined;

export interface RoleApplicationsListProps {
  readonly eventId: number;
  readonly kind: RoleRegistrationKind;
  /** The ITO applications' event sport; null for staff and LOC. */
  readonly sportId: number | null;
  /** WSK administrators of an event that is not archived: approve and reject (viewers only read). */
  readonly canDecide: boolean;
}

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function ApplicationRow({
  row,
  canDecide,
  approving,
  onApprove,
  onReject,
}: {
  readonly row: ParticipantRow;
  readonly canDecide: boolean;
  readonly approving: boolean;
  readonly onApprove: () => void;
  readonly onReject: () => void;
}) {
  const name = row.user.full_name;
  const reason = row.status === 'pending' ? null : row.decision?.reason;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name} style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={row.user.avatar} alt="" radius="xl" size={36} color="navy">
              {initials(name)}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {row.email ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <ParticipantStatusBadge status={row.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Function" value={row.function ?? '-'} />
          <Fact label="Federation" value={row.user.federation?.name ?? '-'} />
          <Fact label="Applied on" value={formatDate(row.created)} />
        </SimpleGrid>
        {reason ? <Text size="sm">Reason: {reason}</Text> : null}
        {canDecide && row.status === 'pending' ? (
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              color="green"
              loading={approving}
              aria-label={`Approve ${name}`}
              onClick={onApprove}
            >
              Approve
            </Button>
            <Button size="xs" variant="subtle" color="red" aria-label={`Reject ${name}`} onClick={onReject}>
              Reject
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function RoleApplicationsList({ eventId, kind, sportId, canDecide }: RoleApplicationsListProps) {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ParticipantRow | null>(null);
  const approve = useApproveParticipant(eventId);
  const query: EventParticipantsQuery = {
    kind,
    ...(sportId === null ? {} : { event_sport: sportId }),
    ...(status === 'all' ? {} : { status }),
    page,
    page_size: PAGE_SIZE,
  };
  const list = useQuery(listEventParticipantsQueryOptions(eventId, query));

  const approveRow = (row: ParticipantRow) =>
    approve.mutate(row, {
      onSuccess: () =>
        appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${row.user.full_name} is approved and on the list` }),
      onError: (error) =>
        appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, {
          message: failureText(error, 'The application could not be approved. Please try again.'),
        }),
    });

  const statusName = status === 'all' ? '' : `${PARTICIPANT_STATUS_LABELS[status].toLowerCase()} `;
  return (
    <Stack gap="md" component="section" aria-label="Applications">
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(value) => {
          setStatus(value as StatusFilter);
          setPage(1);
        }}
        data={[
          ...PARTICIPANT_STATUSES.map((value) => ({ value, label: PARTICIPANT_STATUS_LABELS[value] })),
          { value: 'all', label: 'All' },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading applications">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} height={96} radius="md" />
          ))}
        </Stack>
      ) : list.isError && !list.data ? (
        <ErrorState
          title="The applications could not be loaded"
          message={list.error instanceof ApiError ? list.error.error.message : undefined}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} stroke={1.6} aria-hidden />}
          titleOrder={2}
          title={`No ${statusName}applications`}
          description="Applications people send from this screen appear here."
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data.count === 1 ? '1 application' : `${list.data.count} applications`}
            {list.isPlaceholderData ? ' · loading…' : ''}
          </Text>
          <StaleWhileLoading stale={list.isPlaceholderData}>
            <Stack gap="sm" component="ul" p={0} m={0}>
              {list.data.results.map((row) => (
                <ApplicationRow
                  key={row.id}
                  row={row}
                  canDecide={canDecide}
                  approving={approve.isPending && approve.variables?.id === row.id}
                  onApprove={() => approveRow(row)}
                  onReject={() => setRejecting(row)}
                />
              ))}
            </Stack>
          </StaleWhileLoading>
          <ListPagination
            pages={Math.max(1, Math.ceil(list.data.count / PAGE_SIZE))}
            page={page}
            onChange={setPage}
          />
        </Stack>
      )}
      {rejecting ? (
        <ParticipantsRejectModal eventId={eventId} row={rejecting} onClose={() => setRejecting(null)} />
      ) : null}
    </Stack>
  );
}
