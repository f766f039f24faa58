// /event-registration/:id/:sportId/team-payments (§2, decision 018): a team administrator's orders of their
// team (§3: the team-admin team) for the event by tab (awaiting, processed, waived) with their lines, and
// the roster athletes' own entries, to follow who has paid. Someone who administers no team is told so.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTeamAdminTeam } from '../../../shared/teams/use-team-admin-team';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { listTeamOrdersQueryOptions, type TeamOrderTab } from '../payer/api/list-team-orders';
import { PayerFrame } from '../payer/payer-frame';
import { ORDERS_PAGE_SIZE, PayerOrdersTabs, type PayerTab } from '../payer/payer-orders-tabs';
import { usePaymentsRoute } from '../payer/use-payments-route';

const TABS: readonly [PayerTab<TeamOrderTab>, ...PayerTab<TeamOrderTab>[]] = [
  { value: 'awaiting', label: 'Awaiting', empty: 'No orders awaiting payment for this event' },
  { value: 'processed', label: 'Processed', empty: 'No processed orders for this event' },
  { value: 'waived', label: 'Waived', empty: 'No waived orders for this event' },
  { value: 'individual', label: 'Athletes’ own entries', empty: 'No athletes’ own entries for this event' },
];

export default function TeamPaymentsScreen() {
  const { eventId, sportId } = usePaymentsRoute();
  const own = useTeamAdminTeam();
  if (own.isPending) return <LoadingState label="Loading the payments" />;
  const team = own.team;

  return (
    <PayerFrame
      eventId={eventId}
      sportId={sportId}
      title="Team payments"
      unavailable={
        team ? null : (
          <EmptyState
            titleOrder={1}
            icon={<IconUsersGroup size={28} stroke={1.6} aria-hidden />}
            title="You do not administer a team"
            description="A team’s administrator follows the team’s orders for the event here."
            action={
              <Button
                component={AppLink}
                to={screenPath('event-sport-profile', { id: eventId, sportId })}
                variant="light"
              >
                Back to the sport
              </Button>
            }
          />
        )
      }
      subtitle={({ event }) =>
        `${team?.name ?? 'Your team'}’s orders for ${event.name}, every sport included.`
      }
    >
      {() =>
        team ? (
          <PayerOrdersTabs
            tabs={TABS}
            query={(tab, page) =>
              listTeamOrdersQueryOptions(tab, {
                event: eventId,
                team: team.id,
                page,
                page_size: ORDERS_PAGE_SIZE,
              })
            }
          />
        ) : null
      }
    </PayerFrame>
  );
}
