// The sign-up screen (spec §2 /sign-up): e-mail or phone, names, password with confirmation, the agreement
// and, where the deployment has one, the captcha. Checked with the contract's sign-up schema (§5 messages);
// the created account's tokens are kept and the user goes on to confirm the address.
import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { type SignUpBody, signUpBodyObject, signUpBodySchema } from '@portal/contract/endpoints/users';
import { screenPath } from '@portal/contract/routes';
import { validationMessages } from '@portal/contract/validation';
import { confirmedField } from '@portal/contract/zod-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormCaptchaField, useFormCaptcha } from '../../../shared/captcha/captcha-field';
import { type FieldErrors, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useSignUp } from '../api/sign-up';
import { codeSentState } from '../components/confirm-contact';
import { type ContactMethod, ContactMethodFields } from '../components/contact-method-fields';
import { NameFields } from '../components/name-fields';
import { NewPasswordFields } from '../components/new-password-fields';
import { PASSWORD_CONFIRMATION_LABEL, passwordConfirmationField } from '../lib/password-form';

interface Values {
  [key: string]: string | boolean;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  agreement: boolean;
  captcha: string;
}
type Field = keyof Values & string;

const formSchema = confirmedField(
  signUpBodyObject.extend({ password_confirmation: passwordConfirmationField() }),
  'password_confirmation',
  'password',
  PASSWORD_CONFIRMATION_LABEL,
);

function bodyOf(values: Values, method: ContactMethod, withCaptcha: boolean): SignUpBody {
  return {
    ...(method === 'email' ? { email: values.email } : { phone: values.phone }),
    first_name: values.first_name,
    last_name: values.last_name,
    password: values.password,
    agreement: values.agreement,
    ...(withCaptcha ? { captcha: values.captcha } : {}),
  };
}

export default function SignUpScreen() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const captcha = useFormCaptcha();
  const [method, setMethod] = useState<ContactMethod>('email');

  // Both identifier keys land on the chosen one: the schema reports a missing identifier on `email`.
  const fieldOf = (key: string): Field | null =>
    key === 'email' || key === 'phone'
      ? method
      : ['first_name', 'last_name', 'password', 'password_confirmation', 'agreement', 'captcha'].includes(key)
        ? (key as Field)
        : null;

  const validate = (values: Values): FieldErrors<Field> => {
    const body = { ...bodyOf(values, method, false), password_confirmation: values.password_confirmation };
    const errors = {
      ...parseErrors(signUpBodySchema.safeParse(body), fieldOf),
      ...parseErrors(formSchema.safeParse(body), fieldOf),
    };
    if (captcha.missing(values.captcha)) errors.captcha = validationMessages.required;
    return errors;
  };

  const form = useContractForm<Values>({
    initial: {
      email: '',
      phone: '',
      first_name: '',
      last_name: '',
      password: '',
      password_confirmation: '',
      agreement: false,
      captcha: '',
    },
    validate,
    fieldOf,
  });

  const switchMethod = (next: ContactMethod) => {
    setMethod(next);
    form.clearErrors();
  };

  const submit = form.handleSubmit({
    send: (values) => signUp.mutateAsync(bodyOf(values, method, captcha.siteKey !== null)),
    failure: 'Creating the account failed. Please try again.',
    onFailure: captcha.reset,
    onSuccess: () => {
      navigate(screenPath(method === 'email' ? 'confirm-email' : 'confirm-phone'), {
        replace: true,
        state: codeSentState,
      });
    },
  });

  return (
    <Stack gap="lg">
      <ScreenHeading title="Create an account">
        Sign up with your e-mail address or phone number. We will send you a code to confirm it.
      </ScreenHeading>

      <FormAlert message={form.formError} />

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ContactMethodFields
            label="Sign up with"
            method={method}
            onMethodChange={switchMethod}
            email={form.text('email')}
            phone={form.text('phone')}
            emailAutoComplete="email"
          />
          <NameFields firstName={form.text('first_name')} lastName={form.text('last_name')} />
          <NewPasswordFields
            label="Password"
            password={form.text('password')}
            confirmation={form.text('password_confirmation')}
          />
          <Checkbox
            checked={form.values.agreement}
            onChange={(event) => form.setValue('agreement', event.currentTarget.checked)}
            onBlur={form.blur('agreement')}
            error={form.errors.agreement}
            // Mantine marks a checkbox's error by its look only.
            aria-invalid={form.errors.agreement ? true : undefined}
            label={
              <>
                I have read and accept the{' '}
                <Anchor component={AppLink} to={screenPath('privacy-policy')} target="_blank" inherit>
                  privacy policy
                </Anchor>{' '}
                and the{' '}
                <Anchor component={AppLink} to={screenPath('anti-doping-policy')} target="_blank" inherit>
                  {/* A non-breaking hyphen keeps the policy name on one line. */}
                  anti‑doping policy
                </Anchor>
              </>
            }
          />
          <FormCaptchaField
            captcha={captcha}
            error={form.errors.captcha}
            onChange={(answer) => form.setValue('captcha', answer)}
          />
          <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
            Create account
          </Button>
        </Stack>
      </form>

      <Group justify="center" gap={6}>
        <Text size="sm">Already have an account?</Text>
        <Anchor component={AppLink} to={screenPath('sign-in')} size="sm" fw={600}>
          Sign in
        </Anchor>
      </Group>
    </Stack>
  );
}
