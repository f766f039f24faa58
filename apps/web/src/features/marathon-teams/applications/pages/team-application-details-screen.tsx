// /marathon-team-application/:id (§2, decision 019): one team application in full (team, country, contacts,
// the administrator, the documents, who applied, its dates, status and reason). WSK administrators approve
// or reject a submitted application; an undecided one may be withdrawn by its applicant or a WSK
// administrator. After an approval the new team is a link away. The server answers 404 to anyone else.
import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import type { TeamApplication } from '@portal/contract/team-application';
import { IconArrowLeft, IconExternalLink, IconFileDescription } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/api-error';
import { formatDate } from '../../../../shared/format/date';
import { AppLink } from '../../../../shared/ui/app-link';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ErrorState } from '../../../../shared/ui/error-state';
import { LoadingState } from '../../../../shared/ui/loading-state';
import { getTeamApplicationQueryOptions } from '../api/review';
import { ApplicationStatusBadge } from '../components/application-status-badge';
import { useCountryName } from '../components/country-select';
import { ApproveDialog, type Decision, RejectDialog, WithdrawDialog } from '../components/decision-dialogs';
import { NoAccess } from '../components/no-access';
import { mayDecide, mayWithdraw, type ReviewAccess, useReviewAccess } from '../lib/review-access';

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Documents({ application }: { readonly application: TeamApplication }) {
  if (application.documents.length === 0) return <Text size="sm">No documents were sent.</Text>;
  return (
    <List listStyleType="none" spacing={6} aria-label="Documents">
      {application.documents.map((document, index) => (
        <List.Item key={document.file_name}>
          <Anchor href={document.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconFileDescription size={16} aria-hidden />
              Document {index + 1} ({document.content_type === 'application/pdf' ? 'PDF' : 'picture'})
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

function Actions({
  application,
  access,
  onOpen,
}: {
  readonly application: TeamApplication;
  readonly access: ReviewAccess;
  readonly onOpen: (decision: Decision) => void;
}) {
  const decide = mayDecide(access, application);
  const withdraw = mayWithdraw(access, application);
  if (!decide && !withdraw) return null;
  return (
    <Group gap="sm">
      {decide ? (
        <>
          <Button color="teal" onClick={() => onOpen('approve')}>
            Approve
          </Button>
          <Button color="red" variant="light" onClick={() => onOpen('reject')}>
            Reject
          </Button>
        </>
      ) : null}
      {withdraw ? (
        <Button variant="default" onClick={() => onOpen('withdraw')}>
          Withdraw
        </Button>
      ) : null}
    </Group>
  );
}

function Details({
  application,
  access,
}: {
  readonly application: TeamApplication;
  readonly access: ReviewAccess;
}) {
  const countryName = useCountryName();
  const [open, setOpen] = useState<Decision | null>(null);
  const close = () => setOpen(null);
  const { administrator } = application;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        {access.isWskStaff ? (
          <Anchor component={AppLink} to={screenPath('marathon-applications')} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              Back to the applications
            </Group>
          </Anchor>
        ) : null}
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {application.team_name}
            </Title>
            <Group gap="xs">
              <ApplicationStatusBadge status={application.status} />
              <Text size="sm" c="dimmed">
                {application.period.name}
              </Text>
            </Group>
          </Stack>
          <Actions application={application} access={access} onOpen={setOpen} />
        </Group>
      </Stack>

      {application.team ? (
        <Alert color="teal" variant="light" title="The team was created">
          <Anchor component={AppLink} to={screenPath('marathon-team', { id: application.team.id })} fw={600}>
            Open {application.team.name}
          </Anchor>
        </Alert>
      ) : null}
      {application.status === 'rejected' && application.reason ? (
        <Alert color="red" variant="light" title="Reason for the rejection">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {application.reason}
          </Text>
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Team">
          <Fact label="Name">{application.team_name}</Fact>
          <Fact label="Country">{countryName(application.country_code)}</Fact>
          <Fact label="Contact e-mail">
            <Anchor href={`mailto:${application.contact_email}`} size="sm">
              {application.contact_email}
            </Anchor>
          </Fact>
          <Fact label="Contact phone">{application.contact_phone}</Fact>
        </Section>
        <Section title="Team administrator">
          <Fact label="Name">
            {administrator.first_name} {administrator.last_name}
          </Fact>
          <Fact label="E-mail">
            <Anchor href={`mailto:${administrator.email}`} size="sm">
              {administrator.email}
            </Anchor>
          </Fact>
        </Section>
        <Section title="Documents">
          <Documents application={application} />
        </Section>
        <Section title="History">
          <Fact label="Applicant">{application.applicant?.full_name ?? 'Applied without an account'}</Fact>
          <Fact label="Created">{formatDate(application.created)}</Fact>
          <Fact label="Submitted">{formatDate(application.submitted, 'E-mail not confirmed yet')}</Fact>
          {application.decided ? (
            <Fact label="Decided">
              {formatDate(application.decided)}
              {application.decided_by ? ` by ${application.decided_by.full_name}` : ''}
            </Fact>
          ) : null}
        </Section>
      </SimpleGrid>

      {open === 'approve' ? <ApproveDialog application={application} onClose={close} /> : null}
      {open === 'reject' ? <RejectDialog application={application} onClose={close} /> : null}
      {open === 'withdraw' ? <WithdrawDialog application={application} onClose={close} /> : null}
    </Stack>
  );
}

export default function TeamApplicationDetailsScreen() {
  const id = Number(useParams().id);
  const access = useReviewAccess();
  const application = useQuery({
    ...getTeamApplicationQueryOptions(id),
    retry: (count, error) =>
      !(error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 404)) && count < 2,
  });

  if (access.pending || application.isPending) return <LoadingState label="Loading the application" />;
  if (application.isError) {
    const status = application.error instanceof ApiError ? application.error.statusCode : undefined;
    // Others than WSK staff and the applicant are answered 404: for them the page is not theirs.
    if ((status === 404 || status === 403) && !access.isWskStaff) return <NoAccess />;
    if (status === 404) {
      return (
        <EmptyState
          titleOrder={1}
          icon={<IconFileDescription size={28} stroke={1.6} aria-hidden />}
          title="Team application not found"
          description="It may have been removed, or the link is wrong."
          action={
            <Button component={AppLink} to={screenPath('marathon-applications')} variant="default">
              Back to the applications
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        titleOrder={1}
        title="The application could not be loaded"
        message={application.error instanceof ApiError ? application.error.error.message : undefined}
        onRetry={() => void application.refetch()}
      />
    );
  }
  return <Details application={application.data} access={access} />;
}
