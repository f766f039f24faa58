// The state badges of a team: active for the current season ("Active 2026") or not paid, and banned.
import { Badge, Group } from '@mantine/core';
import type { Team } from '@portal/contract/team';

/** The season year the `active_paid` flag speaks of: the current one. */
export const currentSeasonYear = () => new Date().getFullYear();

export function TeamBadges({ team }: { readonly team: Pick<Team, 'active_paid' | 'ban'> }) {
  return (
    <Group gap={6} wrap="wrap">
      {team.active_paid ? (
        <Badge color="green" variant="light">
          Active {currentSeasonYear()}
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
