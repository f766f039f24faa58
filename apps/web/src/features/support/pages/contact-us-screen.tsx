// /forgot-password/contact-us: a message to support for people who cannot recover their account
// themselves: name, e-mail, message and, where configured, the captcha; then a thank-you state.
import { Anchor, Button, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { type ContactSupportBody, contactSupportBodySchema } from '@portal/contract/endpoints/support';
import { screenPath } from '@portal/contract/routes';
import { validationMessages } from '@portal/contract/validation';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CaptchaField, useCaptchaSiteKey } from '../../../shared/captcha/captcha-field';
import { type FieldErrors, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useContactSupport } from '../api/contact-support';

type Values = Record<'name' | 'email' | 'message' | 'captcha', string>;
type Field = keyof Values;

export default function ContactUsScreen() {
  const contact = useContactSupport();
  const siteKey = useCaptchaSiteKey();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [sent, setSent] = useState(false);

  const bodyOf = (values: Values): ContactSupportBody => ({
    name: values.name,
    email: values.email,
    message: values.message,
    ...(siteKey ? { captcha: values.captcha } : {}),
  });

  const form = useContractForm<Values>({
    initial: { name: '', email: '', message: '', captcha: '' },
    validate: (values) => {
      const errors: FieldErrors<Field> = parseErrors(
        contactSupportBodySchema.safeParse(bodyOf(values)),
        (key) => (key === 'name' || key === 'email' || key === 'message' || key === 'captcha' ? key : null),
      );
      if (siteKey && !values.captcha) errors.captcha = validationMessages.required;
      return errors;
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      await contact.mutateAsync(bodyOf(form.values));
    } catch (error) {
      form.fail(error, 'Your message could not be sent. Please try again.');
      if (siteKey) setCaptchaReset((count) => count + 1);
      return;
    }
    setSent(true);
  };

  if (sent) {
    return (
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1}>Thank you, your message has been sent</Title>
          <Text c="dimmed">
            Our support team will answer at {form.values.email}, usually within two working days.
          </Text>
        </Stack>
        <Button component={AppLink} to={screenPath('sign-in')} size="md" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Contact us</Title>
        <Text c="dimmed">
          Cannot reach your e-mail or phone any more? Tell us who you are and we will help.
        </Text>
      </Stack>
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
          {siteKey ? (
            <CaptchaField
              siteKey={siteKey}
              resetSignal={captchaReset}
              error={form.errors.captcha}
              onChange={(answer) => form.setValue('captcha', answer)}
            />
          ) : null}
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
