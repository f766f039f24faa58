// Signing out of all devices (ASVS 7.4.4): after a confirmation every sign-in of the account ends on the
// server, this one included, and this browser then signs out as the header's sign-out does.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useSignOut } from '../../../shared/auth/use-sign-out';
import { appEvents } from '../../../shared/events/app-events';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsSection } from './settings-section';

export function SignOutEverywhereSection() {
  const signOutEverywhere = useSignOutEverywhere();
  const signOut = useSignOut();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (signOutEverywhere.isPending) return;
    setOpened(false);
    setError(null);
  };

  const confirm = async () => {
    setError(null);
    try {
      await signOutEverywhere.mutateAsync();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.error.message
          ? failure.error.message
          : 'You could not be signed out of your devices. Please try again.',
      );
      return;
    }
    await signOut({ alreadyRevoked: true });
    appEvents.emit(APP_EVENTS.SHOW_TIP, {
      title: 'Signed out everywhere',
      message: 'You have been signed out of all your devices, this one included.',
    });
  };

  return (
    <SettingsSection
      id="sign-out-everywhere"
      title="Sign out of all devices"
      description="Ends every sign-in of your account: on other phones and computers, and on this one. Use it if you have lost a device or see activity you do not recognise."
    >
      <Button variant="outline" onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
        Sign out of all devices
      </Button>
      <Modal opened={opened} onClose={close} title="Sign out of all devices?" centered>
        <Stack gap="md">
          <Text>
            Every device signed in to your account is signed out, this one too. You will need your password to
            sign in again.
          </Text>
          <FormAlert message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={signOutEverywhere.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={signOutEverywhere.isPending}
              onClick={() => void confirm()}
              data-autofocus
            >
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
