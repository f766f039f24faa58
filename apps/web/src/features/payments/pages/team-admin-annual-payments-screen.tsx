// /marathon-applications/team-admin-payments (§2, decision 019): a team administrator's annual team fees.
// The team is theirs (§3: the first of their teams); the fees of the current and coming seasons with where
// the team's order for each stands and a Pay button, then the team's annual orders by tab (awaiting,
// processed, waived) as the event payments show orders: payments, withdrawals, refunds. Someone without a
// team is told so.
import { Stack, Title } from '@mantine/core';
import type { OrderTab } from '@portal/contract/order';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTeamAdminTeam } from '../../../shared/teams/use-team-admin-team';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { AnnualFees } from '../payer/annual-fees';
import { listTeamAnnualOrdersQueryOptions } from '../payer/api/list-team-annual-orders';
import { ORDERS_PAGE_SIZE, PayerOrdersTabs, type PayerTab } from '../payer/payer-orders-tabs';

const TABS: readonly [PayerTab<OrderTab>, ...PayerTab<OrderTab>[]] = [
  { value: 'awaiting', label: 'Awaiting', empty: 'No annual orders awaiting payment' },
  { value: 'processed', label: 'Processed', empty: 'No processed annual orders' },
  { value: 'waived', label: 'Waived', empty: 'No waived annual orders' },
];

export default function TeamAdminAnnualPaymentsScreen() {
  const own = useTeamAdminTeam();
  if (own.isPending) return <LoadingState label="Loading the payments" />;
  const { team } = own;
  if (!team) {
    return (
      <EmptyState
        titleOrder={1}
        icon={<IconUsersGroup size={28} stroke={1.6} aria-hidden />}
        title="You do not administer a team"
        description="A team’s administrator pays the team’s annual fees here."
      />
    );
  }
  return (
    <Stack gap="xl">
      <ScreenHeading title="Annual team payments">
        {team.name}’s annual fees: a team takes part in a season once its fee is paid.
      </ScreenHeading>
      <Stack gap="sm" component="section" aria-labelledby="annual-fees-title">
        <Title order={2} size="h3" id="annual-fees-title">
          Annual fees
        </Title>
        <AnnualFees team={team.id} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="annual-orders-title">
        <Title order={2} size="h3" id="annual-orders-title">
          Orders
        </Title>
        <PayerOrdersTabs
          tabs={TABS}
          query={(tab, page) =>
            listTeamAnnualOrdersQueryOptions(tab, { team: team.id, page, page_size: ORDERS_PAGE_SIZE })
          }
        />
      </Stack>
    </Stack>
  );
}
