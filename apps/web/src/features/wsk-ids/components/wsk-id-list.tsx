// The list of the database under its filters: a loader on the first load, the previous page kept (dimmed)
// while the next loads, an error with a retry, an empty state that tells "nothing yet" from "nothing
// matches these filters", and paging with the count.
import { Box, Button, Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WskIdRecord } from '@portal/contract/user';
import { IconDatabaseOff, IconFilterOff } from '@tabler/icons-react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useWskIds } from '../api/list-wsk-ids';
import {
  filtersToQuery,
  hasActiveFilters,
  WSK_IDS_PAGE_SIZE,
  type WskIdFilters,
} from '../lib/wsk-id-filters';
import { WskIdCards, WskIdTable } from './wsk-id-table';

export interface WskIdListProps {
  readonly filters: WskIdFilters;
  readonly onChange: (change: Partial<WskIdFilters>) => void;
  readonly onClearFilters: () => void;
  readonly canEdit: boolean;
  readonly onMatch: (record: WskIdRecord) => void;
}

export function WskIdList({ filters, onChange, onClearFilters, canEdit, onMatch }: WskIdListProps) {
  const list = useWskIds(filtersToQuery(filters));
  const phone = useMediaQuery('(max-width: 48em)');

  if (list.isPending) return <LoadingState label="Loading the WSK id records" />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The records could not be loaded"
        titleOrder={3}
        message="Check your connection and try again."
        onRetry={() => void list.refetch()}
      />
    );
  }

  const { count, results } = list.data;
  const pages = Math.max(1, Math.ceil(count / WSK_IDS_PAGE_SIZE));

  if (results.length === 0 && filters.page > 1 && count > 0) {
    // A page past the end (records went away, or an old link): offer the last one.
    return (
      <EmptyState
        title="This page is empty"
        titleOrder={3}
        action={<Button onClick={() => onChange({ page: pages })}>Go to page {pages}</Button>}
      />
    );
  }
  if (results.length === 0) {
    return hasActiveFilters(filters) ? (
      <EmptyState
        icon={<IconFilterOff size={28} stroke={1.6} aria-hidden />}
        title="No records match these filters"
        titleOrder={3}
        description="Try another search or status."
        action={
          <Button variant="default" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconDatabaseOff size={28} stroke={1.6} aria-hidden />}
        title="The database is empty"
        titleOrder={3}
        description={
          canEdit
            ? 'Import a CSV of WSK ids to start.'
            : 'Records appear here once an administrator imports them.'
        }
      />
    );
  }

  const first = (filters.page - 1) * WSK_IDS_PAGE_SIZE + 1;
  const last = first + results.length - 1;
  return (
    <Box pos="relative">
      {list.isError ? (
        <Text size="sm" c="red.8" role="alert" mb="xs">
          The list could not be refreshed.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Text>
      ) : null}
      <Box
        style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}
        aria-busy={list.isFetching || undefined}
      >
        {phone ? (
          <WskIdCards records={results} canEdit={canEdit} onMatch={onMatch} />
        ) : (
          <WskIdTable records={results} canEdit={canEdit} onMatch={onMatch} />
        )}
      </Box>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {first}–{last} of {count} {count === 1 ? 'record' : 'records'}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(filters.page, pages)}
            onChange={(page) => onChange({ page })}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
            })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        ) : null}
      </Group>
    </Box>
  );
}
