// The second sign-in step (decision 026), shown in place of the password form or the sign-in link's loader
// when the account has two-factor sign-in on: a code from the authenticator app or a backup code, sent with
// the first step's challenge. A wrong code shows on the field; an expired or spent challenge goes back to
// the first step with the server's message.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { TwoFactorChallenge } from '@portal/contract/endpoints/auth';
import { TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '@portal/contract/endpoints/two-factor';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { OneTimeCodeInput, oneTimeCodeErrors } from '../../../shared/forms/one-time-code-input';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useCompleteTwoFactorSignIn } from '../api/complete-two-factor-sign-in';

export interface TwoFactorStepProps {
  readonly challenge: TwoFactorChallenge;
  /** Runs once the token set is stored: the rest of the sign-in (the user, the next screen). */
  readonly onSignedIn: () => Promise<void>;
  /** Back to the first step; `message` says why when it was not the user's choice (an expired challenge). */
  readonly onRestart: (message: string | null) => void;
}

export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const complete = useCompleteTwoFactorSignIn();
  const [backup, setBackup] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const form = useContractForm<{ code: string }>({
    initial: { code: '' },
    validate: ({ code }) => oneTimeCodeErrors(code),
  });
  const { fill, clearErrors } = form;

  // The step replaces the form the user just sent, so the field takes the focus (and again on a switch).
  useEffect(() => {
    input.current?.focus();
  }, []);

  const switchKind = () => {
    setBackup((current) => !current);
    fill({ code: '' });
    clearErrors();
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      await complete.mutateAsync({ challenge: challenge.challenge, code: form.values.code });
    } catch (error) {
      // 401: the challenge expired or took too many wrong codes; only the password step can start anew.
      if (error instanceof ApiError && error.statusCode === 401) {
        onRestart(error.error.message ?? TWO_FACTOR_MESSAGES.challengeExpired);
        return;
      }
      form.fail(error, 'The code could not be checked. Please try again.');
      input.current?.focus();
      return;
    }
    setFinishing(true);
    try {
      await onSignedIn();
    } finally {
      setFinishing(false);
    }
  };

  return (
    <Stack gap="lg">
      <ScreenHeading title="Two-factor sign-in">
        {backup
          ? 'Enter one of your backup codes. Each backup code works once.'
          : `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`}
      </ScreenHeading>

      <FormAlert message={form.formError} />

      <form onSubmit={submit} noValidate aria-label="Two-factor code">
        <Stack gap="md">
          <OneTimeCodeInput
            ref={input}
            kind={backup ? 'backup' : 'app'}
            label={backup ? 'Backup code' : 'Code from your app'}
            size="md"
            {...form.text('code')}
          />
          <Button type="submit" size="md" fullWidth loading={complete.isPending || finishing}>
            Verify
          </Button>
          <Button variant="subtle" fullWidth onClick={switchKind}>
            {backup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
          </Button>
        </Stack>
      </form>

      <Text ta="center" size="sm">
        <Anchor component="button" type="button" fw={600} onClick={() => onRestart(null)}>
          Back to sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
