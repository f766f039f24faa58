// /confirm-team-application/:email/:id (decision 019): the applicant types the six-digit code sent to the
// contact e-mail (`confirm_email/`), which submits the application for WSK's review. 'Send a new code'
// (`send_code/`, with the e-mail) waits for the server's `resend_in` and shows its refusals (429 included).
import { Anchor, Text } from '@mantine/core';
import { CONFIRMATION_CODE_TTL_MINUTES } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';
import { useLocation, useParams } from 'react-router';
import { CodeForm } from '../../../../shared/forms/code-form';
import { AppLink } from '../../../../shared/ui/app-link';
import { useConfirmTeamApplicationEmail, useSendTeamApplicationCode } from '../api/apply';
import { SubmittedState } from '../components/submitted-state';
import type { CodeSentState } from '../components/team-application-form';

export default function ConfirmTeamApplicationScreen() {
  const params = useParams();
  const email = params.email ?? '';
  const id = Number(params.id);
  const location = useLocation();
  const justSent = (location.state as CodeSentState | null)?.codeSent === true;
  const confirm = useConfirmTeamApplicationEmail();
  const send = useSendTeamApplicationCode();

  if (confirm.isSuccess) return <SubmittedState email={confirm.data.contact_email} />;

  return (
    <CodeForm
      title="Confirm your e-mail"
      destination={email}
      submitLabel="Confirm"
      justSent={justSent}
      onSubmit={(code) => confirm.mutateAsync({ email, code: code.trim() })}
      onResend={() => send.mutateAsync({ id, email })}
      footer={
        <Text size="sm" c="dimmed" ta="center">
          The code is valid for {CONFIRMATION_CODE_TTL_MINUTES} minutes; confirming it submits your team
          application. Wrong address?{' '}
          <Anchor component={AppLink} to={screenPath('marathon-team-application')} fw={600}>
            Apply again
          </Anchor>{' '}
          with the right one.
        </Text>
      }
    />
  );
}
