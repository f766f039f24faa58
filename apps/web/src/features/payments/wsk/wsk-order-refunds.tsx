// An order's refunds, one card per refund (readable on a phone, as the payments above): for whom, how much,
// why, where it stands and how it was decided. WSK administrators confirm, change or decline a requested
// refund here; viewers read.
import { Stack, Text } from '@mantine/core';
import type { RefundRequest } from '@portal/contract/order';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/date';
import { RowCard } from '../components/order-lines-table';
import { RefundStateBadge } from '../components/refund-state-badge';
import { DecisionCardHead, NothingYet } from './wsk-decision-badge';
import { WskDecisionButtons } from './wsk-decision-buttons';
import type { RefundAction } from './wsk-refund-dialogs';
import { actedBy } from './wsk-when';

export interface WskOrderRefundsProps {
  readonly refunds: readonly RefundRequest[];
  readonly currency: string;
  /** What a refund's line is for (its participant, or the annual fee), from the order's lines. */
  readonly lineName: (line: number) => string;
  readonly canEdit: boolean;
  readonly onAct: (refund: RefundRequest, action: RefundAction) => void;
}

const AMEND = { action: 'change', label: 'Change amount' } as const;

const DECIDED_VERB = { requested: null, confirmed: 'Refunded', declined: 'Declined' } as const;

function RefundCard({
  refund,
  currency,
  name,
  canDecide,
  onAct,
}: {
  readonly refund: RefundRequest;
  readonly currency: string;
  readonly name: string;
  readonly canDecide: boolean;
  readonly onAct: (action: RefundAction) => void;
}) {
  const amount = formatCurrency(refund.amount, currency);
  const verb = DECIDED_VERB[refund.state];
  return (
    <RowCard label={`${amount} for ${name}, ${formatDate(refund.created)}`}>
      <DecisionCardHead
        amount={amount}
        detail={
          <>
            {name} · {actedBy('Requested', refund.created_by, refund.created)}
          </>
        }
        badge={<RefundStateBadge state={refund.state} />}
      />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Reason: {refund.reason || '-'}
      </Text>
      {verb ? (
        <Text size="sm" c="dimmed">
          {actedBy(verb, refund.decided_by, refund.decided) ?? verb}
        </Text>
      ) : null}
      {refund.decision_reason ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Decision: {refund.decision_reason}
        </Text>
      ) : null}
      {canDecide ? <WskDecisionButtons amend={AMEND} onAct={onAct} /> : null}
    </RowCard>
  );
}

export function WskOrderRefunds({ refunds, currency, lineName, canEdit, onAct }: WskOrderRefundsProps) {
  if (refunds.length === 0) return <NothingYet>No refunds.</NothingYet>;
  return (
    <Stack gap="sm" component="ul" aria-label="Refunds" p={0} m={0} style={{ listStyle: 'none' }}>
      {refunds.map((refund) => (
        <RefundCard
          key={refund.id}
          refund={refund}
          currency={currency}
          name={lineName(refund.line)}
          canDecide={canEdit && refund.state === 'requested'}
          onAct={(action) => onAct(refund, action)}
        />
      ))}
    </Stack>
  );
}
