// /marathon-teams (§2): the signed-in user's own team places to answer, then every marathon team, filtered
// by name, country, ban and the current season's fee, paged. Filters and page live in the URL query.
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ScreenHeading } from '../../../../shared/ui/screen-heading';
import { MyTeamPlaces } from '../../roster/components/my-team-places';
import { TeamsFilters } from '../components/teams-filters';
import { TeamsResults } from '../components/teams-results';
import { readTeamsView, type TeamsView, withFilter, writeTeamsView } from '../lib/teams-view';

export default function TeamsScreen() {
  const [params, setParams] = useSearchParams();
  const view = readTeamsView(params);
  const update = (next: TeamsView) => setParams(writeTeamsView(next), { preventScrollReset: true });

  return (
    <Stack gap="lg">
      <ScreenHeading title="Marathon teams">
        The marathon teams of the federation, their rosters and whether they are active this season.
      </ScreenHeading>
      <MyTeamPlaces />
      <TeamsFilters
        view={view}
        onChange={(key, value) => update(withFilter(readTeamsView(params), key, value))}
        onClear={() => update({ page: 1 })}
      />
      <TeamsResults
        view={view}
        onPage={(page) => update({ ...view, page })}
        onClearFilters={() => update({ page: 1 })}
      />
    </Stack>
  );
}
