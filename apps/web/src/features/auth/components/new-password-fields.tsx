// A new password and its confirmation (sign-up, /new-password, /create-password), both required.
import { PasswordInput } from '@mantine/core';
import type { TextFieldProps } from '../../../shared/forms/use-contract-form';

export interface NewPasswordFieldsProps {
  /** "Password" where it is the first, "New password" where it replaces one. */
  label: string;
  password: TextFieldProps;
  confirmation: TextFieldProps;
}

export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label={label} autoComplete="new-password" withAsterisk {...password} />
      <PasswordInput label="Confirm password" autoComplete="new-password" withAsterisk {...confirmation} />
    </>
  );
}
