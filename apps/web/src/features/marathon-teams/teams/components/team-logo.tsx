// A team's logo, or its initials on a coloured disc when it has none.
import { Avatar } from '@mantine/core';
import type { Team } from '@portal/contract/team';
import { imageUrl } from '../../../../shared/format/image-url';

/** Up to two initials of the team's name ("Roma Inline Marathon" → "RI"). */
export function teamInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function TeamLogo({
  team,
  size = 40,
}: {
  readonly team: Pick<Team, 'name' | 'logo'>;
  readonly size?: number;
}) {
  const src = team.logo ? imageUrl(team.logo.url, { width: size * 2, height: size * 2 }) : null;
  return (
    <Avatar
      src={src}
      alt={team.logo ? `Logo of ${team.name}` : undefined}
      size={size}
      radius="md"
      color="navy"
    >
      {teamInitials(team.name)}
    </Avatar>
  );
}
