// The lines of an order, one per participant (decision 018): name, kind, sport, the fee frozen at
// registration (marked when reduced), WSK's discount, what is due, paid and refunded. A withdrawn or
// rejected registration's line is cancelled: struck through and marked. On a phone each line is a card
// (the amounts in two columns, the actions underneath), since a wide table would hide the amounts and the
// actions off screen; from Mantine's `sm` up it is a table whose actions wrap rather than overflow. An
// annual team order's line (decision 019) is named by its fee and has no kind or sport: a table of such
// lines has no such columns.
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EVENT_ROLE_LABELS } from '@portal/contract/event-parts';
import type { OrderLine } from '@portal/contract/order';
import type { ReactNode } from 'react';
import { formatCurrency } from '../../../shared/format/currency';
import { isParticipantLine, lineName, type ParticipantLine } from './order-subject';

export interface OrderLinesTableProps {
  readonly lines: readonly OrderLine[];
  readonly currency: string;
  /** Names the table or the list of cards ("Participants of WS-000123"). */
  readonly label: string;
  /** What may be done with a line (a move, a refund), if anything; the column shows only when given. */
  readonly action?: (line: OrderLine) => ReactNode;
}

/** Below Mantine's `sm` breakpoint (48em): the payments lists show their rows as cards there. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the payments lists show cards rather than tables. One variant is rendered, not both hidden by
 * CSS, so every button and name exists once; the query is read on the first render, so a phone never
 * draws the table first, and where nothing matches (jsdom) the table shows.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}

/** A list of row cards, named like the table it replaces. */
export function RowCards({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One row as a card, named after what it is about (the participant, the order). */
export function RowCard({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={label}>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

/** A card's amounts as a definition list, two columns on a phone as in WSK's order drawer. */
export function CardAmounts({ children }: { readonly children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}

export function CardAmount({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

const NUMERIC = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Amount({ value, currency, line }: { value: string; currency: string; line: OrderLine }) {
  return (
    <Table.Td ta="right" style={NUMERIC}>
      <Text size="sm" c={line.cancelled ? 'dimmed' : undefined}>
        {formatCurrency(value, currency)}
      </Text>
    </Table.Td>
  );
}

function ParticipantName({ line }: { readonly line: OrderLine }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text
        size="sm"
        fw={600}
        td={line.cancelled ? 'line-through' : undefined}
        c={line.cancelled ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {lineName(line)}
      </Text>
      {line.cancelled ? (
        <Badge size="sm" variant="light" color="gray" c="gray.9" tt="none">
          Cancelled
        </Badge>
      ) : null}
    </Group>
  );
}

function ReducedBadge() {
  return (
    <Badge size="xs" variant="light" color="teal" c="teal.9" tt="none">
      Reduced
    </Badge>
  );
}

const sportName = (line: ParticipantLine) => line.participant.event_sport?.sport.name ?? 'Whole event';

function LineCard({
  line,
  currency,
  action,
}: Omit<OrderLinesTableProps, 'lines' | 'label'> & { readonly line: OrderLine }) {
  const money = (amount: string) => formatCurrency(amount, currency);
  const actions = action?.(line);
  return (
    <RowCard label={lineName(line)}>
      <Stack gap={0} miw={0}>
        <ParticipantName line={line} />
        {isParticipantLine(line) ? (
          <Text size="xs" c="dimmed">
            {EVENT_ROLE_LABELS[line.participant.kind]} · {sportName(line)}
          </Text>
        ) : null}
      </Stack>
      <CardAmounts>
        <CardAmount label="Fee">
          <Group gap={6} wrap="wrap" component="span">
            {money(line.fee)}
            {line.fee_reduced ? <ReducedBadge /> : null}
          </Group>
        </CardAmount>
        <CardAmount label="Discount">{money(line.discount)}</CardAmount>
        <CardAmount label="Due">{money(line.due)}</CardAmount>
        <CardAmount label="Paid">{money(line.paid)}</CardAmount>
        <CardAmount label="Refunded">{money(line.refunded)}</CardAmount>
      </CardAmounts>
      {actions ? (
        <Group gap={4} wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </RowCard>
  );
}

/** The kind and sport cells of a participant's line; empty ones for another line among participants. */
function KindAndSport({ line }: { readonly line: OrderLine }) {
  return (
    <>
      <Table.Td>
        <Text size="sm">{isParticipantLine(line) ? EVENT_ROLE_LABELS[line.participant.kind] : '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{isParticipantLine(line) ? sportName(line) : '—'}</Text>
      </Table.Td>
    </>
  );
}

function LinesTable({ lines, currency, label, action }: OrderLinesTableProps) {
  const participants = lines.some(isParticipantLine);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{participants ? 'Participant' : 'Annual fee'}</Table.Th>
            {participants ? (
              <>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Sport</Table.Th>
              </>
            ) : null}
            <Table.Th ta="right">Fee</Table.Th>
            <Table.Th ta="right">Discount</Table.Th>
            <Table.Th ta="right">Due</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Refunded</Table.Th>
            {action ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td miw={160}>
                <ParticipantName line={line} />
              </Table.Td>
              {participants ? <KindAndSport line={line} /> : null}
              <Table.Td ta="right" style={NUMERIC}>
                {/* The mark goes above the amount when the column is narrow, rather than widen it. */}
                <Group gap={4} justify="flex-end" wrap="wrap">
                  {line.fee_reduced ? <ReducedBadge /> : null}
                  <Text size="sm" c={line.cancelled ? 'dimmed' : undefined}>
                    {formatCurrency(line.fee, currency)}
                  </Text>
                </Group>
              </Table.Td>
              <Amount value={line.discount} currency={currency} line={line} />
              <Amount value={line.due} currency={currency} line={line} />
              <Amount value={line.paid} currency={currency} line={line} />
              <Amount value={line.refunded} currency={currency} line={line} />
              {action ? (
                <Table.Td>
                  {/* The buttons wrap under each other rather than push the column past the card's edge. */}
                  <Group gap={4} justify="flex-end" wrap="wrap">
                    {action(line)}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OrderLinesTable(props: OrderLinesTableProps) {
  const phone = usePhoneLayout();
  if (!phone) return <LinesTable {...props} />;
  const { lines, label, ...rest } = props;
  return (
    <RowCards label={label}>
      {lines.map((line) => (
        <LineCard key={line.id} line={line} {...rest} />
      ))}
    </RowCards>
  );
}
