// Confirming the signed-in user's e-mail or phone with the code sent to it (/confirm-email, /confirm-phone,
// /confirm-phone-wsk); on success the user goes on to afterSignInPath().
import { Anchor, Center, Loader, Text } from '@mantine/core';
import type { ContactType } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { tokenManager } from '../../../shared/auth/token-manager';
import { AppLink } from '../../../shared/ui/app-link';
import { useConfirmContactByCode } from '../api/confirm-contact-by-code';
import { getMeQueryOptions } from '../api/get-me';
import { useResendConfirmationCode } from '../api/resend-confirmation-code';
import { afterSignInPath } from '../lib/after-sign-in';
import { CodeForm } from './code-form';

/** Navigation state of a screen that has just had a code sent (sign-up, a changed address). */
export interface CodeSentState {
  codeSent?: boolean;
}

export const codeSentState: CodeSentState = { codeSent: true };

export function ConfirmContact({ type }: { type: ContactType }) {
  const navigate = useNavigate();
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
        navigate(afterSignInPath(), { replace: true });
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
