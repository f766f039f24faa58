// The participants of an order, one card per line (readable on a phone and beside the amounts on a wide
// screen): who, what and the line's own sums. WSK administrators change a live line's discount in place and
// record a refund on a line something is paid on. An annual team fee's line (decision 019) has neither: both
// are calls on a participant.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ParticipantKind } from '@portal/contract/event';
import type { OrderLine, RefundRequest } from '@portal/contract/order';
import { IconDiscount, IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';
import { isParticipantLine, lineName, type ParticipantLine } from '../components/order-subject';
import { availableRefundCents } from '../refund/refund-rules';
import { WskDiscountForm } from './wsk-discount-form';
import { FeeAmount } from './wsk-money';

const KIND_LABELS: Readonly<Record<ParticipantKind, string>> = {
  athlete: 'Athlete',
  nto: 'National technical official',
  team_official: 'Team official',
  team_athlete: 'Team athlete',
  staff: 'Event staff',
  loc: 'Local organising committee',
  ito: 'International technical official',
};

export interface WskOrderLinesProps {
  readonly lines: readonly OrderLine[];
  readonly currency: string;
  readonly canEdit: boolean;
  readonly onChangeDiscount: (line: ParticipantLine, discount: string) => Promise<unknown>;
  /** The order's refunds: a line whose paid amount is all asked back has nothing left to refund. */
  readonly refunds: readonly RefundRequest[];
  readonly onRefund: (line: OrderLine) => void;
}

function Amount({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function LineCard({
  line,
  currency,
  canEdit,
  editing,
  onEdit,
  onChangeDiscount,
  refunds,
  onRefund,
}: Omit<WskOrderLinesProps, 'lines'> & {
  readonly line: OrderLine;
  readonly editing: boolean;
  readonly onEdit: (editing: boolean) => void;
}) {
  const { participant } = line;
  const name = lineName(line);
  const money = (amount: string) => formatCurrency(amount, currency);
  const participantLine = isParticipantLine(line) ? line : null;
  const refundable = canEdit && participantLine !== null && availableRefundCents({ refunds }, line) > 0;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {participant ? (
              <Text size="xs" c="dimmed">
                {[
                  KIND_LABELS[participant.kind],
                  participant.event_sport?.sport.name,
                  participant.federation?.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ) : null}
          </Stack>
          {line.cancelled ? (
            <Badge variant="light" color="gray" c="gray.9" tt="none" style={{ flexShrink: 0 }}>
              Cancelled {formatDate(line.cancelled)}
            </Badge>
          ) : canEdit && participantLine ? (
            <Group gap={4} justify="flex-end" style={{ flexShrink: 0 }}>
              {refundable ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconReceiptRefund size={16} aria-hidden />}
                  aria-label={`Refund ${name}`}
                  onClick={() => onRefund(line)}
                >
                  Refund
                </Button>
              ) : null}
              {editing ? null : (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconDiscount size={16} aria-hidden />}
                  aria-label={`Change the discount of ${name}`}
                  onClick={() => onEdit(true)}
                >
                  Discount
                </Button>
              )}
            </Group>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
          <Amount label="Fee">
            <FeeAmount fee={line.fee} reduced={line.fee_reduced} currency={currency} />
          </Amount>
          <Amount label="Discount">{money(line.discount)}</Amount>
          <Amount label="Due">{money(line.due)}</Amount>
          <Amount label="Paid">{money(line.paid)}</Amount>
          <Amount label="Refunded">{money(line.refunded)}</Amount>
        </SimpleGrid>
        {editing && participantLine ? (
          <WskDiscountForm
            line={participantLine}
            currency={currency}
            onSave={(discount) => onChangeDiscount(participantLine, discount)}
            onDone={() => onEdit(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

export function WskOrderLines({
  lines,
  currency,
  canEdit,
  onChangeDiscount,
  refunds,
  onRefund,
}: WskOrderLinesProps) {
  // One discount form at a time: the reply of one save redraws every line.
  const [editing, setEditing] = useState<number | null>(null);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No participants on this order.
      </Text>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={lines.some(isParticipantLine) ? 'Participants' : 'Annual fee'}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {lines.map((line) => (
        <LineCard
          key={line.id}
          line={line}
          currency={currency}
          canEdit={canEdit}
          editing={editing === line.id}
          onEdit={(open) => setEditing(open ? line.id : null)}
          onChangeDiscount={onChangeDiscount}
          refunds={refunds}
          onRefund={onRefund}
        />
      ))}
    </Stack>
  );
}
