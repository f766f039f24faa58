// The sign-in screen (spec §2 /sign-in): e-mail or phone plus password, checked with the contract's
// credentials schema on blur and submit (the same product messages as the server, §5), server errors on
// the fields or above the form, then the current user and the address the visitor was going to.
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type SignInCredentials, signInCredentialsSchema } from '@portal/contract/endpoints/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { AppLink } from '../../../shared/ui/app-link';
import { useCreateToken } from '../api/create-token';
import { loadCurrentUser } from '../api/get-me';
import { afterSignInPath } from '../lib/after-sign-in';
import { safeRedirectPath } from '../lib/safe-redirect';

type Method = 'email' | 'phone';
type Field = Method | 'password';
type FieldErrors = Partial<Record<Field, string>>;

interface Values {
  email: string;
  phone: string;
  password: string;
}

function credentialsOf(values: Values, method: Method): SignInCredentials {
  return method === 'email'
    ? { email: values.email, password: values.password }
    : { phone: values.phone, password: values.password };
}

/** The first message of every failing field; the schema reports a missing identifier on `email`. */
function validateCredentials(values: Values, method: Method): FieldErrors {
  const result = signInCredentialsSchema.safeParse(credentialsOf(values, method));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    const field: Field | null =
      key === 'password' ? 'password' : key === 'email' || key === 'phone' ? method : null;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export default function SignInScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const createToken = useCreateToken();
  const [method, setMethod] = useState<Method>('email');
  const [values, setValues] = useState<Values>({ email: '', phone: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const showFieldError = (field: Field, next: Values, nextMethod = method) => {
    setErrors((current) => ({ ...current, [field]: validateCredentials(next, nextMethod)[field] }));
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // After the first blur the message follows the input (§5: validation runs on input and on blur).
    if (touched[field]) showFieldError(field, next);
  };

  const blur = (field: Field) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
    showFieldError(field, values);
  };

  const switchMethod = (value: string) => {
    const next: Method = value === 'phone' ? 'phone' : 'email';
    setMethod(next);
    setErrors((current) => ({ password: current.password }));
    setFormError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCredentials(values, method);
    setTouched({ [method]: true, password: true });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;

    try {
      await createToken.mutateAsync(credentialsOf(values, method));
    } catch (error) {
      showServerError(error);
      return;
    }
    setFinishing(true);
    try {
      await loadCurrentUser(queryClient);
    } catch {
      // The guarded screen handles a user that cannot be loaded; the sign-in itself succeeded.
    }
    navigate(safeRedirectPath(searchParams.get('redirect')) ?? afterSignInPath(), { replace: true });
  };

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.invalid_fields) {
      const mapped: FieldErrors = {};
      const other: string[] = [];
      for (const [key, messages] of Object.entries(error.invalid_fields)) {
        const field: Field | null =
          key === 'password' ? 'password' : key === 'email' || key === 'phone' ? method : null;
        const message = messages[0];
        if (!message) continue;
        if (field) mapped[field] ??= message;
        else other.push(message);
      }
      setErrors(mapped);
      if (other.length > 0) setFormError(other.join(' '));
      else if (Object.keys(mapped).length === 0) setFormError(error.message);
      return;
    }
    // 401 (wrong credentials) and 429 (too many attempts: the message says when to try again) read as the
    // server wrote them.
    const message = error instanceof ApiError ? error.error.message : null;
    setFormError(message ?? 'Signing in failed. Please try again.');
  };

  const busy = createToken.isPending || finishing;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Sign in</Title>
        <Text c="dimmed">Welcome back. Sign in with your e-mail address or phone number.</Text>
      </Stack>

      {formError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {formError}
        </Alert>
      ) : null}

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={method}
            onChange={switchMethod}
            aria-label="Sign in with"
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
              value={values.email}
              onChange={change('email')}
              onBlur={blur('email')}
              error={errors.email}
              withAsterisk
            />
          ) : (
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="+41 79 123 45 67"
              value={values.phone}
              onChange={change('phone')}
              onBlur={blur('phone')}
              error={errors.phone}
              withAsterisk
            />
          )}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            onBlur={blur('password')}
            error={errors.password}
            withAsterisk
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
