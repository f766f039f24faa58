// The sign-in screen (spec §2 /sign-in): e-mail or phone plus password, checked with the contract's
// credentials schema on blur and submit (the same product messages as the server, §5), server errors on
// the fields or above the form, then the current user and the address the visitor was going to. An account
// with two-factor sign-in on answers a challenge, and the code step takes the form's place (decision 026).
import { Anchor, Button, Center, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import {
  isTwoFactorChallenge,
  type SignInCredentials,
  signInCredentialsSchema,
  type TwoFactorChallenge,
} from '@portal/contract/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { AppLink } from '../../../shared/ui/app-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useCreateToken } from '../api/create-token';
import { type ContactMethod, ContactMethodFields } from '../components/contact-method-fields';

// The code step is for the accounts with two-factor sign-in only: fetched when one reaches it, so that the
// screen's first load stays small.
const TwoFactorStep = lazy(async () => ({
  default: (await import('../components/two-factor-step')).TwoFactorStep,
}));

type Values = Record<'email' | 'phone' | 'password', string>;
type Field = keyof Values;

function credentialsOf(values: Values, method: ContactMethod): SignInCredentials {
  return method === 'email'
    ? { email: values.email, password: values.password }
    : { phone: values.phone, password: values.password };
}

export default function SignInScreen() {
  const continueSignUp = useContinueSignUp();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const createToken = useCreateToken();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [finishing, setFinishing] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  // Both identifier keys land on the chosen one: the schema reports a missing identifier on `email`.
  const fieldOf = (key: string): Field | null =>
    key === 'password' ? 'password' : key === 'email' || key === 'phone' ? method : null;

  const form = useContractForm<Values>({
    initial: { email: '', phone: '', password: '' },
    validate: (values) =>
      parseErrors(signInCredentialsSchema.safeParse(credentialsOf(values, method)), fieldOf),
    fieldOf,
  });

  const switchMethod = (next: ContactMethod) => {
    setMethod(next);
    form.setErrors((current) => ({ password: current.password }));
    form.setFormError(null);
  };

  /** With the tokens stored: the current user, then the next required step or the redirect. */
  const finishSignIn = async () => {
    setFinishing(true);
    try {
      // Imported on success, not up front: the user's schemas are not needed to show the form.
      const { loadCurrentUser } = await import('../../../shared/auth/get-me');
      await loadCurrentUser(queryClient);
    } catch {
      // The guarded screen handles a user that cannot be loaded; the sign-in itself succeeded.
    }
    // §4: the guard picks the next required step; the redirect applies once nothing is missing.
    await continueSignUp(searchParams.get('redirect'));
    setFinishing(false);
  };

  const submit = form.handleSubmit({
    touch: [method, 'password'],
    send: (values) => createToken.mutateAsync(credentialsOf(values, method)),
    // 401 (wrong credentials) and 429 (too many attempts: the message says when to try again) read as the
    // server wrote them.
    failure: 'Signing in failed. Please try again.',
    onSuccess: async (reply) => {
      if (isTwoFactorChallenge(reply)) {
        setChallenge(reply);
        return;
      }
      await finishSignIn();
    },
  });

  /** Back to the password: the challenge is spent or dropped, and the password is typed again. */
  const restart = (message: string | null) => {
    setChallenge(null);
    form.fill({ password: '' });
    form.clearErrors();
    form.setFormError(message);
  };

  const busy = createToken.isPending || finishing;

  if (challenge) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading the code step" />
          </Center>
        }
      >
        <TwoFactorStep challenge={challenge} onSignedIn={finishSignIn} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <Stack gap="lg">
      <ScreenHeading title="Sign in">
        Welcome back. Sign in with your e-mail address or phone number.
      </ScreenHeading>

      <FormAlert message={form.formError} />

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ContactMethodFields
            label="Sign in with"
            method={method}
            onMethodChange={switchMethod}
            email={form.text('email')}
            phone={form.text('phone')}
            emailAutoComplete="username"
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.text('password')}
          />
          <Group justify="flex-end">
            <Anchor component={AppLink} to="/forgot-password" size="sm" fw={600}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>

      <Text ta="center" size="sm">
        No account yet?{' '}
        <Anchor component={AppLink} to="/sign-up" fw={600}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
