// The pieces every paged list shares: the page shown dimmed while the next one loads, and the pager.
import { Box, Group, Pagination } from '@mantine/core';
import type { ReactNode } from 'react';

/** The current results, dimmed and marked busy while a newer page or filter loads in their place. */
export function StaleWhileLoading({
  stale,
  children,
}: {
  readonly stale: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Box style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
      {children}
    </Box>
  );
}

/** Names of the pager's arrow buttons, which show only an icon. */
const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Page links under a list; nothing when everything fits on one page. */
export function ListPagination({
  pages,
  page,
  onChange,
}: {
  readonly pages: number;
  readonly page: number;
  readonly onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        aria-label="Pages"
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
