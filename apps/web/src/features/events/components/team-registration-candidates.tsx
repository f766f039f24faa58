// The people a team may register for an event sport, paged, each eligible one with a Register button and
// every other one with the reasons it may not be registered (decision 017: never hidden): the team's roster
// with their roster jersey numbers for athletes, every account found by name or e-mail for officials. A
// table from tablet width up, cards on a phone. Listens to `recheck-eligibility-availability` (§8).
import { Badge, Button, Group, Paper, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { TeamRegisteredKind } from '@portal/contract/endpoints/teams';
import type { TeamRegistrationCandidate } from '@portal/contract/participant';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listTeamRegistrationCandidatesQueryOptions } from '../api/list-team-registration-candidates';
import { reasonTexts } from '../lib/registration';
import { PeopleSkeleton } from './staff-group-list';
import { PersonCell, PHONE_QUERY } from './staff-people-table';

export const TEAM_CANDIDATES_PAGE_SIZE = 20;

const NOUNS: Readonly<
  Record<TeamRegisteredKind, { one: string; many: string; list: string; none: string; search: string }>
> = {
  team_official: {
    one: 'person',
    many: 'people',
    list: 'People',
    none: 'Nobody to list',
    search: 'Name or e-mail',
  },
  team_athlete: {
    one: 'athlete',
    many: 'athletes',
    list: 'Team roster',
    none: 'The team’s roster is empty',
    search: 'Name',
  },
};

export interface TeamRegistrationCandidatesProps {
  readonly kind: TeamRegisteredKind;
  readonly eventId: number;
  readonly sportId: number;
  readonly teamId: number;
  readonly canRegister: boolean;
  readonly onRegister: (candidate: TeamRegistrationCandidate) => void;
}

function Eligibility({ candidate }: { readonly candidate: TeamRegistrationCandidate }) {
  if (candidate.eligible) {
    return (
      <Badge variant="light" color="green" tt="none">
        Eligible
      </Badge>
    );
  }
  return (
    <Stack
      gap={2}
      component="ul"
      m={0}
      pl="md"
      aria-label={`Why ${candidate.full_name} may not be registered`}
    >
      {reasonTexts(candidate.reasons).map((text) => (
        <Text component="li" size="sm" c="red.8" key={text}>
          {text}
        </Text>
      ))}
    </Stack>
  );
}

export function TeamRegistrationCandidates({
  kind,
  eventId,
  sportId,
  teamId,
  canRegister,
  onRegister,
}: TeamRegistrationCandidatesProps) {
  const nouns = NOUNS[kind];
  const athletes = kind === 'team_athlete';
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [eligibleOnly, setEligibleOnly] = useState(false);
  const list = useQuery(
    listTeamRegistrationCandidatesQueryOptions(eventId, sportId, teamId, {
      kind,
      search,
      page,
      page_size: TEAM_CANDIDATES_PAGE_SIZE,
      ...(eligibleOnly ? { eligible: 'true' as const } : {}),
    }),
  );
  useAppEvent(APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY, () => void list.refetch({ cancelRefetch: false }));

  const jersey = (candidate: TeamRegistrationCandidate) =>
    candidate.jersey_number === null ? '-' : String(candidate.jersey_number);
  const action = (candidate: TeamRegistrationCandidate) => {
    if (candidate.participant) return <ParticipantStatusBadge status={candidate.participant.status} />;
    return canRegister && candidate.eligible ? (
      <Button
        size="xs"
        variant="light"
        aria-label={`Register ${candidate.full_name}`}
        onClick={() => onRegister(candidate)}
      >
        Register
      </Button>
    ) : null;
  };

  const body = () => {
    if (list.isPending) return <PeopleSkeleton label={`Loading the ${nouns.many}`} />;
    if (list.isError && !list.data) {
      return (
        <ErrorState
          title={`The ${nouns.many} could not be loaded`}
          titleOrder={3}
          message={list.error instanceof ApiError ? list.error.error.message : undefined}
          onRetry={() => void list.refetch()}
        />
      );
    }
    const data = list.data;
    if (data.results.length === 0 && page === 1) {
      return (
        <EmptyState
          icon={<IconUserSearch size={28} stroke={1.6} aria-hidden />}
          titleOrder={3}
          title={
            search
              ? 'Nobody matches this search'
              : eligibleOnly
                ? `No ${nouns.one} may be registered now`
                : nouns.none
          }
          description={
            athletes && !search && !eligibleOnly
              ? 'Athletes join the team’s roster before the team registers them.'
              : undefined
          }
        />
      );
    }
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data.count === 1 ? `1 ${nouns.one}` : `${data.count.toLocaleString('en-US')} ${nouns.many}`}
          {list.isPlaceholderData ? ' · loading…' : ''}
        </Text>
        <StaleWhileLoading stale={list.isPlaceholderData}>
          {phone ? (
            <Stack gap="sm" component="ul" aria-label={nouns.list} p={0} m={0} style={{ listStyle: 'none' }}>
              {data.results.map((candidate) => (
                <Paper key={candidate.id} component="li" withBorder radius="md" p="sm">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                      <div style={{ minWidth: 0, flex: 1 }}>
                        <PersonCell person={candidate} />
                      </div>
                      {athletes ? (
                        <Text size="sm" fw={700}>
                          #{jersey(candidate)}
                        </Text>
                      ) : null}
                    </Group>
                    <Eligibility candidate={candidate} />
                    {action(candidate) ? <Group justify="flex-end">{action(candidate)}</Group> : null}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={athletes ? 640 : 560}>
              <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label={nouns.list}>
                <Table.Thead>
                  <Table.Tr>
                    {athletes ? <Table.Th w={80}>Jersey</Table.Th> : null}
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Eligibility</Table.Th>
                    <Table.Th w={120}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((candidate) => (
                    <Table.Tr key={candidate.id}>
                      {athletes ? (
                        <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {jersey(candidate)}
                        </Table.Td>
                      ) : null}
                      <Table.Td maw={280}>
                        <Stack gap={2}>
                          <PersonCell person={candidate} />
                          {candidate.federation ? (
                            <Text size="xs" c="dimmed" pl={44}>
                              {candidate.federation.name}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Eligibility candidate={candidate} />
                      </Table.Td>
                      <Table.Td ta="right">{action(candidate)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </StaleWhileLoading>
        <ListPagination
          pages={Math.max(1, Math.ceil(data.count / TEAM_CANDIDATES_PAGE_SIZE))}
          page={page}
          onChange={setPage}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 260px', maxWidth: 420 }}>
          <DebouncedSearchField
            label={`Search ${nouns.many}`}
            placeholder={nouns.search}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </div>
        <Switch
          label="Only eligible"
          checked={eligibleOnly}
          onChange={(event) => {
            setEligibleOnly(event.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      {body()}
    </Stack>
  );
}
