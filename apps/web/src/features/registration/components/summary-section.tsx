// One block of the sign-up summary: a title, an "Edit" link to the step the data comes from, and the
// values as a list of terms, or "Not given" when the step was skipped.
import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '../../../shared/ui/app-link';

export const NOT_GIVEN = 'Not given';

export interface SummaryRow {
  readonly label: string;
  readonly value: ReactNode;
}

export interface SummarySectionProps {
  readonly title: string;
  /** The step screen that edits this data; no link when there is none. */
  readonly editPath?: string;
  /** Null or empty: nothing given yet. */
  readonly rows: readonly SummaryRow[] | null;
}

export function SummarySection({ title, editPath, rows }: SummarySectionProps) {
  const headingId = `summary-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {editPath ? (
            <Anchor
              component={AppLink}
              to={editPath}
              fw={600}
              size="sm"
              aria-label={`Edit ${title.toLowerCase()}`}
            >
              Edit
            </Anchor>
          ) : null}
        </Group>
        {rows && rows.length > 0 ? (
          <Stack component="dl" gap="xs" m={0}>
            {rows.map((row) => (
              <Box key={row.label}>
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
          <Text c="dimmed">{NOT_GIVEN}</Text>
        )}
      </Stack>
    </Paper>
  );
}
