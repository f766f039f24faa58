// /forgot-password: the e-mail or phone of the account; a recovery code goes there and the user enters it
// on the matching confirmation screen.
import { Anchor, Button, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { forgotPasswordBodySchema } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { type RecoveryContact, useForgotPassword } from '../api/forgot-password';

type Method = 'email' | 'phone';

const contactOf = (method: Method, value: string): RecoveryContact =>
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
  const [method, setMethod] = useState<Method>('email');
  const form = useContractForm<{ value: string }>({
    initial: { value: '' },
    validate: ({ value }) =>
      parseErrors(forgotPasswordBodySchema.safeParse(contactOf(method, value)), (key) =>
        key === 'email' || key === 'phone' ? 'value' : null,
      ),
    fieldOf: (key) => (key === 'email' || key === 'phone' ? 'value' : null),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    const contact = contactOf(method, form.values.value.trim());
    try {
      await forgot.mutateAsync(contact);
    } catch (error) {
      form.fail(error, 'The code could not be sent. Please try again.');
      return;
    }
    navigate(recoveryConfirmPath(contact));
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Forgot your password?</Title>
        <Text c="dimmed">
          Tell us the e-mail address or phone number of your account and we will send you a code.
        </Text>
      </Stack>
      <FormAlert message={form.formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={method}
            onChange={(value) => {
              setMethod(value === 'phone' ? 'phone' : 'email');
              form.setValue('value', '');
              form.clearErrors();
            }}
            aria-label="Recover with"
            data={[
              { label: 'E-mail', value: 'email' },
              { label: 'Phone', value: 'phone' },
            ]}
          />
          {method === 'email' ? (
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="username"
              placeholder="name@example.com"
              withAsterisk
              {...form.text('value')}
            />
          ) : (
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="+41 79 123 45 67"
              withAsterisk
              {...form.text('value')}
            />
          )}
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
