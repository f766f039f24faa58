// The user's sports on the account details, read-only with the federation they represent in each, and
// the sport-selection screen of their role to change them.
import { Anchor, Stack, Text } from '@mantine/core';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import { roleFlags } from '@portal/contract/roles';
import { screenPath } from '@portal/contract/routes';
import { userSportFederationName } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { AppLink } from '../../../shared/ui/app-link';

/** Where the user's role chooses its sports; null for roles without sports (guests, no role). */
export function sportSelectionPathOf(user: Pick<User, 'role'>): string | null {
  const flags = roleFlags(user.role);
  // The step screen comes back here after saving (use-step-navigation reads `redirect`).
  const back = `?redirect=${encodeURIComponent(screenPath('profile-account-details'))}`;
  if (flags.isAthlete) return `${screenPath('sport-select')}${back}`;
  if (flags.isITO) return `${screenPath('sport-select-ito')}${back}`;
  if (flags.isWSK || flags.isNF) return `${screenPath('sport-select-wsk')}${back}`;
  return null;
}

export function SportsEditLink({ user }: { user: Pick<User, 'role'> }) {
  const path = sportSelectionPathOf(user);
  if (!path) return null;
  return (
    <Anchor component={AppLink} to={path} fw={600} size="sm" aria-label="Edit your sports">
      Edit
    </Anchor>
  );
}

export function AccountSports({ sports }: { sports: readonly UserSport[] }) {
  if (sports.length === 0) return <Text c="dimmed">No sports chosen yet.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your sports">
      {sports.map((item) => (
        <Stack component="li" key={item.id} gap={0}>
          <Text fw={600}>{item.sport.name}</Text>
          <Text size="sm" c="dimmed">
            {userSportFederationName(item)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
