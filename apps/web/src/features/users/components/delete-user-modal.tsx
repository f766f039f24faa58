// Deleting a user for good: the WSK administrator types the user's e-mail or name before the button works.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useDeleteUser } from '../api/delete-user';
import { rowName, type UserRow } from '../lib/user-row';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether `typed` names the user: their e-mail or their full name, ignoring case and extra spaces. */
export function confirmsDeletion(typed: string, row: Pick<UserRow, 'email' | 'full_name'>): boolean {
  const answer = normalise(typed);
  if (answer === '') return false;
  return [row.email, row.full_name].some((expected) => expected && normalise(expected) === answer);
}

export function DeleteUserModal({ row, onClose }: { readonly row: UserRow; readonly onClose: () => void }) {
  const deleteUser = useDeleteUser();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = rowName(row);
  const confirmed = confirmsDeletion(typed, row);
  // What to type: the e-mail when there is one (unique), else the name.
  const expected = row.email ?? row.full_name;

  const close = () => {
    if (!deleteUser.isPending) onClose();
  };

  const confirm = async () => {
    if (!confirmed) return;
    setError(null);
    try {
      await deleteUser.mutateAsync(row.id);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.error.message
          ? failure.error.message
          : 'The user could not be deleted. Please try again.',
      );
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, { title: 'User deleted', message: `${name} was deleted.` });
    onClose();
  };

  return (
    <Modal opened onClose={close} title={`Delete ${name}?`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          <Text>
            Their personal details and files are erased and every sign-in ends. This cannot be undone. To
            confirm, type <strong>{expected}</strong> below.
          </Text>
          <TextInput
            label="E-mail or full name of the user"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <FormAlert message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deleteUser.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={deleteUser.isPending}>
              Delete user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
