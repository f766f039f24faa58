// What WSK's order lists share: the table with its head (the last column, the Details buttons, named for
// screen readers alone) and, in a table row or a phone's card, the order's state (marked "To check" while
// one of its payments waits for a decision) and the button opening its details.
import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { OrderState } from '@portal/contract/order';
import type { ReactNode } from 'react';
import { OrderStateBadge } from '../components/order-state-badge';
import { ToCheckBadge } from './wsk-to-check-badge';

export function WskStateCell({
  state,
  pending,
  currency,
}: {
  readonly state: OrderState;
  /** What the order's pending payments add up to. */
  readonly pending: string;
  readonly currency: string;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <OrderStateBadge state={state} />
      <ToCheckBadge pending={pending} currency={currency} />
    </Group>
  );
}

export function WskDetailsButton({
  label,
  onOpen,
  fullWidth = false,
}: {
  /** The button's accessible name ("Details of WS-000001"). */
  readonly label: string;
  readonly onOpen: () => void;
  /** A card's button, full width; a table row's is compact. */
  readonly fullWidth?: boolean;
}) {
  return (
    <Button
      variant="light"
      size={fullWidth ? 'sm' : 'compact-sm'}
      fullWidth={fullWidth}
      aria-label={label}
      onClick={onOpen}
    >
      Details
    </Button>
  );
}

/** A column of the table: its heading, and whether its cells are amounts (right-aligned). */
export type WskColumn = readonly [heading: string, align?: 'right'];

export function WskTable({
  label,
  minWidth,
  columns,
  children,
}: {
  readonly label: string;
  /** Below this width the table scrolls sideways rather than squeezing its amounts. */
  readonly minWidth: number;
  readonly columns: readonly WskColumn[];
  /** The rows. */
  readonly children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map(([heading, align]) => (
              <Table.Th key={heading} ta={align}>
                {heading}
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
