// WSK's team applications, a page at a time: a table on wide screens (team and administrator, country,
// contact, status, dates), a card per application on a phone; a row or card opens the application.
// Loading placeholders, a failure with a retry, the empty list told apart from filters matching nothing.
import { Anchor, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Paged } from '@portal/contract/http';
import { screenPath } from '@portal/contract/routes';
import type { TeamApplication } from '@portal/contract/team-application';
import { IconFileDescription } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/api/api-error';
import { formatCount } from '../../../../shared/format/count';
import { formatDate } from '../../../../shared/format/date';
import { AppLink } from '../../../../shared/ui/app-link';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ErrorState } from '../../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../../shared/ui/paged-list';
import { APPLICATIONS_PAGE_SIZE } from '../lib/applications-view';
import { ApplicationStatusBadge } from './application-status-badge';
import { useCountryName } from './country-select';

/** Below this width the applications are cards (as the payments lists do). */
export const PHONE_QUERY = '(max-width: 47.99em)';

const detailsPath = (application: TeamApplication) =>
  screenPath('marathon-team-application-details', { id: application.id });

const administratorName = (application: TeamApplication) =>
  `${application.administrator.first_name} ${application.administrator.last_name}`;

function TeamLink({ application }: { readonly application: TeamApplication }) {
  return (
    <Anchor
      component={AppLink}
      to={detailsPath(application)}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      onClick={(event) => event.stopPropagation()}
    >
      {application.team_name}
    </Anchor>
  );
}

function ApplicationsTable({ rows }: { readonly rows: readonly TeamApplication[] }) {
  const navigate = useNavigate();
  const countryName = useCountryName();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Team applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Submitted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((application) => (
            <Table.Tr
              key={application.id}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(detailsPath(application))}
            >
              <Table.Td>
                <Stack gap={0}>
                  <TeamLink application={application} />
                  <Text size="xs" c="dimmed">
                    Administrator: {administratorName(application)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{countryName(application.country_code)}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {application.contact_email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {application.contact_phone}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <ApplicationStatusBadge status={application.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(application.submitted ?? application.created)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApplicationCards({ rows }: { readonly rows: readonly TeamApplication[] }) {
  const countryName = useCountryName();
  return (
    <Stack gap="sm" component="ul" aria-label="Team applications" style={{ listStyle: 'none', padding: 0 }}>
      {rows.map((application) => (
        <Card key={application.id} component="li" withBorder padding="sm" aria-label={application.team_name}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <TeamLink application={application} />
              <ApplicationStatusBadge status={application.status} />
            </Group>
            <Text size="sm">{countryName(application.country_code)}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {application.contact_email} · {application.contact_phone}
            </Text>
            <Text size="xs" c="dimmed">
              Administrator: {administratorName(application)} · Submitted{' '}
              {formatDate(application.submitted ?? application.created)}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export interface ApplicationsListProps {
  readonly query: UseQueryResult<Paged<TeamApplication>>;
  /** Whether a country or search narrows the list (the status always does). */
  readonly filtered: boolean;
  readonly page: number;
  readonly onPage: (page: number) => void;
}

export function ApplicationsList({ query, filtered, page, onPage }: ApplicationsListProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the applications">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="The applications could not be loaded"
        message={query.error instanceof ApiError ? query.error.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { count, results } = query.data;
  if (results.length === 0) {
    return (
      <EmptyState
        icon={<IconFileDescription size={28} stroke={1.6} aria-hidden />}
        title={filtered ? 'No application matches these filters' : 'No applications here'}
        description={
          filtered
            ? 'Change or clear the filters.'
            : 'Applications appear here once their e-mail is confirmed.'
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {count === 1 ? '1 application' : `${formatCount(count)} applications`}
        {query.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      <StaleWhileLoading stale={query.isPlaceholderData}>
        {phone ? <ApplicationCards rows={results} /> : <ApplicationsTable rows={results} />}
      </StaleWhileLoading>
      <ListPagination
        pages={Math.max(1, Math.ceil(count / APPLICATIONS_PAGE_SIZE))}
        page={page}
        onChange={onPage}
      />
    </Stack>
  );
}
