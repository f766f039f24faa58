// One group of an event's people (event staff or LOC), paged, with its states; WSK administrators edit a
// person's function or remove them here.
import { Skeleton, Stack, Text } from '@mantine/core';
import { STAFF_GROUP_LABELS, type StaffGroup } from '@portal/contract/event-parts';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listEventStaffQueryOptions } from '../api/list-event-staff';
import { useRemoveStaffMember } from '../api/remove-staff-member';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { ConfirmModal } from './confirm-modal';
import { StaffFunctionModal } from './staff-function-modal';
import { type PersonRow, StaffPeopleTable } from './staff-people-table';

export const STAFF_PAGE_SIZE = 20;

const EMPTY_TEXT: Readonly<Record<StaffGroup, string>> = {
  staff: 'No event staff yet',
  loc: 'No LOC members yet',
};

export interface StaffGroupListProps {
  readonly eventId: number;
  readonly group: StaffGroup;
  readonly canManage: boolean;
}

export function PeopleSkeleton({ label }: { readonly label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={48} radius="sm" />
      ))}
    </Stack>
  );
}

export function StaffGroupList({ eventId, group, canManage }: StaffGroupListProps) {
  const [page, setPage] = useState(1);
  const list = useQuery(listEventStaffQueryOptions(eventId, { group, page, page_size: STAFF_PAGE_SIZE }));
  const update = useUpdateStaffMember(eventId);
  const remove = useRemoveStaffMember(eventId);
  const [editing, setEditing] = useState<PersonRow | null>(null);
  const [removing, setRemoving] = useState<PersonRow | null>(null);
  const label = STAFF_GROUP_LABELS[group];

  if (list.isPending) return <PeopleSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The people could not be loaded"
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
        icon={<IconUsersGroup size={28} stroke={1.6} aria-hidden />}
        title={EMPTY_TEXT[group]}
        description={canManage ? 'Add a person with the button above.' : undefined}
      />
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.count === 1 ? '1 person' : `${formatCount(data.count)} people`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      <StaleWhileLoading stale={list.isPlaceholderData}>
        <StaffPeopleTable
          label={label}
          rows={data.results.map((member) => ({
            id: member.id,
            person: member.user,
            function: member.function,
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
          onSave={(value) => update.mutateAsync({ memberId: editing.id, body: { function: value } })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ConfirmModal
          title={`Remove ${removing.person.full_name}?`}
          message={`${removing.person.full_name} will no longer be listed in the ${label.toLowerCase()} of this event.`}
          confirmLabel="Remove"
          danger
          onConfirm={() => remove.mutateAsync(removing.id)}
          onDone={() => {
            setRemoving(null);
            // The last person of a later page is gone: show the page before it.
            if (data.results.length === 1 && page > 1) setPage(page - 1);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
}
