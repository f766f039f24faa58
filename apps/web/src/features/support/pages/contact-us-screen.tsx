// /forgot-password/contact-us: a message to support for people who cannot recover their account
// themselves: name, e-mail, message and, where configured, the captcha; then a thank-you state.
import { Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ContactSupportBody, contactSupportBodySchema } from '@portal/contract/endpoints/support';
import { screenPath } from '@portal/contract/routes';
import { validationMessages } from '@portal/contract/validation';
import { useState } from 'react';
import { FormCaptchaField, useFormCaptcha } from '../../../shared/captcha/captcha-field';
import { type FieldErrors, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { SuccessState } from '../../../shared/ui/success-state';
import { useContactSupport } from '../api/contact-support';

type Values = Record<'name' | 'email' | 'message' | 'captcha', string>;
type Field = keyof Values;

export default function ContactUsScreen() {
  const contact = useContactSupport();
  const captcha = useFormCaptcha();
  const [sent, setSent] = useState(false);

  const bodyOf = (values: Values): ContactSupportBody => ({
    name: values.name,
    email: values.email,
    message: values.message,
    ...(captcha.siteKey ? { captcha: values.captcha } : {}),
  });

  const form = useContractForm<Values>({
    initial: { name: '', email: '', message: '', captcha: '' },
    validate: (values) => {
      const errors: FieldErrors<Field> = parseErrors(
        contactSupportBodySchema.safeParse(bodyOf(values)),
        (key) => (key === 'name' || key === 'email' || key === 'message' || key === 'captcha' ? key : null),
      );
      if (captcha.missing(values.captcha)) errors.captcha = validationMessages.required;
      return errors;
    },
  });

  const submit = form.handleSubmit({
    send: (values) => contact.mutateAsync(bodyOf(values)),
    failure: 'Your message could not be sent. Please try again.',
    onFailure: captcha.reset,
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <SuccessState
        title="Thank you, your message has been sent"
        next={{ label: 'Back to sign in', to: screenPath('sign-in') }}
      >
        Our support team will answer at {form.values.email}, usually within two working days.
      </SuccessState>
    );
  }

  return (
    <Stack gap="lg">
      <ScreenHeading title="Contact us">
        Cannot reach your e-mail or phone any more? Tell us who you are and we will help.
      </ScreenHeading>
      <FormAlert message={form.formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Your name" autoComplete="name" withAsterisk {...form.text('name')} />
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="email"
            description="Where we can answer you"
            withAsterisk
            {...form.text('email')}
          />
          <Textarea label="Message" rows={6} withAsterisk {...form.text('message')} />
          <FormCaptchaField
            captcha={captcha}
            error={form.errors.captcha}
            onChange={(answer) => form.setValue('captcha', answer)}
          />
          <Button type="submit" size="md" fullWidth loading={contact.isPending}>
            Send message
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        <Anchor component={AppLink} to={screenPath('forgot-password')} fw={600}>
          Back to password recovery
        </Anchor>
      </Text>
    </Stack>
  );
}
