// Leaving one's role (or withdrawing a pending request): after a confirmation the role is cleared, the
// current user reloaded and the sign-up guard sends the user to /role to choose again.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { roleDisplayName } from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useClearProfileRole } from '../api/clear-profile-role';
import { SettingsSection } from './settings-section';

export function LeaveRoleSection({
  user,
  role,
}: {
  readonly user: User;
  readonly role: NonNullable<User['role']>;
}) {
  const clearRole = useClearProfileRole();
  const continueSignUp = useContinueSignUp();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const roleName = roleDisplayName(role);
  const pending = user.role_status === 'pending';

  const close = () => {
    if (clearRole.isPending) return;
    setOpened(false);
    setError(null);
  };

  const leave = async () => {
    setError(null);
    try {
      await clearRole.mutateAsync(user.id);
    } catch (failure) {
      // E.g. the last-administrator rule (LAST_ADMIN_ROLE_MESSAGE) when the role changed meanwhile.
      setError(
        failure instanceof ApiError && failure.error.message
          ? failure.error.message
          : 'Your role could not be cleared. Please try again.',
      );
      return;
    }
    await continueSignUp();
  };

  return (
    <SettingsSection
      id="role"
      title="Leave my role"
      description={
        pending
          ? `You have asked for the ${roleName} role and are awaiting approval. Withdraw the request to choose another role.`
          : `You are signed up as ${roleName}. Leave the role to choose another one; your details and records stay.`
      }
    >
      <Button variant="default" onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
        {pending ? 'Withdraw my role request' : 'Leave my role'}
      </Button>
      <Modal opened={opened} onClose={close} title={`Leave the ${roleName} role?`} centered>
        <Stack gap="md">
          <Text>
            You will have no role until you choose one again, which you do right away. What you entered stays;
            a role that needs approval waits for an administrator again.
          </Text>
          <FormAlert message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={clearRole.isPending}>
              Cancel
            </Button>
            <Button color="red" loading={clearRole.isPending} onClick={() => void leave()}>
              Leave role
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
