// /annual-team-payments (§2, decision 019): World Skate's list of the teams' annual orders. WSK staff filter
// by season (the current one unless another or every season is chosen), state, team name and payments to
// check, all kept in the address, and open an order in the drawer of the event payments screens, where WSK
// administrators decide its bank transfers and refund requests. Anyone else is told the page is not theirs.
import { Select, Stack } from '@mantine/core';
import type { TeamSeason } from '@portal/contract/team';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getCurrentTeamSeasonQueryOptions } from '../../../shared/teams/get-current-team-season';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { seasonTitle } from '../components/order-subject';
import { useWskPaymentsAccess } from '../wsk/use-wsk-payments-access';
import { WskAnnualOrdersList } from '../wsk/wsk-annual-orders-list';
import {
  changeWskAnnualView,
  readWskAnnualView,
  type SeasonChoice,
  type WskAnnualView,
  wskAnnualViewParams,
} from '../wsk/wsk-annual-view';
import { type OpenedOrder, WskOrderDrawer } from '../wsk/wsk-order-drawer';
import { WskPaymentsFilters } from '../wsk/wsk-payments-filters';

const ALL = 'all';

/**
 * The seasons to choose from: every season, the current one and the one the address names (there is no
 * list of seasons: a season WSK has not met here is named by its number).
 */
function seasonOptions(current: TeamSeason | null, chosen: SeasonChoice) {
  const options = [{ value: ALL, label: 'All seasons' }];
  if (current) options.push({ value: String(current.id), label: seasonTitle(current.name) });
  if (chosen !== ALL && chosen !== current?.id) {
    options.push({ value: String(chosen), label: `Season #${chosen}` });
  }
  return options;
}

function NoAccess() {
  return (
    <EmptyState
      color="signal"
      icon={<IconLock size={28} stroke={1.6} aria-hidden />}
      title="You do not have access to this page"
      titleOrder={1}
      description="The annual team payments are managed by World Skate."
    />
  );
}

function AnnualPayments({ canEdit }: { readonly canEdit: boolean }) {
  const [params, setParams] = useSearchParams();
  const view = readWskAnnualView(params);
  const current = useQuery(getCurrentTeamSeasonQueryOptions());
  const [opened, setOpened] = useState<OpenedOrder | null>(null);
  const show = (next: WskAnnualView, replace = false) => setParams(wskAnnualViewParams(next), { replace });
  // The current season is the default; without one (between seasons, or unknown) every season is listed.
  const currentSeason = current.data ?? null;
  const waitingForDefault = view.season === undefined && current.isPending;
  const season: SeasonChoice = view.season ?? currentSeason?.id ?? ALL;

  return (
    <Stack gap="lg">
      <ScreenHeading title="Annual team payments">
        What each team owes for its annual fee and what it has paid. Open an order for its payments and
        refunds.
      </ScreenHeading>
      <WskPaymentsFilters
        view={{ ...view, section: 'annual' }}
        // Typing a search replaces the history entry; the other filters add one.
        onChange={(change) =>
          show(
            changeWskAnnualView(view, change),
            Object.keys(change).every((key) => key === 'search'),
          )
        }
      >
        <Select
          label="Season"
          data={seasonOptions(currentSeason, season)}
          value={String(season)}
          allowDeselect={false}
          disabled={waitingForDefault}
          onChange={(value) =>
            value !== null && show(changeWskAnnualView(view, { season: value === ALL ? ALL : Number(value) }))
          }
        />
      </WskPaymentsFilters>
      {waitingForDefault ? (
        <LoadingState label="Loading the current season" />
      ) : (
        <WskAnnualOrdersList
          view={view}
          season={season}
          onPage={(page) => show(changeWskAnnualView(view, { page }))}
          onOpen={setOpened}
        />
      )}
      <WskOrderDrawer opened={opened} canEdit={canEdit} onClose={() => setOpened(null)} />
    </Stack>
  );
}

export default function AnnualTeamPaymentsScreen() {
  const access = useWskPaymentsAccess();
  if (access.pending) return <LoadingState label="Loading the payments" />;
  if (!access.canRead) return <NoAccess />;
  return <AnnualPayments canEdit={access.canEdit} />;
}
