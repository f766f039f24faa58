// A new password with its confirmation (/new-password, /create-password): the contract's rules, server
// errors on the fields or above them, and `onSaved` once the password is set.
import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useSetPassword } from '../api/set-password';
import { type PasswordValues, validatePasswordForm } from '../lib/password-form';

export interface PasswordFormProps {
  title: string;
  intro: ReactNode;
  /** A recovery (is_forgot_password): its tokens are forgotten once the password is set. */
  forgotten: boolean;
  onSaved: () => void;
}

export function PasswordForm({ title, intro, forgotten, onSaved }: PasswordFormProps) {
  const setPassword = useSetPassword({ forgotten });
  const form = useContractForm<PasswordValues>({
    initial: { password: '', password_confirmation: '' },
    validate: validatePasswordForm,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      await setPassword.mutateAsync(form.values.password);
    } catch (error) {
      form.fail(error, 'The password could not be saved. Please try again.');
      return;
    }
    onSaved();
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      <FormAlert message={form.formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            withAsterisk
            {...form.text('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...form.text('password_confirmation')}
          />
          <Button type="submit" size="md" fullWidth loading={setPassword.isPending}>
            Save password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
