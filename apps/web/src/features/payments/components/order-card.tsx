// One order as its payer reads it (decision 018): the reference to quote, who pays, its state, its sums,
// how it may be paid, its lines, its payments and its refunds; whoever acts for the payer pays it and asks
// money back on a paid line from here, whatever state the order is in. An annual team order (decision 019)
// reads the same, named by its season, with the annual fee as its one line.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail, OrderLine } from '@portal/contract/order';
import { PAYMENT_SYSTEM_NAMES } from '@portal/contract/payment';
import { IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useActsForPayer } from '../pay/pay-access';
import { PayButton } from '../pay/pay-button';
import { PaymentsHistory } from '../pay/payments-history';
import { RefundRequests } from '../refund/refund-requests';
import { isRefundable } from '../refund/refund-rules';
import { RequestRefundDialog } from '../refund/request-refund-dialog';
import { AmountsStrip } from './amounts-strip';
import { OrderLinesTable } from './order-lines-table';
import { OrderStateBadge } from './order-state-badge';
import { isAnnualOrder, lineName, orderTitle } from './order-subject';

export interface OrderCardProps {
  readonly order: OrderDetail;
  readonly lineAction?: (line: OrderLine, order: OrderDetail) => ReactNode;
}

/** A short label keeps the lines' action column narrow; the accessible name says what it does. */
function RefundButton({ line, onClick }: { readonly line: OrderLine; readonly onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<IconReceiptRefund size={16} aria-hidden />}
      aria-label={`Request a refund for ${lineName(line)}`}
      onClick={onClick}
    >
      Refund
    </Button>
  );
}

/**
 * A line's actions: the screen's own (a move) and, for whoever acts for the payer, a refund on a paid line;
 * no column at all when no line has one. The lines lay the buttons out (a row of the table, a card).
 */
function lineActions(
  order: OrderDetail,
  lineAction: OrderCardProps['lineAction'],
  canRefund: boolean,
  onRefund: (line: OrderLine) => void,
) {
  const refundable = (line: OrderLine) => canRefund && isRefundable(order, line);
  if (!lineAction && !order.lines.some(refundable)) return undefined;
  return (line: OrderLine) => {
    const move = lineAction?.(line, order);
    if (!move && !refundable(line)) return null;
    return (
      <>
        {move}
        {refundable(line) ? <RefundButton line={line} onClick={() => onRefund(line)} /> : null}
      </>
    );
  };
}

export function OrderCard({ order, lineAction }: OrderCardProps) {
  const systems = order.allowed_payment_systems.map((system) => PAYMENT_SYSTEM_NAMES[system]).join(', ');
  const actsForPayer = useActsForPayer(order);
  const [refunding, setRefunding] = useState<number | null>(null);
  // The dialog reads the line from the order as it is now, and goes once nothing is left to ask back.
  const refundLine = order.lines.find((line) => line.id === refunding);
  const action = lineActions(order, lineAction, actsForPayer, (line) => setRefunding(line.id));
  const annual = isAnnualOrder(order);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={order.reference}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={3} size="h4">
              {order.reference}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {annual ? (
                <>
                  {order.payer.name} · {orderTitle(order)}
                </>
              ) : (
                <>
                  {order.payer.name} · {order.participants_count}{' '}
                  {order.participants_count === 1 ? 'participant' : 'participants'}
                </>
              )}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <OrderStateBadge state={order.state} />
            <PayButton order={order} />
          </Group>
        </Group>
        <AmountsStrip amounts={order.amounts} label={`Amounts of ${order.reference}`} />
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Payable by:{' '}
          </Text>
          {systems || 'No payment system'}
        </Text>
        <OrderLinesTable
          lines={order.lines}
          currency={order.amounts.currency}
          label={annual ? `Annual fee of ${order.reference}` : `Participants of ${order.reference}`}
          action={action}
        />
        <PaymentsHistory order={order} />
        <RefundRequests order={order} canWithdraw={actsForPayer} />
        {refundLine && actsForPayer && isRefundable(order, refundLine) ? (
          <RequestRefundDialog order={order} line={refundLine} onClose={() => setRefunding(null)} />
        ) : null}
      </Stack>
    </Paper>
  );
}
