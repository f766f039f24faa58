// Content right on a signed-in screen (contact confirmation, create password, role, sign-up steps): who is
// signed in with a way out of a sign-up one cannot finish now, and the progress bar of the user's flow.
// Its own chunk, loaded by content-right-layout.tsx only for these screens.
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { SignUpProgress } from '../../features/registration/components/sign-up-progress';
import { useSignOut } from '../../shared/auth/use-sign-out';
import { userDisplayName } from './user-display-name';

function SignedInAs() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <Group justify="space-between" gap="xs" mb="md" wrap="nowrap">
      <Text size="sm" c="dimmed" truncate="end">
        Signed in as {userDisplayName(user)}
      </Text>
      <UnstyledButton onClick={() => void signOut()} fz="sm" fw={600} c="navy.6">
        Sign out
      </UnstyledButton>
    </Group>
  );
}

export default function ContentRightSignedIn({ routeName }: { routeName: string }) {
  return (
    <>
      <SignedInAs />
      {/* The bar hides itself off the user's flow. */}
      <SignUpProgress routeName={routeName} />
    </>
  );
}
