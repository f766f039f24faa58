// The state of an order (decision 018, derived from its ledger) as a badge.
import { Badge } from '@mantine/core';
import { ORDER_STATE_LABELS, type OrderState } from '@portal/contract/order';

const STATE_COLORS: Readonly<Record<OrderState, string>> = {
  awaiting_payment: 'yellow',
  partially_paid: 'orange',
  paid: 'green',
  waived: 'blue',
  cancelled: 'gray',
};

export function OrderStateBadge({ state }: { readonly state: OrderState }) {
  return (
    // The light tint with the darkest shade of its colour as text keeps every state readable (AA).
    <Badge
      variant="light"
      color={STATE_COLORS[state]}
      c={`${STATE_COLORS[state]}.9`}
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      // The whole state stays readable: a narrow table column grows instead of cutting it short.
      styles={{ label: { overflow: 'visible' } }}
    >
      {ORDER_STATE_LABELS[state]}
    </Badge>
  );
}
