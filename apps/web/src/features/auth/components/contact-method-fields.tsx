// The choice between e-mail and phone (sign-in, sign-up, password recovery) and the input of the chosen one.
import { TextInput } from '@mantine/core';
import { useId } from 'react';
import type { TextFieldProps } from '../../../shared/forms/use-contract-form';
import classes from './contact-method-fields.module.css';

const METHODS: ReadonlyArray<{ readonly value: ContactMethod; readonly label: string }> = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone' },
];

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
  const name = useId();
  return (
    <>
      <div role="radiogroup" aria-label={label} className={classes.choice}>
        {METHODS.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={method === option.value}
              onChange={() => onMethodChange(option.value)}
              className={classes.input}
            />
            <span className={classes.label}>{option.label}</span>
          </label>
        ))}
      </div>
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
