// The state badges of a team: active for the current season ("Active 2026", the season's name as the server
// knows it) or not paid, and banned.
import { Badge, Group } from '@mantine/core';
import type { Team } from '@portal/contract/team';
import { useQuery } from '@tanstack/react-query';
import { getCurrentTeamSeasonQueryOptions } from '../../../../shared/teams/get-current-team-season';

export function TeamBadges({ team }: { readonly team: Pick<Team, 'active_paid' | 'ban'> }) {
  const season = useQuery(getCurrentTeamSeasonQueryOptions());
  return (
    <Group gap={6} wrap="wrap">
      {team.active_paid ? (
        <Badge color="green" variant="light">
          {season.data ? `Active ${season.data.name}` : 'Active'}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Not paid
        </Badge>
      )}
      {team.ban ? (
        <Badge color="red" variant="filled">
          Banned
        </Badge>
      ) : null}
    </Group>
  );
}
