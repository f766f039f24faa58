// The six-digit code step shared by the contact confirmations, the password recovery and the team
// application: where the code went, the code (checked with the contract's confirmationCodeField), 'Send a
// new code' locked after every send (for the reply's `resend_in` when it has one, else
// CONFIRMATION_CODE_RESEND_SECONDS), and server errors on the code (which then takes the focus) or above it.
import { Anchor, Button, Input, InputWrapperContext, PinInput, Stack, Text } from '@mantine/core';
import {
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_CODE_RESEND_SECONDS,
  confirmationCodeField,
} from '@portal/contract/endpoints/verification';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useCountdown } from '../hooks/use-countdown';
import { AppLink } from '../ui/app-link';
import { FormAlert } from '../ui/form-alert';
import { ScreenHeading } from '../ui/screen-heading';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { serverErrors } from './use-contract-form';

export interface CodeFormProps {
  title: string;
  /** Where the code went, e.g. the e-mail address. */
  destination: ReactNode;
  submitLabel?: string;
  /** Sends the code; a thrown error is shown. */
  onSubmit: (code: string) => Promise<unknown>;
  /** Sends a new code; a thrown error is shown. A reply with `resend_in` sets the wait before the next. */
  onResend: () => Promise<unknown>;
  /** Whether a code was sent just before this screen opened (the resend then waits first). */
  justSent?: boolean;
  change?: { label: string; to: string };
  footer?: ReactNode;
}

function codeError(code: string): string | null {
  const result = confirmationCodeField().safeParse(code);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function resendWait(reply: unknown): number {
  const wait = (reply as { resend_in?: unknown } | null | undefined)?.resend_in;
  return typeof wait === 'number' ? wait : CONFIRMATION_CODE_RESEND_SECONDS;
}

export function CodeForm({
  title,
  destination,
  submitLabel = 'Confirm',
  onSubmit,
  onResend,
  justSent = false,
  change,
  footer,
}: CodeFormProps) {
  const pinId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(justSent ? CONFIRMATION_CODE_RESEND_SECONDS : 0);
  const focusInvalid = useFocusFirstInvalid();

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const found = codeError(code);
    setError(found);
    setFormError(null);
    if (found) {
      focusInvalid.request();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(code);
    } catch (failure) {
      const shown = serverErrors(
        failure,
        (key) => (key === 'code' ? 'code' : null),
        'The code could not be checked.',
      );
      setError(shown.fields.code ?? null);
      setFormError(shown.form);
      if (shown.fields.code) focusInvalid.request();
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setFormError(null);
    setNotice(null);
    try {
      const reply = await onResend();
      countdown.start(resendWait(reply));
      setNotice('We have sent you a new code.');
    } catch (failure) {
      setFormError(serverErrors(failure, () => null, 'A new code could not be sent.').form);
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="lg">
      <ScreenHeading title={title}>
        We have sent a {CONFIRMATION_CODE_LENGTH}-digit code to <strong>{destination}</strong>. Enter it
        below.
      </ScreenHeading>

      <FormAlert message={formError} />
      {notice ? (
        <Text size="sm" c="teal.8" role="status">
          {notice}
        </Text>
      ) : null}

      <form ref={focusInvalid.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          {/*
            Not an Input.Wrapper: it gives every input inside it its one id, and the code is six inputs. The
            wrapper's context without an input id keeps each box's own and links them all to the message.
          */}
          <div>
            <Input.Label required htmlFor={`${pinId}-1`} id={`${pinId}-label`}>
              Code
            </Input.Label>
            <InputWrapperContext
              value={{
                offsetTop: false,
                offsetBottom: false,
                describedBy: error ? `${pinId}-error` : undefined,
                inputId: undefined,
                labelId: `${pinId}-label`,
                getStyles: null,
              }}
            >
              <PinInput
                id={pinId}
                length={CONFIRMATION_CODE_LENGTH}
                type="number"
                inputMode="numeric"
                oneTimeCode
                ariaLabel="Code"
                size="lg"
                gap="xs"
                mt={6}
                value={code}
                error={Boolean(error)}
                onChange={(value) => {
                  setCode(value);
                  if (error) setError(codeError(value));
                }}
              />
            </InputWrapperContext>
            {error ? (
              <Input.Error id={`${pinId}-error`} mt={6}>
                {error}
              </Input.Error>
            ) : null}
          </div>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {submitLabel}
          </Button>
          <Button
            variant="subtle"
            fullWidth
            onClick={resend}
            loading={resending}
            disabled={countdown.seconds > 0}
          >
            {countdown.seconds > 0 ? `Send a new code in ${countdown.seconds} s` : 'Send a new code'}
          </Button>
        </Stack>
      </form>

      {change ? (
        <Text ta="center" size="sm">
          Wrong address?{' '}
          <Anchor component={AppLink} to={change.to} fw={600}>
            {change.label}
          </Anchor>
        </Text>
      ) : null}
      {footer}
    </Stack>
  );
}
