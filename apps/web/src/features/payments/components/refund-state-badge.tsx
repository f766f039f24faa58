// A refund's state as both its payer and WSK read it: asked and waiting, given back, or declined (by WSK,
// or withdrawn by the payer).
import { Badge } from '@mantine/core';
import type { RefundState } from '@portal/contract/order';

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  requested: 'Requested',
  confirmed: 'Refunded',
  declined: 'Declined',
};

const COLORS: Readonly<Record<RefundState, string>> = {
  requested: 'yellow',
  confirmed: 'green',
  declined: 'red',
};

export function RefundStateBadge({ state }: { readonly state: RefundState }) {
  const color = COLORS[state];
  return (
    // The light tint with the darkest shade of its colour as text keeps every state readable (AA).
    <Badge variant="light" color={color} c={`${color}.9`} tt="none" style={{ flexShrink: 0 }}>
      {REFUND_STATE_LABELS[state]}
    </Badge>
  );
}
