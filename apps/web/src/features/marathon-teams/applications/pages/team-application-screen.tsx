// /marathon-team-application (§2, decision 019): anyone, signed in or not, applies with a marathon team
// while a team application period is open. Explains who may apply, shows the open period, and the form;
// when no period is open (the start-up load's `id` is null) it says applications are closed, with no form.
import { Alert, Anchor, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { formatDate } from '../../../../shared/format/date';
import { getTeamApplicationPeriodQueryOptions } from '../../../../shared/teams/get-team-application-period';
import { AppLink } from '../../../../shared/ui/app-link';
import { ErrorState } from '../../../../shared/ui/error-state';
import { LoadingState } from '../../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../../shared/ui/screen-heading';
import { TeamApplicationForm } from '../components/team-application-form';

function WhoMayApply() {
  return (
    <Stack gap={6}>
      <Text size="sm">
        A marathon team of inline speed skaters may apply to take part in World Skate's marathon events. Fill
        in the form once for the team:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>the team's name and country, and how to reach it;</List.Item>
        <List.Item>
          the person who will administer the team in the portal (they get an invitation once the team is
          approved);
        </List.Item>
        <List.Item>documents that show the team exists.</List.Item>
      </List>
      <Text size="sm">
        We send a code to the contact e-mail to confirm it; World Skate then reviews the application and
        writes to that address.
      </Text>
    </Stack>
  );
}

function Closed() {
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={56} radius="xl" color="gray" variant="light">
        <IconCalendarOff size={30} aria-hidden />
      </ThemeIcon>
      <Title order={2}>Team applications are closed</Title>
      <Text c="dimmed">
        Teams can apply only while an application period is open. Please come back when the next period opens;
        World Skate announces it on its website.
      </Text>
      <Anchor component={AppLink} to={screenPath('sign-in')} fw={600} size="sm">
        Go to sign-in
      </Anchor>
    </Stack>
  );
}

export default function TeamApplicationScreen() {
  const period = useQuery(getTeamApplicationPeriodQueryOptions());

  let body: ReactNode;
  if (period.isPending) {
    body = <LoadingState label="Loading the application period" />;
  } else if (period.isError && !period.data) {
    body = (
      <ErrorState
        title="The application period could not be loaded"
        message={period.error instanceof ApiError ? period.error.error.message : undefined}
        onRetry={() => void period.refetch()}
      />
    );
  } else if (period.data.id === null) {
    body = <Closed />;
  } else {
    body = (
      <Stack gap="lg">
        <Alert color="teal" variant="light" title="Applications are open" role="note">
          {period.data.name ? `${period.data.name}: ` : ''}from {formatDate(period.data.starts_on)} to{' '}
          {formatDate(period.data.ends_on)}.
        </Alert>
        <TeamApplicationForm />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ScreenHeading title="Apply with a marathon team">
        Register your team with World Skate for the marathon season.
      </ScreenHeading>
      <WhoMayApply />
      {body}
    </Stack>
  );
}
