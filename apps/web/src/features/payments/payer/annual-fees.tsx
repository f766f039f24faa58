// The annual fees a team's administrator pays (decision 019): one per current or coming season, with the
// amount and where the team's order for it stands ("Not opened" until the first payment opens it). Paying
// opens the order when there is none (`POST annual-orders/`), reads it as it is now, then hands it to the
// pay dialog, which pays it through the annual calls. A table from Mantine's `sm` up, a card per fee on a
// phone.
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { OrderDetail } from '@portal/contract/order';
import type { AnnualTeamFee } from '@portal/contract/team';
import { IconCreditCard, IconReceiptOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { CardAmount, CardAmounts, RowCard, RowCards, usePhoneLayout } from '../components/order-lines-table';
import { OrderStateBadge } from '../components/order-state-badge';
import { seasonTitle } from '../components/order-subject';
import { isPayable, useActsForPayer } from '../pay/pay-access';
import { PayDialog } from '../pay/pay-dialog';
import { useCreateAnnualOrder } from './api/create-annual-order';
import { getAnnualOrderQueryOptions } from './api/get-annual-order';
import { listAnnualFeesQueryOptions } from './api/list-annual-fees';

const LABEL = 'Annual fees';
const NOTHING_TO_PAY = 'Nothing is left to pay on this order now: a payment may be awaiting confirmation.';
const OPEN_FAILED = 'The order could not be opened. Please try again.';

/** A fee is paid from here until its order is settled: no order yet, or one still awaiting payment. */
const mayPayFee = (fee: AnnualTeamFee): boolean =>
  fee.order === null || fee.order.state === 'awaiting_payment' || fee.order.state === 'partially_paid';

function FeeState({ fee }: { readonly fee: AnnualTeamFee }) {
  if (fee.order) return <OrderStateBadge state={fee.order.state} />;
  return (
    <Badge variant="light" color="gray" c="gray.9" tt="none" style={{ flexShrink: 0 }}>
      Not opened
    </Badge>
  );
}

function Season({ fee }: { readonly fee: AnnualTeamFee }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600}>
        {seasonTitle(fee.season.name)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDate(fee.season.starts_on)} – {formatDate(fee.season.ends_on)}
      </Text>
    </Stack>
  );
}

interface FeeRowProps {
  readonly fee: AnnualTeamFee;
  readonly busy: boolean;
  /** Null for someone who does not act for the team (its administrator pays). */
  readonly onPay: ((fee: AnnualTeamFee) => void) | null;
}

function PayFeeButton({ fee, busy, onPay }: FeeRowProps) {
  if (!onPay || !mayPayFee(fee)) return null;
  return (
    <Button
      size="xs"
      leftSection={<IconCreditCard size={16} aria-hidden />}
      aria-label={`Pay ${fee.name}`}
      loading={busy}
      onClick={() => onPay(fee)}
    >
      Pay
    </Button>
  );
}

function FeesTable({ fees, busy, onPay }: FeesProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label={LABEL}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Season</Table.Th>
            <Table.Th>Fee</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fees.map((fee) => (
            <Table.Tr key={fee.id}>
              <Table.Td>
                <Season fee={fee} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {fee.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <Text size="sm">{formatCurrency(fee.amount, fee.currency)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {fee.order?.reference ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <FeeState fee={fee} />
              </Table.Td>
              <Table.Td ta="right">
                <PayFeeButton fee={fee} busy={busy === fee.id} onPay={onPay} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FeeCards({ fees, busy, onPay }: FeesProps) {
  return (
    <RowCards label={LABEL}>
      {fees.map((fee) => (
        <RowCard key={fee.id} label={fee.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Season fee={fee} />
            <FeeState fee={fee} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {fee.name}
          </Text>
          <CardAmounts>
            <CardAmount label="Amount">{formatCurrency(fee.amount, fee.currency)}</CardAmount>
            <CardAmount label="Order">{fee.order?.reference ?? '—'}</CardAmount>
            {fee.order ? (
              <CardAmount label="Outstanding">
                {formatCurrency(fee.order.outstanding, fee.currency)}
              </CardAmount>
            ) : null}
          </CardAmounts>
          <Group justify="flex-end">
            <PayFeeButton fee={fee} busy={busy === fee.id} onPay={onPay} />
          </Group>
        </RowCard>
      ))}
    </RowCards>
  );
}

interface FeesProps {
  readonly fees: readonly AnnualTeamFee[];
  /** The fee whose order is being opened or read. */
  readonly busy: number | null;
  readonly onPay: FeeRowProps['onPay'];
}

/** Opens (or reads) a fee's order and gives it to the pay dialog when something may be paid on it. */
function usePayFee(team: number) {
  const queryClient = useQueryClient();
  const create = useCreateAnnualOrder();
  const [busy, setBusy] = useState<number | null>(null);
  const [paying, setPaying] = useState<OrderDetail | null>(null);
  const pay = async (fee: AnnualTeamFee) => {
    if (busy !== null) return;
    setBusy(fee.id);
    try {
      const order = fee.order
        ? await queryClient.fetchQuery({ ...getAnnualOrderQueryOptions(fee.order.id), staleTime: 0 })
        : await create.mutateAsync({ team, season: fee.season.id });
      if (isPayable(order)) setPaying(order);
      else appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, { message: NOTHING_TO_PAY });
    } catch (error) {
      appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, {
        message: (error instanceof ApiError && error.statusCode ? error.error.message : null) ?? OPEN_FAILED,
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, paying, pay, close: () => setPaying(null) };
}

export function AnnualFees({ team }: { readonly team: number }) {
  const fees = useQuery(listAnnualFeesQueryOptions(team));
  const phone = usePhoneLayout();
  const payFee = usePayFee(team);
  // The team's administrator pays; anyone else (WSK staff looking) reads.
  const actsForTeam = useActsForPayer({ payer: { kind: 'team', id: team, name: '', federation: null } });
  if (fees.isPending) return <LoadingState label="Loading the annual fees" />;
  if (fees.isError) {
    return (
      <ErrorState
        titleOrder={3}
        title="The annual fees could not be loaded"
        message={fees.error instanceof ApiError ? fees.error.error.message : undefined}
        onRetry={() => void fees.refetch()}
      />
    );
  }
  if (fees.data.length === 0) {
    return (
      <EmptyState
        titleOrder={3}
        icon={<IconReceiptOff size={28} stroke={1.6} aria-hidden />}
        title="No annual fees to pay"
        description="No fee is set for the current or coming seasons yet."
      />
    );
  }
  const props: FeesProps = {
    fees: fees.data,
    busy: payFee.busy,
    onPay: actsForTeam ? (fee) => void payFee.pay(fee) : null,
  };
  return (
    <>
      {phone ? <FeeCards {...props} /> : <FeesTable {...props} />}
      {payFee.paying ? <PayDialog order={payFee.paying} onClose={payFee.close} /> : null}
    </>
  );
}
