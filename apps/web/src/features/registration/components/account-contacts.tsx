// The account's e-mail address and phone number with whether each is confirmed, and the way to change
// them: the update screens send a code to the new address or number (§2 /update-email, /update-phone).
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import type { User } from '@portal/contract/user';
import { AppLink } from '../../../shared/ui/app-link';

interface ContactRowProps {
  readonly label: string;
  readonly value: string | null;
  readonly verified: boolean;
  readonly changePath: string;
}

function ContactRow({ label, value, verified, changePath }: ContactRowProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Stack gap={2} miw={0}>
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text style={{ overflowWrap: 'anywhere' }} c={value ? undefined : 'dimmed'}>
            {value ?? 'Not given'}
          </Text>
          {value ? (
            <Badge color={verified ? 'teal' : 'yellow'} variant="light">
              {verified ? 'Verified' : 'Not verified'}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Anchor
        component={AppLink}
        to={changePath}
        fw={600}
        size="sm"
        aria-label={`${value ? 'Change' : 'Add'} ${label.toLowerCase()}`}
        style={{ flexShrink: 0 }}
      >
        {value ? 'Change' : 'Add'}
      </Anchor>
    </Group>
  );
}

export function AccountContacts({ user }: { user: User }) {
  return (
    <Stack gap="md">
      <ContactRow
        label="E-mail address"
        value={user.email}
        verified={user.email_verified}
        changePath={screenPath('update-email')}
      />
      <ContactRow
        label="Phone number"
        value={user.phone}
        verified={user.phone_verified}
        changePath={screenPath('update-phone')}
      />
    </Stack>
  );
}
