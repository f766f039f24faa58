// /forgot-password: the e-mail or phone of the account; a recovery code goes there and the user enters it
// on the matching confirmation screen.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { forgotPasswordBodySchema } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { type RecoveryContact, useForgotPassword } from '../api/forgot-password';
import { type ContactMethod, ContactMethodFields } from '../components/contact-method-fields';

// Either identifier key is the one input's.
const valueField = (key: string): 'value' | null => (key === 'email' || key === 'phone' ? 'value' : null);

const contactOf = (method: ContactMethod, value: string): RecoveryContact =>
  method === 'email' ? { email: value } : { phone: value };

/** The confirmation screen of a recovery sent to `contact`, with the address in the query. */
export function recoveryConfirmPath(contact: RecoveryContact): string {
  return 'email' in contact
    ? `${screenPath('forgot-password-confirm-email')}?${new URLSearchParams({ email: contact.email })}`
    : `${screenPath('forgot-password-confirm-phone')}?${new URLSearchParams({ phone: contact.phone })}`;
}

export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [method, setMethod] = useState<ContactMethod>('email');
  const form = useContractForm<{ value: string }>({
    initial: { value: '' },
    validate: ({ value }) =>
      parseErrors(forgotPasswordBodySchema.safeParse(contactOf(method, value)), valueField),
    fieldOf: valueField,
  });

  const submit = form.handleSubmit({
    send: (values) => forgot.mutateAsync(contactOf(method, values.value.trim())),
    failure: 'The code could not be sent. Please try again.',
    onSuccess: (_sent, values) => {
      navigate(recoveryConfirmPath(contactOf(method, values.value.trim())));
    },
  });

  return (
    <Stack gap="lg">
      <ScreenHeading title="Forgot your password?">
        Tell us the e-mail address or phone number of your account and we will send you a code.
      </ScreenHeading>
      <FormAlert message={form.formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ContactMethodFields
            label="Recover with"
            method={method}
            onMethodChange={(next) => {
              setMethod(next);
              form.setValue('value', '');
              form.clearErrors();
            }}
            email={form.text('value')}
            phone={form.text('value')}
            emailAutoComplete="username"
          />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            Send a code
          </Button>
        </Stack>
      </form>
      <Stack gap={6} align="center">
        <Text size="sm">
          No access to either?{' '}
          <Anchor component={AppLink} to={screenPath('forgot-password-contact-us')} fw={600}>
            Contact us
          </Anchor>
        </Text>
        <Anchor component={AppLink} to={screenPath('sign-in')} size="sm" fw={600}>
          Back to sign in
        </Anchor>
      </Stack>
    </Stack>
  );
}
