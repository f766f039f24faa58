// The two changes to two-factor sign-in once it is on, each in a dialog that asks for proof first: new
// backup codes for a current code, turning it off for the password and a code.
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { BackupCodes } from '@portal/contract/endpoints/two-factor';
import { currentPasswordField } from '@portal/contract/zod-rules';
import { appEvents } from '../../../shared/events/app-events';
import { OneTimeCodeInput, oneTimeCodeErrors } from '../../../shared/forms/one-time-code-input';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';

export interface DialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

function passwordErrors(password: string): { password?: string } {
  const message = currentPasswordField().safeParse(password).error?.issues[0]?.message;
  return message ? { password: message } : {};
}

function NewBackupCodesForm({
  onClose,
  onCreated,
}: {
  readonly onClose: () => void;
  readonly onCreated: (reply: BackupCodes) => void;
}) {
  const regenerate = useRegenerateBackupCodes();
  const form = useContractForm<{ code: string }>({
    initial: { code: '' },
    validate: ({ code }) => oneTimeCodeErrors(code),
  });
  const submit = form.handleSubmit({
    send: ({ code }) => regenerate.mutateAsync(code),
    failure: 'New backup codes could not be made. Please try again.',
    onSuccess: onCreated,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Enter the code your authenticator app shows now. Your current backup codes stop working.
        </Text>
        <FormAlert message={form.formError} />
        <OneTimeCodeInput label="Code from your app" data-autofocus maw={220} {...form.text('code')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={regenerate.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={regenerate.isPending}>
            Make new codes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NewBackupCodesDialog({
  opened,
  onClose,
  onCreated,
}: DialogProps & { readonly onCreated: (reply: BackupCodes) => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="New backup codes" centered>
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened ? <NewBackupCodesForm onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function TurnOffForm({ onClose }: { readonly onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useContractForm<{ password: string; code: string }>({
    initial: { password: '', code: '' },
    validate: ({ password, code }) => ({ ...passwordErrors(password), ...oneTimeCodeErrors(code) }),
  });
  const submit = form.handleSubmit({
    send: (values) => disable.mutateAsync(values),
    failure: 'Two-factor sign-in could not be turned off. Please try again.',
    onSuccess: () => {
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'Two-factor sign-in is off' });
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Signing in will ask for your password only. Confirm with your password and a code from your app or a
          backup code.
        </Text>
        <FormAlert message={form.formError} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.text('password')}
        />
        <OneTimeCodeInput kind="either" label="Code from your app or a backup code" {...form.text('code')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={disable.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={disable.isPending}>
            Turn off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TurnOffDialog({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Turn off two-factor sign-in?" centered>
      {opened ? <TurnOffForm onClose={onClose} /> : null}
    </Modal>
  );
}
