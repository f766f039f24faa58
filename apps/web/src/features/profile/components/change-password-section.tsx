// Changing the password: the current one, the new one and its confirmation; a wrong current password
// comes back from the server on its field.
import { Button, PasswordInput, Stack } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useUpdatePassword } from '../api/update-password';
import { type ChangePasswordValues, validateChangePassword } from '../lib/change-password-form';
import { SettingsSection } from './settings-section';

function ChangePasswordForm({ onChanged }: { readonly onChanged: () => void }) {
  const update = useUpdatePassword();
  const form = useContractForm<ChangePasswordValues>({
    initial: { current_password: '', password: '', password_confirmation: '' },
    validate: validateChangePassword,
  });

  const submit = form.handleSubmit({
    send: ({ current_password, password }) => update.mutateAsync({ current_password, password }),
    failure: 'Your password could not be changed. Please try again.',
    onSuccess: () => {
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'Your password has been changed' });
      onChanged();
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md" maw={420}>
        <FormAlert message={form.formError} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          {...form.text('current_password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          withAsterisk
          {...form.text('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          {...form.text('password_confirmation')}
        />
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

export function ChangePasswordSection() {
  // A new key after a change empties the fields and forgets what was touched.
  const [formKey, setFormKey] = useState(0);
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Enter your current password, then the new one twice."
    >
      <ChangePasswordForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
    </SettingsSection>
  );
}
