// The signed-in user's recent requests to support, newest first, each with its date (DD/MM/YYYY).
import { Paper, Stack, Text, Title } from '@mantine/core';
import { RECENT_SUPPORT_REQUESTS } from '@portal/contract/endpoints/support';
import { IconLifebuoy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format/date';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getMySupportRequestsQueryOptions } from '../api/get-my-support-requests';

export function SupportRequestList() {
  const requests = useQuery(getMySupportRequestsQueryOptions());

  let body: ReactNode;
  if (requests.isError) {
    body = (
      <ErrorState
        title="Your requests could not be loaded"
        titleOrder={3}
        message="Check your connection and try again."
        onRetry={() => void requests.refetch()}
      />
    );
  } else if (requests.isPending) {
    body = <LoadingState label="Loading your requests" />;
  } else if (requests.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconLifebuoy size={28} stroke={1.6} aria-hidden />}
        title="No requests yet"
        description="The requests you send to support appear here."
      />
    );
  } else {
    body = (
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your requests">
        {requests.data.map((request) => (
          <Paper component="li" key={request.id} withBorder radius="md" p="md">
            <Text size="xs" c="dimmed" fw={600}>
              {formatDate(request.created)}
            </Text>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {request.subject}
            </Text>
            <Text
              size="sm"
              c="dimmed"
              lineClamp={3}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {request.message}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="support-requests-heading">
      <Stack gap={2}>
        <Title order={2} size="h4" id="support-requests-heading">
          Your recent requests
        </Title>
        <Text size="sm" c="dimmed">
          Your last {RECENT_SUPPORT_REQUESTS} requests, newest first.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
