// An order's history of payments or refunds as the payer reads it, one row each: what it is on the left, its state and,
// while it is still pending, the button that withdraws it on the right.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface HistoryRowProps {
  /** The row's accessible name ("Payment of €50.00"). */
  readonly label: string;
  readonly badge: ReactNode;
  /** The withdraw button's accessible name and action, when the signed-in user may withdraw it now. */
  readonly withdraw: { readonly label: string; readonly onClick: () => void } | null;
  readonly children: ReactNode;
}

export function HistoryRow({ label, badge, withdraw, children }: HistoryRowProps) {
  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={label}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          {children}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {badge}
          {withdraw ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={withdraw.label}
              onClick={withdraw.onClick}
            >
              Withdraw
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** An order's payments or refunds as a titled list, with the dialog a row opened, if any. */
export function HistorySection({
  label,
  title,
  dialog,
  children,
}: {
  readonly label: string;
  readonly title: string;
  readonly dialog: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Title order={4} size="h6">
        {title}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
      {dialog}
    </Stack>
  );
}
