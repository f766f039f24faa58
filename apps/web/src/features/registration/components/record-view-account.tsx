// Another user's account at a glance, read-only: picture, names, role, contacts and national federation.
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { roleDisplayName } from '@portal/contract/roles';
import { DEFAULT_FEDERATION_NAME } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { type RecordRow, RecordViewSection } from './record-view-section';

/** First and last name, else the e-mail or phone of an account without a name yet. */
export function recordOwnerName(user: Pick<User, 'first_name' | 'last_name' | 'email' | 'phone'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email || user.phone || 'This user';
}

export function federationName(user: Pick<User, 'national_federation' | 'not_belong_to_any_federation'>) {
  if (user.not_belong_to_any_federation) return DEFAULT_FEDERATION_NAME;
  return user.national_federation?.name ?? null;
}

function accountRows(user: User): RecordRow[] {
  return [
    { label: 'First name', value: user.first_name || '-' },
    ...(user.middle_name ? [{ label: 'Middle name', value: user.middle_name }] : []),
    { label: 'Last name', value: user.last_name || '-' },
    ...(user.stage_name ? [{ label: 'Stage name', value: user.stage_name }] : []),
    { label: 'E-mail address', value: user.email ?? '-' },
    { label: 'Phone number', value: user.phone ?? '-' },
    { label: 'Role', value: user.role ? roleDisplayName(user.role) : 'No role yet' },
    { label: 'National federation', value: federationName(user) ?? 'Not chosen yet' },
  ];
}

export function RecordViewAccount({ user }: { readonly user: User }) {
  const name = recordOwnerName(user);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.avatar} name={name} color="initials" size={64} radius="xl" alt="" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap="xs">
              {user.role ? (
                <Badge variant="light" color="navy">
                  {roleDisplayName(user.role)}
                </Badge>
              ) : null}
              {user.role && user.role_status === 'pending' ? (
                <Badge variant="light" color="yellow">
                  Awaiting approval
                </Badge>
              ) : null}
            </Group>
            {user.national_federation || user.not_belong_to_any_federation ? (
              <Text size="sm" c="dimmed">
                {federationName(user)}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Paper>
      <RecordViewSection title="Account" rows={accountRows(user)} />
    </Stack>
  );
}
