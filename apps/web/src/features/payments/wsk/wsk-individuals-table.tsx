// The participants of an event's individual (athlete) orders, one row per line with its order's reference
// and state (marked "To check" while one of the order's payments waits for confirmation), as WSK staff page
// through them. On a phone each participant is a card, the order's state and the amounts in view and its
// "Details" button full width.
import { Group, Stack, Table, Text } from '@mantine/core';
import type { IndividualLine } from '@portal/contract/order';
import { formatCurrency } from '../../../shared/format/currency';
import { CardAmount, CardAmounts, RowCard, RowCards, usePhoneLayout } from '../components/order-lines-table';
import { lineName } from '../components/order-subject';
import { FeeAmount } from './wsk-money';
import { type WskColumn, WskDetailsButton, WskStateCell, WskTable } from './wsk-row-parts';

export interface WskIndividualsTableProps {
  readonly rows: readonly IndividualLine[];
  readonly onOpen: (row: IndividualLine) => void;
}

const LABEL = 'Individual participants';

function AthleteCell({ line }: { readonly line: IndividualLine['line'] }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {lineName(line)}
      </Text>
      {line.participant?.federation ? (
        <Text size="xs" c="dimmed">
          {line.participant.federation.name}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The order's state, and whether one of its payments waits for a decision. */
function StateCell({ row }: { readonly row: IndividualLine }) {
  return <WskStateCell state={row.order.state} pending={row.order.pending} currency={row.currency} />;
}

function DetailsButton({
  row,
  onOpen,
  fullWidth,
}: {
  readonly row: IndividualLine;
  readonly onOpen: (row: IndividualLine) => void;
  readonly fullWidth?: boolean;
}) {
  return (
    <WskDetailsButton
      label={`Details of ${row.order.reference} for ${lineName(row.line)}`}
      onOpen={() => onOpen(row)}
      fullWidth={fullWidth}
    />
  );
}

function IndividualCard({
  row,
  onOpen,
}: {
  readonly row: IndividualLine;
  readonly onOpen: WskIndividualsTableProps['onOpen'];
}) {
  const { order, line, currency } = row;
  const money = (amount: string) => formatCurrency(amount, currency);
  return (
    <RowCard label={lineName(line)}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <AthleteCell line={line} />
        <Text size="sm" ff="monospace" style={{ flexShrink: 0 }}>
          {order.reference}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {line.participant?.event_sport?.sport.name ?? 'Whole event'}
      </Text>
      <StateCell row={row} />
      <CardAmounts>
        <CardAmount label="Fee">
          <FeeAmount fee={line.fee} reduced={line.fee_reduced} currency={currency} />
        </CardAmount>
        <CardAmount label="Discount">{money(line.discount)}</CardAmount>
        <CardAmount label="Due">{money(line.due)}</CardAmount>
        <CardAmount label="Paid">{money(line.paid)}</CardAmount>
      </CardAmounts>
      <DetailsButton row={row} onOpen={onOpen} fullWidth />
    </RowCard>
  );
}

const COLUMNS: readonly WskColumn[] = [
  ['Athlete'],
  ['Sport'],
  ['Order'],
  ['State'],
  ['Fee', 'right'],
  ['Discount', 'right'],
  ['Due', 'right'],
  ['Paid', 'right'],
];

export function WskIndividualsTable({ rows, onOpen }: WskIndividualsTableProps) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <RowCards label={LABEL}>
        {rows.map((row) => (
          <IndividualCard key={row.line.id} row={row} onOpen={onOpen} />
        ))}
      </RowCards>
    );
  }
  return (
    <WskTable label={LABEL} minWidth={980} columns={COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.line.id}>
          <Table.Td>
            <AthleteCell line={row.line} />
          </Table.Td>
          <Table.Td>{row.line.participant?.event_sport?.sport.name ?? '-'}</Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace">
              {row.order.reference}
            </Text>
          </Table.Td>
          <Table.Td>
            <StateCell row={row} />
          </Table.Td>
          <Table.Td ta="right">
            <FeeAmount fee={row.line.fee} reduced={row.line.fee_reduced} currency={row.currency} />
          </Table.Td>
          <Table.Td ta="right">{formatCurrency(row.line.discount, row.currency)}</Table.Td>
          <Table.Td ta="right">{formatCurrency(row.line.due, row.currency)}</Table.Td>
          <Table.Td ta="right">{formatCurrency(row.line.paid, row.currency)}</Table.Td>
          <Table.Td ta="right">
            <DetailsButton row={row} onOpen={onOpen} />
          </Table.Td>
        </Table.Tr>
      ))}
    </WskTable>
  );
}
