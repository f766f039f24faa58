// The Participants tab of an event's NF management (WSK staff): every participant of the event, filtered
// and paged in the address (`?tab=participants&…`), exported as CSV or XLSX under the same filters, with
// approval, rejection (with a reason) and withdrawal for WSK administrators.
import { Skeleton, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { ExportFormat } from '@portal/contract/endpoints/user-management';
import type { ParticipantRow } from '@portal/contract/participant';
import type { Sport } from '@portal/contract/sport';
import { IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { ExportButtons } from '../../../shared/export/export-buttons';
import { formatCount } from '../../../shared/format/count';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { useApproveParticipant } from '../api/approve-participant';
import { exportEventParticipantsFile } from '../api/export-event-participants';
import { eventParticipantsKey, listEventParticipantsQueryOptions } from '../api/list-event-participants';
import { useWithdrawParticipant } from '../api/withdraw-participant';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import {
  hasActiveFilters,
  PARTICIPANTS_PAGE_SIZE,
  type ParticipantsView,
  participantsExportQuery,
  participantsListQuery,
  readParticipantsView,
  withFilter,
  withoutFilters,
  writeParticipantsView,
} from '../lib/participants-view';
import { ConfirmModal } from './confirm-modal';
import { ParticipantsFilters } from './participants-filters';
import { ParticipantsRejectModal } from './participants-reject-modal';
import { ParticipantsTable } from './participants-table';

export interface EventParticipantsTabProps {
  readonly eventId: number;
  /** The event's sports, for the sport filter. */
  readonly sports: readonly { readonly id: number; readonly sport: Pick<Sport, 'name'> }[];
  /** WSK administrators decide; viewers only read and export. */
  readonly canDecide: boolean;
}

/**
 * The view held in the address. Changes start from the latest query this hook wrote, not the last rendered
 * one: the router renders navigations in a transition, so two quick changes would otherwise both start
 * from the same old query and the second undo the first.
 */
function useParticipantsView(): [
  ParticipantsView,
  (change: (view: ParticipantsView) => ParticipantsView) => void,
] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const latest = useRef({ rendered, query: rendered });
  if (latest.current.rendered !== rendered) latest.current = { rendered, query: rendered };
  const update = useCallback(
    (change: (view: ParticipantsView) => ParticipantsView) => {
      const next = writeParticipantsView(
        change(readParticipantsView(new URLSearchParams(latest.current.query))),
      );
      latest.current = { ...latest.current, query: next.toString() };
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  return [readParticipantsView(params), update];
}

type Dialog =
  | { readonly kind: 'reject'; readonly row: ParticipantRow }
  | { readonly kind: 'withdraw'; readonly row: ParticipantRow };

const failureText = (error: unknown, fallback: string) =>
  (error instanceof ApiError ? error.error.message : null) || fallback;

export function EventParticipantsTab({ eventId, sports, canDecide }: EventParticipantsTabProps) {
  const [view, update] = useParticipantsView();
  const downhillAsLuge = useDownhillAsLuge();
  const list = useQuery(listEventParticipantsQueryOptions(eventId, participantsListQuery(view)));
  const approve = useApproveParticipant(eventId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const filtered = hasActiveFilters(view.filters);

  const approveRow = (row: ParticipantRow) =>
    approve.mutate(row, {
      onSuccess: () =>
        appEvents.emit(APP_EVENTS.SHOW_TIP, {
          message: `The registration of ${row.user.full_name} is approved`,
        }),
      onError: (error) =>
        appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, {
          message: failureText(error, 'The registration could not be approved. Please try again.'),
        }),
    });

  return (
    <Stack gap="md">
      <ParticipantsFilters
        filters={view.filters}
        sports={sports}
        onChange={(key, value) => update((current) => withFilter(current, key, value))}
        onClear={() => update(withoutFilters)}
      />
      <ExportButtons
        rowsNoun="participants"
        exportFile={(format: ExportFormat, run) =>
          exportEventParticipantsFile({ ...run, eventId, query: participantsExportQuery(view, format) })
        }
      />
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading participants">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} height={56} radius="sm" />
          ))}
        </Stack>
      ) : list.isError && !list.data ? (
        <ErrorState
          title="The participants could not be loaded"
          message={list.error instanceof ApiError ? list.error.error.message : undefined}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} stroke={1.6} aria-hidden />}
          titleOrder={2}
          title={filtered ? 'No participants match these filters' : 'No participants yet'}
          description={
            filtered ? undefined : 'Registrations of national federations and athletes appear here.'
          }
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data.count === 1 ? '1 participant' : `${formatCount(list.data.count)} participants`}
            {list.isPlaceholderData ? ' · loading…' : ''}
          </Text>
          <StaleWhileLoading stale={list.isPlaceholderData}>
            <ParticipantsTable
              rows={list.data.results}
              canDecide={canDecide}
              downhillAsLuge={downhillAsLuge}
              approvingId={approve.isPending ? (approve.variables?.id ?? null) : null}
              onApprove={approveRow}
              onReject={(row) => setDialog({ kind: 'reject', row })}
              onWithdraw={(row) => setDialog({ kind: 'withdraw', row })}
            />
          </StaleWhileLoading>
          <ListPagination
            pages={Math.max(1, Math.ceil(list.data.count / PARTICIPANTS_PAGE_SIZE))}
            page={view.page}
            onChange={(page) => update((current) => ({ ...current, page }))}
          />
        </Stack>
      )}
      {dialog?.kind === 'reject' ? (
        <ParticipantsRejectModal eventId={eventId} row={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'withdraw' ? (
        <WithdrawModal eventId={eventId} row={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}

/** Confirms a withdrawal; the sport's registration lists and this list are asked again after it. */
function WithdrawModal({
  eventId,
  row,
  onClose,
}: {
  readonly eventId: number;
  readonly row: ParticipantRow;
  readonly onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const withdraw = useWithdrawParticipant(eventId, row.event_sport?.id ?? null);
  const name = row.user.full_name;
  return (
    <ConfirmModal
      title={`Withdraw ${name}?`}
      message={`${name} will no longer take part in ${row.event_sport?.sport.name ?? 'the event'}. Their place in the federation’s quota is freed.`}
      confirmLabel="Withdraw"
      danger
      onConfirm={async () => {
        await withdraw.mutateAsync(row.id);
        await queryClient.invalidateQueries(
          { queryKey: eventParticipantsKey(eventId) },
          { cancelRefetch: false },
        );
      }}
      onDone={() => {
        appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${name} is withdrawn` });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
