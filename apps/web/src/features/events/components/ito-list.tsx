// The ITOs assigned to an event, by sport then name, paged, optionally of one sport; WSK administrators
// edit an official's function or remove the assignment here.
import { Stack, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listEventItosQueryOptions } from '../api/list-event-itos';
import { useRemoveItoAssignment } from '../api/remove-ito-assignment';
import { useUpdateItoAssignment } from '../api/update-ito-assignment';
import { ConfirmModal } from './confirm-modal';
import { StaffFunctionModal } from './staff-function-modal';
import { PeopleSkeleton, STAFF_PAGE_SIZE } from './staff-group-list';
import { type PersonRow, StaffPeopleTable } from './staff-people-table';

export interface ItoListProps {
  readonly eventId: number;
  /** One event sport, or null for all. */
  readonly sportId: number | null;
  readonly canManage: boolean;
}

export function ItoList({ eventId, sportId, canManage }: ItoListProps) {
  const [page, setPage] = useState(1);
  const [shownSport, setShownSport] = useState(sportId);
  // A new sport filter starts at its first page.
  if (shownSport !== sportId) {
    setShownSport(sportId);
    setPage(1);
  }
  const list = useQuery(
    listEventItosQueryOptions(eventId, {
      event_sport: sportId ?? undefined,
      page,
      page_size: STAFF_PAGE_SIZE,
    }),
  );
  const update = useUpdateItoAssignment(eventId);
  const remove = useRemoveItoAssignment(eventId);
  const [editing, setEditing] = useState<PersonRow | null>(null);
  const [removing, setRemoving] = useState<PersonRow | null>(null);

  if (list.isPending) return <PeopleSkeleton label="Loading the officials" />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The officials could not be loaded"
        message={list.error instanceof ApiError ? list.error.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const data = list.data;
  const pages = Math.max(1, Math.ceil(data.count / STAFF_PAGE_SIZE));
  if (data.results.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={<IconGavel size={28} stroke={1.6} aria-hidden />}
        title={sportId ? 'No ITOs assigned to this sport yet' : 'No ITOs assigned yet'}
        description={canManage ? 'Assign an official with the button above.' : undefined}
      />
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.count === 1 ? '1 official' : `${formatCount(data.count)} officials`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      <StaleWhileLoading stale={list.isPlaceholderData}>
        <StaffPeopleTable
          label="International technical officials"
          extraLabel="Sport"
          rows={data.results.map((row) => ({
            id: row.id,
            person: row.user,
            function: row.function,
            extra: row.event_sport.sport.name,
          }))}
          canManage={canManage}
          onEdit={setEditing}
          onRemove={setRemoving}
        />
      </StaleWhileLoading>
      <ListPagination pages={pages} page={page} onChange={setPage} />
      {editing ? (
        <StaffFunctionModal
          name={editing.person.full_name}
          current={editing.function}
          onSave={(value) => update.mutateAsync({ assignmentId: editing.id, body: { function: value } })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ConfirmModal
          title={`Remove ${removing.person.full_name}?`}
          message={`${removing.person.full_name} will no longer serve ${removing.extra ?? 'this sport'} at this event.`}
          confirmLabel="Remove"
          danger
          onConfirm={() => remove.mutateAsync(removing.id)}
          onDone={() => {
            setRemoving(null);
            if (data.results.length === 1 && page > 1) setPage(page - 1);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
}
