// Orders as WSK staff page through them: reference, payer, participants (or, for annual team orders, the
// season), state and the order's own amounts (nothing is summed over a page). An order with a pending payment is marked "To check", so WSK finds the
// bank transfers waiting for its confirmation. On a phone each order is a card, its state and amounts in
// view and its "Details" button full width.
import { Group, Stack, Table, Text } from '@mantine/core';
import type { Order, PayerKind } from '@portal/contract/order';
import { formatCount } from '../../../shared/format/count';
import { formatCurrency } from '../../../shared/format/currency';
import { CardAmount, CardAmounts, RowCard, RowCards, usePhoneLayout } from '../components/order-lines-table';
import { orderTitle } from '../components/order-subject';
import { type WskColumn, WskDetailsButton, WskStateCell, WskTable } from './wsk-row-parts';

const PAYER_KIND_LABELS: Readonly<Record<PayerKind, string>> = {
  federation: 'Federation',
  athlete: 'Athlete',
  team: 'Team',
};

export interface WskOrdersTableProps {
  readonly rows: readonly Order[];
  /** The table's accessible name. */
  readonly label: string;
  /** Whether the payer's kind has a column (federation and athlete orders share a list). */
  readonly showKind: boolean;
  /** What the third column says: how many participants (event orders) or the season (annual orders). */
  readonly subject?: 'participants' | 'season';
  readonly onOpen: (order: Order) => void;
}

function participantsOf(order: Order): string {
  const count = formatCount(order.participants_count);
  return `${count} ${order.participants_count === 1 ? 'participant' : 'participants'}`;
}

function PayerCell({ order, showKind }: { readonly order: Order; readonly showKind: boolean }) {
  const { payer } = order;
  const federation = payer.kind === 'athlete' ? payer.federation?.name : undefined;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {payer.name}
      </Text>
      {showKind || federation ? (
        <Text size="xs" c="dimmed">
          {[showKind ? PAYER_KIND_LABELS[payer.kind] : null, federation].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The order's state, and whether a payment waits for a decision. */
function StateCell({ order }: { readonly order: Order }) {
  return (
    <WskStateCell state={order.state} pending={order.amounts.pending} currency={order.amounts.currency} />
  );
}

function DetailsButton({
  order,
  onOpen,
  fullWidth,
}: {
  readonly order: Order;
  readonly onOpen: (order: Order) => void;
  readonly fullWidth?: boolean;
}) {
  return (
    <WskDetailsButton
      label={`Details of ${order.reference}`}
      onOpen={() => onOpen(order)}
      fullWidth={fullWidth}
    />
  );
}

function OrderCard({
  order,
  showKind,
  subject,
  onOpen,
}: Omit<WskOrdersTableProps, 'rows' | 'label'> & { readonly order: Order }) {
  const money = (amount: string) => formatCurrency(amount, order.amounts.currency);
  return (
    <RowCard label={order.reference}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text size="sm" ff="monospace">
            {order.reference}
          </Text>
          <PayerCell order={order} showKind={showKind} />
        </Stack>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {subject === 'season' ? orderTitle(order) : participantsOf(order)}
        </Text>
      </Group>
      <StateCell order={order} />
      <CardAmounts>
        <CardAmount label="Due">{money(order.amounts.due)}</CardAmount>
        <CardAmount label="Paid">{money(order.amounts.paid)}</CardAmount>
        <CardAmount label="Outstanding">{money(order.amounts.outstanding)}</CardAmount>
      </CardAmounts>
      <DetailsButton order={order} onOpen={onOpen} fullWidth />
    </RowCard>
  );
}

const columns = (subject: WskOrdersTableProps['subject']): readonly WskColumn[] => [
  ['Reference'],
  ['Payer'],
  subject === 'season' ? ['Season'] : ['Participants', 'right'],
  ['State'],
  ['Due', 'right'],
  ['Paid', 'right'],
  ['Outstanding', 'right'],
];

export function WskOrdersTable({
  rows,
  label,
  showKind,
  subject = 'participants',
  onOpen,
}: WskOrdersTableProps) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <RowCards label={label}>
        {rows.map((order) => (
          <OrderCard key={order.id} order={order} showKind={showKind} subject={subject} onOpen={onOpen} />
        ))}
      </RowCards>
    );
  }
  return (
    <WskTable label={label} minWidth={860} columns={columns(subject)}>
      {rows.map((order) => (
        <Table.Tr key={order.id}>
          <Table.Td>
            <Text size="sm" ff="monospace">
              {order.reference}
            </Text>
          </Table.Td>
          <Table.Td>
            <PayerCell order={order} showKind={showKind} />
          </Table.Td>
          {subject === 'season' ? (
            <Table.Td>{orderTitle(order)}</Table.Td>
          ) : (
            <Table.Td ta="right">{formatCount(order.participants_count)}</Table.Td>
          )}
          <Table.Td>
            <StateCell order={order} />
          </Table.Td>
          <Table.Td ta="right">{formatCurrency(order.amounts.due, order.amounts.currency)}</Table.Td>
          <Table.Td ta="right">{formatCurrency(order.amounts.paid, order.amounts.currency)}</Table.Td>
          <Table.Td ta="right">{formatCurrency(order.amounts.outstanding, order.amounts.currency)}</Table.Td>
          <Table.Td ta="right">
            <DetailsButton order={order} onOpen={onOpen} />
          </Table.Td>
        </Table.Tr>
      ))}
    </WskTable>
  );
}
