// /confirm-team-application-email/:email/:code (decision 019): the link in the code e-mail. Confirms the
// contact e-mail once as the page opens (`confirm_email/`; React's double effects do not send it twice) and
// shows the submitted application, or why the link did not work and how to go on: the code screen needs the
// application's id, which the link does not carry, so the way on is the e-mail's code or a new application.
import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/api-error';
import { useRunOnce } from '../../../../shared/hooks/use-run-once';
import { AppLink } from '../../../../shared/ui/app-link';
import { useConfirmTeamApplicationEmail } from '../api/apply';
import { SubmittedState } from '../components/submitted-state';

/** The server's own message (a wrong or expired code), else a general one. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const field = Object.values(error.invalid_fields ?? {}).flat()[0];
    if (field) return field;
    if (error.statusCode !== undefined && error.error.message) return error.error.message;
  }
  return 'The link could not be checked. Please try again later.';
}

export default function ConfirmTeamApplicationEmailScreen() {
  const params = useParams();
  const email = params.email ?? '';
  const confirm = useConfirmTeamApplicationEmail();
  useRunOnce(() => confirm.mutate({ email, code: params.code ?? '' }));

  if (confirm.isSuccess) return <SubmittedState email={confirm.data.contact_email} />;
  if (confirm.isError) {
    return (
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={32} aria-hidden />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1}>The e-mail could not be confirmed</Title>
          <Text role="alert">{failureMessage(confirm.error)}</Text>
        </Stack>
        <Text c="dimmed">
          If the code has expired or was tried too often, open the page you were shown after applying and
          choose "Send a new code" there. If you no longer have that page, send the application again: a new
          code goes to <strong>{email}</strong>.
        </Text>
        <Button component={AppLink} to={screenPath('marathon-team-application')} size="md" fullWidth>
          Go to the application form
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label="Loading" />
        <Text c="dimmed">Confirming your e-mail…</Text>
      </Stack>
    </Center>
  );
}
