// The check's other states on the same full screen: checking, the caller not being venue staff, and a
// check that could not be made.
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { CREDENTIAL_MESSAGES } from '@portal/contract/endpoints/credentials';
import type { User } from '@portal/contract/user';
import { IconAlertTriangle, IconLock, IconRefresh, IconSwitchHorizontal } from '@tabler/icons-react';
import { CheckFrame } from './check-frame';

export function CheckingCredential() {
  return (
    <CheckFrame tone="neutral" label="Credential check">
      <Stack align="center" gap="lg" role="status" aria-live="polite">
        <Loader size="xl" />
        <Title order={1} ta="center">
          Checking the credential…
        </Title>
      </Stack>
    </CheckFrame>
  );
}

/** First and last name, else the e-mail (or phone) of an account that has no name yet. */
function displayName(user: User): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email || user.phone || 'this account';
}

export interface CheckNotAllowedProps {
  readonly user: User | null;
  readonly onSwitchAccount: () => void;
  readonly onRetry: () => void;
}

export function CheckNotAllowed({ user, onSwitchAccount, onRetry }: CheckNotAllowedProps) {
  return (
    <CheckFrame tone="neutral" label="Credential check">
      <Stack align="center" gap="lg" ta="center">
        <IconLock size={72} stroke={1.5} aria-hidden />
        <Title order={1}>{CREDENTIAL_MESSAGES.CHECK_NOT_ALLOWED}</Title>
        <Text size="lg">
          {user ? (
            <>
              You are signed in as <strong>{displayName(user)}</strong>, who is not on this event’s staff.{' '}
            </>
          ) : null}
          Sign in with the account the event’s organisers registered as staff, then scan the card again.
        </Text>
        <Stack gap="sm" w="100%" maw={420}>
          <Button
            size="lg"
            leftSection={<IconSwitchHorizontal size={20} aria-hidden />}
            onClick={onSwitchAccount}
          >
            Sign in as someone else
          </Button>
          <Button
            size="lg"
            variant="default"
            leftSection={<IconRefresh size={20} aria-hidden />}
            onClick={onRetry}
          >
            Try again
          </Button>
        </Stack>
      </Stack>
    </CheckFrame>
  );
}

export interface CheckFailedProps {
  readonly message: string | null;
  readonly onRetry: () => void;
}

export function CheckFailed({ message, onRetry }: CheckFailedProps) {
  return (
    <CheckFrame tone="neutral" label="Credential check">
      {/* An alert and an error state (error-state.tsx), in the venue's large type. */}
      <Stack role="alert" data-error-state="" align="center" gap="lg" ta="center">
        <IconAlertTriangle size={72} stroke={1.5} aria-hidden />
        <Title order={1}>The credential could not be checked</Title>
        <Text size="lg">{message ?? 'Check the connection and try again.'}</Text>
        <Button size="lg" leftSection={<IconRefresh size={20} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </CheckFrame>
  );
}
