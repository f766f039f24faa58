// /audit-log (not in §2; decision 024): the audit log of administrative and money actions for WSK
// administrators, searched by action, actor, target and days, newest first. Filters and page live in the
// URL query. The server refuses everyone else; this screen only says so politely.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { roleFlags } from '@portal/contract/roles';
import { IconFileSearch, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { formatCount } from '../../../shared/format/count';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { listAuditEventsQueryOptions } from '../api/list-audit-events';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import {
  AUDIT_PAGE_SIZE,
  type AuditView,
  auditQueryOf,
  hasAuditFilters,
  readAuditView,
  writeAuditView,
} from '../lib/audit-view';

function useAuditView(): [AuditView, (change: (view: AuditView) => AuditView) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (view: AuditView) => AuditView) =>
      setParams((current) => writeAuditView(change(readAuditView(current))), { preventScrollReset: true }),
    [setParams],
  );
  return [readAuditView(params), update];
}

function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the audit log">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={48} radius="sm" />
      ))}
    </Stack>
  );
}

function AuditResults({
  view,
  onPage,
  onClear,
}: {
  view: AuditView;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const list = useQuery(listAuditEventsQueryOptions(auditQueryOf(view)));
  if (list.isPending) return <ListSkeleton />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The audit log could not be loaded"
        message={list.error instanceof ApiError ? list.error.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data;
  const pages = Math.max(1, Math.ceil(page.count / AUDIT_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.count === 1 ? '1 entry' : `${formatCount(page.count)} entries`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      {page.results.length === 0 ? (
        <EmptyState
          icon={<IconFileSearch size={28} stroke={1.6} aria-hidden />}
          title={hasAuditFilters(view.filters) ? 'No entries match these filters' : 'The audit log is empty'}
          description={
            hasAuditFilters(view.filters)
              ? 'Try other filters, or clear them to see every entry.'
              : 'Approvals, role changes, payments and other administrative actions will appear here.'
          }
          action={
            hasAuditFilters(view.filters) ? (
              <Button variant="light" onClick={onClear}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <StaleWhileLoading stale={list.isPlaceholderData}>
          <AuditTable entries={page.results} />
        </StaleWhileLoading>
      )}
      <ListPagination pages={pages} page={view.page} onChange={onPage} />
    </Stack>
  );
}

export default function AuditLogScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const [view, update] = useAuditView();
  const flags = roleFlags(me.data?.role);
  const mayRead = me.data?.role_status === 'approved' && flags.isWSK && flags.isAdmin;

  if (me.data && !mayRead) {
    return (
      <EmptyState
        titleOrder={1}
        icon={<IconLock size={28} stroke={1.6} aria-hidden />}
        title="Audit log"
        description="The audit log is for administrators of the world federation."
      />
    );
  }

  const clear = () => update(() => ({ filters: {}, page: 1 }));
  return (
    <Stack gap="lg">
      <ScreenHeading title="Audit log">
        Every administrative and money action: who did it, when, to whom, and what it changed. Entries cannot
        be edited.
      </ScreenHeading>
      <AuditFilters
        filters={view.filters}
        onChange={(key, value) =>
          update((current) => ({ filters: { ...current.filters, [key]: value }, page: 1 }))
        }
        onClear={clear}
      />
      {me.data ? (
        <AuditResults
          view={view}
          onPage={(page) => update((current) => ({ ...current, page }))}
          onClear={clear}
        />
      ) : (
        <ListSkeleton />
      )}
    </Stack>
  );
}
