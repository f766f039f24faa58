// One order in full beside WSK's list, read from the details call of the section it was opened from:
// payer, reference, state, the order's sums, how it may be paid, its lines, payments and refunds. WSK
// administrators change a line's discount and the allowed payment systems, decide bank transfers and refund
// requests, and record refunds on paid lines, here. An annual team order (decision 019) has one line, the
// season's fee: no participant, so no discount per participant and no refund recorded by WSK on it (both
// are participants' calls); its payments and refund requests are decided as any order's.
import { Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { OrderDetail } from '@portal/contract/order';
import type { PaymentSystem } from '@portal/contract/payment';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { formatCurrency } from '../../../shared/format/currency';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useReportDialogOpen } from '../components/decision-dialog';
import { OrderStateBadge } from '../components/order-state-badge';
import { isAnnualOrder, lineName, orderTitle, type ParticipantLine } from '../components/order-subject';
import { useChangeAllowedPaymentSystems } from './api/change-allowed-payment-systems';
import { useChangeDiscount } from './api/change-discount';
import { getWskAnnualOrderDetailsQueryOptions } from './api/get-wsk-annual-order-details';
import { getWskIndividualOrderDetailsQueryOptions } from './api/get-wsk-individual-order-details';
import { getWskOrderDetailsQueryOptions } from './api/get-wsk-order-details';
import { getWskTeamOrderDetailsQueryOptions } from './api/get-wsk-team-order-details';
import { WskAllowedSystems } from './wsk-allowed-systems-form';
import { WskOrderLines } from './wsk-order-lines';
import { WskOrderPayments } from './wsk-order-payments';
import { WskOrderRefunds } from './wsk-order-refunds';
import type { WskOrderSection } from './wsk-payments-view';
import { type RefundActing, resolveRefundActing, WskRefundDialog } from './wsk-refund-dialogs';

const DETAILS_QUERY = {
  orders: getWskOrderDetailsQueryOptions,
  teams: getWskTeamOrderDetailsQueryOptions,
  individuals: getWskIndividualOrderDetailsQueryOptions,
  annual: getWskAnnualOrderDetailsQueryOptions,
} as const satisfies Record<WskOrderSection, (order: number) => unknown>;

/** The order to show: its id, the section whose details call reads it, and its reference for the title. */
export interface OpenedOrder {
  readonly section: WskOrderSection;
  readonly id: number;
  readonly reference: string;
}

export interface WskOrderDrawerProps {
  readonly opened: OpenedOrder | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}

export function WskOrderDrawer({ opened, canEdit, onClose }: WskOrderDrawerProps) {
  const title = opened ? `Order ${opened.reference}` : 'Order';
  // While a payment's or a refund's dialog is open, Escape closes that dialog alone.
  const [dialogs, setDialogs] = useState<Readonly<Record<DialogSource, boolean>>>({
    payments: false,
    refunds: false,
  });
  const onDialogChange = useCallback(
    (source: DialogSource, open: boolean) =>
      setDialogs((current) => (current[source] === open ? current : { ...current, [source]: open })),
    [],
  );
  return (
    <Drawer
      opened={opened !== null}
      onClose={onClose}
      closeOnEscape={!dialogs.payments && !dialogs.refunds}
      position="right"
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? (
        <OrderDetails
          section={opened.section}
          id={opened.id}
          canEdit={canEdit}
          onDialogChange={onDialogChange}
        />
      ) : null}
    </Drawer>
  );
}

/** The parts of the order whose dialogs leave Escape to themselves while open. */
type DialogSource = 'payments' | 'refunds';

interface OrderViewProps {
  readonly section: WskOrderSection;
  readonly canEdit: boolean;
  readonly onDialogChange: (source: DialogSource, open: boolean) => void;
}

function OrderDetails({ id, ...props }: OrderViewProps & { readonly id: number }) {
  const details = useQuery(DETAILS_QUERY[props.section](id));
  if (details.isPending) return <LoadingState label="Loading the order" />;
  if (details.isError) {
    return (
      <ErrorState
        title="The order could not be loaded"
        message={details.error instanceof ApiError ? details.error.error.message : undefined}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return <OrderView order={details.data} {...props} />;
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const AMOUNTS = [
  ['fees', 'Fees'],
  ['discount', 'Discount'],
  ['due', 'Due'],
  ['paid', 'Paid'],
  ['refunded', 'Refunded'],
  ['pending', 'Pending'],
  ['outstanding', 'Outstanding'],
] as const;

function OrderView({
  order,
  section,
  canEdit,
  onDialogChange,
}: OrderViewProps & { readonly order: OrderDetail }) {
  const changeDiscount = useChangeDiscount(section);
  const changeSystems = useChangeAllowedPaymentSystems(section);
  const { currency } = order.amounts;
  const names = new Map(order.lines.map((line) => [line.id, lineName(line)]));
  const annual = isAnnualOrder(order);
  const [refundActing, setRefundActing] = useState<RefundActing | null>(null);
  // Viewers never get a refund dialog, whatever was asked.
  const refundDialogOpen = canEdit && resolveRefundActing(order, refundActing) !== null;
  const onPaymentsDialog = useCallback((open: boolean) => onDialogChange('payments', open), [onDialogChange]);
  const onRefundsDialog = useCallback((open: boolean) => onDialogChange('refunds', open), [onDialogChange]);
  useReportDialogOpen(refundDialogOpen, onRefundsDialog);

  const saveDiscount = async (line: ParticipantLine, discount: string) => {
    await changeDiscount.mutateAsync({ participant: line.participant.id, body: { discount } });
    appEvents.emit(APP_EVENTS.SHOW_TIP, {
      message: `The discount of ${line.participant.user.full_name} is saved.`,
    });
  };
  const saveSystems = async (systems: PaymentSystem[]) => {
    await changeSystems.mutateAsync({ order: order.id, body: { allowed_payment_systems: systems } });
    appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'The payment systems are saved.' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={0} miw={0}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {order.payer.name}
          </Text>
          <Text size="sm" c="dimmed">
            {[order.reference, annual ? orderTitle(order) : null, order.payer.federation?.name]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <OrderStateBadge state={order.state} />
      </Group>
      <Section title="Amounts">
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
          {AMOUNTS.map(([key, label]) => (
            <Stack key={key} gap={0}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={key === 'outstanding' ? 700 : undefined}>
                {formatCurrency(order.amounts[key], currency)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <WskAllowedSystems current={order.allowed_payment_systems} canEdit={canEdit} onSave={saveSystems} />
      <Section title={annual ? 'Annual fee' : 'Participants'}>
        <WskOrderLines
          lines={order.lines}
          currency={currency}
          canEdit={canEdit}
          onChangeDiscount={saveDiscount}
          refunds={order.refunds}
          onRefund={(line) => setRefundActing({ kind: 'create', line: line.id })}
        />
      </Section>
      <Section title="Payments">
        <WskOrderPayments
          order={order}
          section={section}
          canEdit={canEdit}
          onDialogChange={onPaymentsDialog}
        />
      </Section>
      <Section title="Refunds">
        <WskOrderRefunds
          refunds={order.refunds}
          currency={currency}
          lineName={(line) => names.get(line) ?? '-'}
          canEdit={canEdit}
          onAct={(refund, action) => setRefundActing({ kind: 'decide', refund: refund.id, action })}
        />
      </Section>
      {refundDialogOpen ? (
        <WskRefundDialog
          order={order}
          section={section}
          acting={refundActing}
          onClose={() => setRefundActing(null)}
        />
      ) : null}
    </Stack>
  );
}
