// A new password with its confirmation (/new-password, /create-password): the contract's rules, server
// errors on the fields or above them, and `onSaved` once the password is set.
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useSetPassword } from '../api/set-password';
import { type PasswordValues, validatePasswordForm } from '../lib/password-form';
import { NewPasswordFields } from './new-password-fields';

export interface PasswordFormProps {
  title: string;
  intro: ReactNode;
  /** A recovery (is_forgot_password): its tokens are forgotten once the password is set. */
  forgotten: boolean;
  onSaved: () => void | Promise<void>;
}

export function PasswordForm({ title, intro, forgotten, onSaved }: PasswordFormProps) {
  const setPassword = useSetPassword({ forgotten });
  const form = useContractForm<PasswordValues>({
    initial: { password: '', password_confirmation: '' },
    validate: validatePasswordForm,
  });

  const submit = form.handleSubmit({
    send: (values) => setPassword.mutateAsync(values.password),
    failure: 'The password could not be saved. Please try again.',
    onSuccess: onSaved,
  });

  return (
    <Stack gap="lg">
      <ScreenHeading title={title}>{intro}</ScreenHeading>
      <FormAlert message={form.formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            label="New password"
            password={form.text('password')}
            confirmation={form.text('password_confirmation')}
          />
          <Button type="submit" size="md" fullWidth loading={setPassword.isPending}>
            Save password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
