// The end of applying: the contact e-mail is confirmed and the application waits for WSK's review.
import { screenPath } from '@portal/contract/routes';
import { SuccessState } from '../../../../shared/ui/success-state';

export function SubmittedState({ email }: { readonly email: string }) {
  return (
    <SuccessState
      title="Your application was submitted"
      next={{ label: 'Go to sign-in', to: screenPath('sign-in') }}
    >
      Thank you. WSK will review it and write to <strong>{email}</strong>.
    </SuccessState>
  );
}
