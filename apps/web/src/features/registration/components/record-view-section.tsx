// A read-only block of a user's record (the profile previews): a title, an optional status badge, and the
// values as a list of terms, or a calm line when nothing was given.
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RecordRow {
  /** Needed when labels repeat (two links of one network). */
  readonly key?: string;
  readonly label: string;
  readonly value: ReactNode;
}

export interface RecordViewSectionProps {
  readonly title: string;
  /** Beside the title, e.g. an "Expired" badge. */
  readonly badge?: ReactNode;
  /** Null or empty: nothing given yet. */
  readonly rows: readonly RecordRow[] | null;
  readonly emptyText?: string;
}

export function RecordViewSection({ title, badge, rows, emptyText = 'Not given' }: RecordViewSectionProps) {
  const headingId = `record-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {badge}
        </Group>
        {rows && rows.length > 0 ? (
          <Stack component="dl" gap="xs" m={0}>
            {rows.map((row) => (
              <Box key={row.key ?? row.label}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {row.label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {row.value}
                </Text>
              </Box>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{emptyText}</Text>
        )}
      </Stack>
    </Paper>
  );
}
