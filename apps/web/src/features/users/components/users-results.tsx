// The rows of the current view with their states: loading, failed (retry), empty (with or without filters),
// and the pager. The previous page stays visible, dimmed, while the next loads.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { useUsersList } from '../hooks/use-users-list';
import type { UsersCapabilities } from '../lib/capabilities';
import type { UserRow, UserRowAction } from '../lib/user-row';
import { hasActiveFilters, PAGE_SIZE, type UsersView } from '../lib/users-view';
import { DecisionModal } from './decision-modal';
import { DeleteUserModal } from './delete-user-modal';
import { SetWskIdModal } from './set-wsk-id-modal';
import { UsersTable } from './users-table';

export interface UsersResultsProps {
  readonly view: UsersView;
  readonly capabilities: UsersCapabilities;
  readonly onPage: (page: number) => void;
  readonly onClearFilters: () => void;
}

const EMPTY_TEXT: Readonly<Record<UsersView['tab'], string>> = {
  all: 'No users yet',
  pending: 'No athletes are waiting for approval',
  'pending-wsk': 'No staff or official requests are waiting',
  'staff-candidates': 'No staff candidates yet',
};

function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading users">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={48} radius="sm" />
      ))}
    </Stack>
  );
}

export function UsersResults({ view, capabilities, onPage, onClearFilters }: UsersResultsProps) {
  const list = useUsersList(view);
  const [action, setAction] = useState<{ action: UserRowAction; row: UserRow } | null>(null);
  const filtered = hasActiveFilters(view.tab, view.filters);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The users could not be loaded"
        message={list.error instanceof ApiError ? list.error.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data;
  const pages = Math.max(1, Math.ceil(page.count / PAGE_SIZE));
  const close = () => setAction(null);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.count === 1 ? '1 user' : `${formatCount(page.count)} users`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      {page.results.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<IconUsers size={28} stroke={1.6} aria-hidden />}
            title="No users match these filters"
            description="Try other filters, or clear them to see everyone."
            action={
              <Button variant="light" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<IconUsers size={28} stroke={1.6} aria-hidden />} title={EMPTY_TEXT[view.tab]} />
        )
      ) : (
        <StaleWhileLoading stale={list.isPlaceholderData}>
          <UsersTable
            rows={page.results}
            brief={view.tab === 'staff-candidates'}
            pending={view.tab === 'pending' || view.tab === 'pending-wsk'}
            capabilities={capabilities}
            onAction={(next, row) => setAction({ action: next, row })}
          />
        </StaleWhileLoading>
      )}
      <ListPagination pages={pages} page={view.page} onChange={onPage} />
      {action?.action === 'approve' || action?.action === 'decline' ? (
        <DecisionModal decision={action.action} row={action.row} onClose={close} />
      ) : null}
      {action?.action === 'set-wsk-id' ? <SetWskIdModal row={action.row} onClose={close} /> : null}
      {action?.action === 'delete' ? <DeleteUserModal row={action.row} onClose={close} /> : null}
    </Stack>
  );
}
