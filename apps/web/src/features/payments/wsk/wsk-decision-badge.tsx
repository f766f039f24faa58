// The pieces the payments and refunds of an order share: the state of a decision as a badge, the head of
// a card (the amount, who sent or asked it, the state), and the line that says there is nothing yet.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function DecisionBadge({ label, color }: { readonly label: string; readonly color: string }) {
  return (
    // The light tint with the darkest shade of its colour as text keeps every state readable (AA).
    <Badge variant="light" color={color} c={`${color}.9`} tt="none" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

export function NothingYet({ children }: { readonly children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** The head of a payment's or a refund's card: its amount and who acted, the state on the right. */
export function DecisionCardHead({
  amount,
  detail,
  badge,
}: {
  readonly amount: string;
  readonly detail: ReactNode;
  readonly badge: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {amount}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      </Stack>
      {badge}
    </Group>
  );
}
