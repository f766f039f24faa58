// The frame of each WSK payments list: loading placeholders, a failure with a retry, the empty list (told
// apart from a filter that matches nothing), the count, the page dimmed while the next loads, the pager.
import { Skeleton, Stack, Text } from '@mantine/core';
import type { Paged } from '@portal/contract/http';
import { IconReceipt } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';

export const WSK_PAYMENTS_PAGE_SIZE = 20;

export interface WskPagedListProps<T> {
  readonly query: UseQueryResult<Paged<T>>;
  /** What a row is, one and many ("order", "orders"). */
  readonly noun: readonly [string, string];
  readonly filtered: boolean;
  readonly emptyTitle: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly children: (rows: readonly T[]) => ReactNode;
}

export function WskPagedList<T>({
  query,
  noun,
  filtered,
  emptyTitle,
  page,
  onPage,
  children,
}: WskPagedListProps<T>) {
  const [one, many] = noun;
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={`Loading ${many}`}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={`The ${many} could not be loaded`}
        message={query.error instanceof ApiError ? query.error.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { count, results } = query.data;
  if (results.length === 0) {
    return (
      <EmptyState
        icon={<IconReceipt size={28} stroke={1.6} aria-hidden />}
        title={filtered ? `No ${one} matches these filters` : emptyTitle}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {count === 1 ? `1 ${one}` : `${formatCount(count)} ${many}`}
        {query.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      <StaleWhileLoading stale={query.isPlaceholderData}>{children(results)}</StaleWhileLoading>
      <ListPagination
        pages={Math.max(1, Math.ceil(count / WSK_PAYMENTS_PAGE_SIZE))}
        page={page}
        onChange={onPage}
      />
    </Stack>
  );
}
