// The recovery code step (/forgot-password/confirm-email, /forgot-password/confirm-phone): the code sent
// to the address in the query; success keeps the recovery token set and opens /new-password.
import { Anchor, Text } from '@mantine/core';
import type { ContactType } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CodeForm } from '../../../shared/forms/code-form';
import { AppLink } from '../../../shared/ui/app-link';
import { useConfirmForgotPasswordByCode } from '../api/confirm-forgot-password-by-code';
import { type RecoveryContact, useForgotPassword } from '../api/forgot-password';

export function RecoveryCode({ type }: { type: ContactType }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const confirm = useConfirmForgotPasswordByCode();
  const forgot = useForgotPassword();
  const address = searchParams.get(type)?.trim() ?? '';
  if (!address) return <Navigate to={screenPath('forgot-password')} replace />;
  const contact: RecoveryContact = type === 'email' ? { email: address } : { phone: address };

  return (
    <CodeForm
      title={type === 'email' ? 'Check your e-mail' : 'Check your phone'}
      destination={address}
      justSent
      submitLabel="Continue"
      onSubmit={async (code) => {
        await confirm.mutateAsync({ ...contact, code });
        navigate(screenPath('new-password'), { replace: true });
      }}
      onResend={() => forgot.mutateAsync(contact)}
      change={{ label: 'Use another address', to: screenPath('forgot-password') }}
      footer={
        <Text ta="center" size="sm">
          Still stuck?{' '}
          <Anchor component={AppLink} to={screenPath('forgot-password-contact-us')} fw={600}>
            Contact us
          </Anchor>
        </Text>
      }
    />
  );
}
