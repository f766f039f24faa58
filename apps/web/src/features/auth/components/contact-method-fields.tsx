// The choice between e-mail and phone (sign-in, sign-up, password recovery) and the input of the chosen one.
import { SegmentedControl, TextInput } from '@mantine/core';
import type { TextFieldProps } from '../../../shared/forms/use-contract-form';

export type ContactMethod = 'email' | 'phone';

export interface ContactMethodFieldsProps {
  /** The choice's accessible name, e.g. "Sign in with". */
  label: string;
  method: ContactMethod;
  onMethodChange: (method: ContactMethod) => void;
  email: TextFieldProps;
  phone: TextFieldProps;
  /** `username` where the address signs in to an existing account, `email` for a new one. */
  emailAutoComplete: 'username' | 'email';
}

export function ContactMethodFields({
  label,
  method,
  onMethodChange,
  email,
  phone,
  emailAutoComplete,
}: ContactMethodFieldsProps) {
  return (
    <>
      <SegmentedControl
        fullWidth
        value={method}
        onChange={(value) => onMethodChange(value === 'phone' ? 'phone' : 'email')}
        aria-label={label}
        data={[
          { label: 'E-mail', value: 'email' },
          { label: 'Phone', value: 'phone' },
        ]}
      />
      {method === 'email' ? (
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete={emailAutoComplete}
          placeholder="name@example.com"
          withAsterisk
          {...email}
        />
      ) : (
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+41 79 123 45 67"
          withAsterisk
          {...phone}
        />
      )}
    </>
  );
}
