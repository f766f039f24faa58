// Confirming the signed-in user's e-mail or phone with the code sent to it (/confirm-email, /confirm-phone,
// /confirm-phone-wsk); on success the user goes on to the sign-up guard's target (§4).
import { Anchor, Center, Loader, Text } from '@mantine/core';
import type { ContactType } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { CodeForm } from '../../../shared/forms/code-form';
import { AppLink } from '../../../shared/ui/app-link';
import { useConfirmContactByCode } from '../api/confirm-contact-by-code';
import { useResendConfirmationCode } from '../api/resend-confirmation-code';

/** Navigation state of a screen that has just had a code sent (sign-up, a changed address). */
export interface CodeSentState {
  codeSent?: boolean;
}

export const codeSentState: CodeSentState = { codeSent: true };

export function ConfirmContact({ type }: { type: ContactType }) {
  const continueSignUp = useContinueSignUp();
  const location = useLocation();
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const user = me.data ?? null;
  const confirm = useConfirmContactByCode(type);
  const resend = useResendConfirmationCode(type);
  const justSent = (location.state as CodeSentState | null)?.codeSent === true;

  if (!user && !me.isPending) {
    return (
      <Text role="alert">
        Your account could not be loaded.{' '}
        <Anchor component={AppLink} to={screenPath('sign-in')} fw={600}>
          Sign in again
        </Anchor>
      </Text>
    );
  }
  if (!user) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }

  return (
    <CodeForm
      title={type === 'email' ? 'Confirm your e-mail' : 'Confirm your phone'}
      destination={(type === 'email' ? user.email : user.phone) ?? 'your address'}
      justSent={justSent}
      onSubmit={async (code) => {
        await confirm.mutateAsync(code);
        await continueSignUp();
      }}
      onResend={() => resend.mutateAsync()}
      change={
        type === 'email'
          ? { label: 'Change the e-mail address', to: screenPath('update-email') }
          : { label: 'Change the phone number', to: screenPath('update-phone') }
      }
    />
  );
}
