// The sport profile's payment card (decision 018): what the signed-in payer still owes for the event, with
// the way to their payments screen: NF staff their federation's orders, an athlete with orders their own,
// a team's administrator the team's. Nothing for anyone else. `reload-sport-payment-card` (§8) asks again.
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { OrderTotals } from '@portal/contract/order';
import { screenPath } from '@portal/contract/routes';
import { IconArrowRight } from '@tabler/icons-react';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../auth/get-me';
import { tokenManager } from '../auth/token-manager';
import { useAppEvent } from '../events/use-app-event';
import { formatCurrency } from '../format/currency';
import { useTeamAdminTeam } from '../teams/use-team-admin-team';
import { AppLink } from '../ui/app-link';
import { LoadingBlock } from '../ui/loading-block';
import {
  getAthleteTotalQueryOptions,
  getNfTotalQueryOptions,
  getTeamOutstandingQueryOptions,
  type Outstanding,
} from './get-payer-totals';
import { getPaymentsExistQueryOptions } from './get-payments-exist';
import { NewPaymentsBadge } from './new-payments-badge';
import { payerRoles } from './payer-roles';
import { PAYMENT_TOTALS_KEY, PAYMENTS_EXIST_KEY } from './payments-key';

export interface SportPaymentCardProps {
  readonly eventId: number;
  readonly sportId: number;
  /** The event's currency: what "nothing outstanding" is shown in. */
  readonly currency: string;
}

/** "€120.00", or each currency's amount when orders are in several. */
export function outstandingText(entries: readonly Outstanding[], currency: string): string {
  if (entries.length === 0) return formatCurrency('0.00', currency);
  return entries.map((entry) => formatCurrency(entry.outstanding, entry.currency)).join(' + ');
}

const fromTotals = (totals: OrderTotals): Outstanding[] =>
  totals.totals.map(({ currency, outstanding }) => ({ currency, outstanding }));

function PayerRow({
  label,
  to,
  linkLabel,
  outstanding,
  currency,
}: {
  readonly label: string;
  readonly to: string;
  readonly linkLabel: string;
  readonly outstanding: UseQueryResult<Outstanding[]>;
  readonly currency: string;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={0} miw={0}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {outstanding.isPending ? (
          <LoadingBlock height={20} width={140} mt={2} label="Loading what is outstanding" />
        ) : outstanding.isError ? (
          <Group gap={6}>
            <Text size="sm" c="red.8">
              What is outstanding could not be loaded.
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => void outstanding.refetch()}>
              Try again
            </Anchor>
          </Group>
        ) : (
          <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            Outstanding {outstandingText(outstanding.data, currency)}
          </Text>
        )}
      </Stack>
      <Button
        component={AppLink}
        to={to}
        variant="light"
        size="xs"
        rightSection={<IconArrowRight size={14} aria-hidden />}
      >
        <Group gap={6} component="span" wrap="nowrap">
          {linkLabel}
          <NewPaymentsBadge />
        </Group>
      </Button>
    </Group>
  );
}

export function SportPaymentCard({ eventId, sportId, currency }: SportPaymentCardProps) {
  const queryClient = useQueryClient();
  const signedIn = tokenManager.hasTokens();
  const me = useQuery({ ...getMeQueryOptions(), enabled: signedIn });
  const roles = payerRoles(me.data);
  const { team } = useTeamAdminTeam();
  const ids = { id: eventId, sportId };

  const nf = useQuery({
    ...getNfTotalQueryOptions(eventId),
    enabled: roles.isNfStaff,
    select: fromTotals,
  });
  const exists = useQuery({ ...getPaymentsExistQueryOptions(eventId), enabled: roles.isAthlete });
  const athletePays = roles.isAthlete && exists.data?.exists === true;
  const athlete = useQuery({
    ...getAthleteTotalQueryOptions(eventId),
    enabled: athletePays,
    select: fromTotals,
  });
  const teamOutstanding = useQuery({
    ...getTeamOutstandingQueryOptions(eventId, team?.id ?? 0),
    enabled: team !== null,
  });

  useAppEvent(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD, () => {
    void queryClient.invalidateQueries({ queryKey: PAYMENT_TOTALS_KEY });
    void queryClient.invalidateQueries({ queryKey: PAYMENTS_EXIST_KEY });
  });

  if (!roles.isNfStaff && !athletePays && team === null) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sport-payment-card">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sport-payment-card">
          Payments
        </Title>
        {roles.isNfStaff ? (
          <PayerRow
            label={me.data?.nf_admin_federation?.name ?? 'Your federation'}
            to={screenPath('event-registration-payments', ids)}
            linkLabel="Federation payments"
            outstanding={nf}
            currency={currency}
          />
        ) : null}
        {athletePays ? (
          <PayerRow
            label="Your own entries"
            to={screenPath('event-registration-my-payments', ids)}
            linkLabel="My payments"
            outstanding={athlete}
            currency={currency}
          />
        ) : null}
        {team ? (
          <PayerRow
            label={team.name}
            to={screenPath('event-registration-team-payments', ids)}
            linkLabel="Team payments"
            outstanding={teamOutstanding}
            currency={currency}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
