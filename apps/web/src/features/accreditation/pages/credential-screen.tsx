// /pdf/:id (§2, decision 017): an approved participant's accreditation card (`:id` is the participant):
// a preview of what the card shows, and the card itself as a PDF to download or print. Only approved
// registrations have one; the holder, their federation's NF staff and WSK staff may see it.
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { CREDENTIAL_MESSAGES } from '@portal/contract/endpoints/credentials';
import { screenPath } from '@portal/contract/routes';
import { IconArrowLeft, IconIdBadge2, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { getCredentialQueryOptions } from '../api/get-credential';
import { CredentialCard } from '../components/credential-card';
import { CredentialPdfActions } from '../components/credential-pdf-actions';
import { CredentialSkeleton } from '../components/credential-skeleton';

const HISTORY_PATH = screenPath('profile-events-history');

function BackToHistory() {
  return (
    <Anchor component={AppLink} to={HISTORY_PATH} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Back to events history
    </Anchor>
  );
}

function HistoryButton() {
  return (
    <Button component={AppLink} to={HISTORY_PATH} variant="light">
      Go to events history
    </Button>
  );
}

export default function CredentialScreen() {
  const participantId = Number(useParams().id);
  const credential = useQuery(getCredentialQueryOptions(participantId));

  let body: ReactNode;
  if (credential.isPending) {
    body = <CredentialSkeleton />;
  } else if (credential.isError) {
    const status = credential.error instanceof ApiError ? credential.error.statusCode : undefined;
    if (status === 400) {
      body = (
        <EmptyState
          titleOrder={2}
          icon={<IconLock size={28} stroke={1.6} aria-hidden />}
          title={CREDENTIAL_MESSAGES.NOT_APPROVED}
          description="The card can be printed once the registration is approved."
          action={<HistoryButton />}
        />
      );
    } else if (status === 404) {
      body = (
        <EmptyState
          titleOrder={2}
          icon={<IconIdBadge2 size={28} stroke={1.6} aria-hidden />}
          title={CREDENTIAL_MESSAGES.CREDENTIAL_NOT_FOUND}
          description="This credential does not exist or is not yours to see."
          action={<HistoryButton />}
        />
      );
    } else {
      body = (
        <ErrorState
          titleOrder={2}
          title="The credential could not be loaded"
          message={credential.error instanceof ApiError ? credential.error.error.message : undefined}
          onRetry={() => void credential.refetch()}
        />
      );
    }
  } else {
    body = (
      <Stack gap="lg">
        <CredentialCard credential={credential.data} />
        <CredentialPdfActions participantId={participantId} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToHistory />
        <Title order={1}>Credential</Title>
        <Text c="dimmed" size="sm">
          The accreditation card to show at the venue. The printed card carries the QR code the event’s staff
          scan.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
