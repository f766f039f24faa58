// The teams of the current view: a table on wide screens, cards on phones, with the loading, failed, empty
// and filtered-empty states and the pager. The previous page stays, dimmed, while the next loads.
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { screenPath } from '@portal/contract/routes';
import type { Team } from '@portal/contract/team';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../shared/api/api-error';
import { formatCount } from '../../../../shared/format/count';
import { AppLink } from '../../../../shared/ui/app-link';
import { countryName } from '../../../../shared/ui/country-select';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ErrorState } from '../../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../../shared/ui/paged-list';
import { getFederationsQueryOptions } from '../api/get-federations';
import { listTeamsQueryOptions } from '../api/list-teams';
import { hasActiveFilters, TEAMS_PAGE_SIZE, type TeamsView, teamsQuery } from '../lib/teams-view';
import { TeamBadges } from './team-badges';
import { TeamLogo } from './team-logo';

const PHONE_QUERY = '(max-width: 47.99em)';

export interface TeamsResultsProps {
  readonly view: TeamsView;
  readonly onPage: (page: number) => void;
  readonly onClearFilters: () => void;
}

const rosterText = (size: number) => (size === 1 ? '1 athlete' : `${size} athletes`);

function TeamName({ team }: { readonly team: Team }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <TeamLogo team={team} size={36} />
      <Anchor component={AppLink} to={screenPath('marathon-team', { id: team.id })} fw={600}>
        {team.name}
      </Anchor>
    </Group>
  );
}

export function TeamsResults({ view, onPage, onClearFilters }: TeamsResultsProps) {
  const list = useQuery(listTeamsQueryOptions(teamsQuery(view)));
  const federations = useQuery(getFederationsQueryOptions());
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  if (list.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading teams">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={52} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The teams could not be loaded"
        message={list.error instanceof ApiError ? list.error.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data;
  const pages = Math.max(1, Math.ceil(page.count / TEAMS_PAGE_SIZE));
  const country = (team: Team) => countryName(federations.data, team.country_code);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.count === 1 ? '1 team' : `${formatCount(page.count)} teams`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      {page.results.length === 0 ? (
        hasActiveFilters(view) ? (
          <EmptyState
            icon={<IconUsersGroup size={28} stroke={1.6} aria-hidden />}
            title="No teams match these filters"
            description="Try other filters, or clear them to see every team."
            action={
              <Button variant="light" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<IconUsersGroup size={28} stroke={1.6} aria-hidden />}
            title="No marathon teams yet"
          />
        )
      ) : (
        <StaleWhileLoading stale={list.isPlaceholderData}>
          {phone ? (
            <Stack gap="sm">
              {page.results.map((team) => (
                <Card
                  key={team.id}
                  withBorder
                  radius="md"
                  padding="md"
                  component="article"
                  aria-label={team.name}
                >
                  <Stack gap="xs">
                    <TeamName team={team} />
                    <Text size="sm" c="dimmed">
                      {country(team)} · {rosterText(team.roster_size)}
                    </Text>
                    <TeamBadges team={team} />
                  </Stack>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Marathon teams">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Team</Table.Th>
                    <Table.Th>Country</Table.Th>
                    <Table.Th>Roster</Table.Th>
                    <Table.Th>State</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.results.map((team) => (
                    <Table.Tr key={team.id}>
                      <Table.Td>
                        <TeamName team={team} />
                      </Table.Td>
                      <Table.Td>{country(team)}</Table.Td>
                      <Table.Td>{rosterText(team.roster_size)}</Table.Td>
                      <Table.Td>
                        <TeamBadges team={team} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </StaleWhileLoading>
      )}
      <ListPagination pages={pages} page={view.page} onChange={onPage} />
    </Stack>
  );
}
