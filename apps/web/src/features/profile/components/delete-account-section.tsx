// Deleting one's own account: a dialog where the user types DELETE before the button works, then the
// account goes (personal data erased, every sign-in revoked) and the session ends on sign-in.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useDeleteMe } from '../api/delete-me';
import { useEndDeletedSession } from '../hooks/use-end-deleted-session';
import { SettingsSection } from './settings-section';

/** What the user types to confirm; case matters, so it cannot be typed by accident. */
export const DELETE_CONFIRMATION = 'DELETE';

export function DeleteAccountSection({ userId }: { readonly userId: number }) {
  const deleteMe = useDeleteMe();
  const endSession = useEndDeletedSession();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (deleteMe.isPending) return;
    setOpened(false);
    setTyped('');
    setError(null);
  };

  const confirmDelete = async () => {
    if (typed !== DELETE_CONFIRMATION) return;
    setError(null);
    try {
      await deleteMe.mutateAsync(userId);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.error.message
          ? failure.error.message
          : 'Your account could not be deleted. Please try again.',
      );
      return;
    }
    await endSession();
  };

  return (
    <SettingsSection
      id="delete-account"
      title="Delete my account"
      tone="danger"
      description="Your personal details are erased and you are signed out everywhere. Payment records are kept without your name, as the law requires. This cannot be undone."
    >
      <Button
        color="red"
        variant="outline"
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        Delete my account
      </Button>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDelete();
          }}
        >
          <Stack gap="md">
            <Text>
              This erases your account for good. To confirm, type <strong>{DELETE_CONFIRMATION}</strong>{' '}
              below.
            </Text>
            <TextInput
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <FormAlert message={error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={deleteMe.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={typed !== DELETE_CONFIRMATION}
                loading={deleteMe.isPending}
              >
                Delete account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsSection>
  );
}
