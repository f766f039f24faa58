// The people a federation may register for an event sport (its athletes, or its members as NTOs), by name
// and paged, each eligible one with a Register button and every other one listed with the reasons it may not
// be registered (decision 017: never hidden). A table from tablet width up, cards on a phone. Listens to
// `recheck-eligibility-availability` (§8) to ask again.
import { Badge, Button, Group, Paper, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { NfRegisteredKind } from '@portal/contract/endpoints/participants';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listRegistrationCandidatesQueryOptions } from '../api/list-registration-candidates';
import { reasonTexts } from '../lib/registration';
import { PeopleSkeleton } from './staff-group-list';
import { PersonCell, PHONE_QUERY } from './staff-people-table';

export const CANDIDATES_PAGE_SIZE = 20;

/** The list's view, kept in the address by the screen. */
export interface CandidatesView {
  readonly search: string | undefined;
  readonly page: number;
  readonly eligibleOnly: boolean;
}

/** What the list calls the people of each kind. */
const NOUNS: Readonly<Record<NfRegisteredKind, { one: string; many: string; list: string; none: string }>> = {
  athlete: {
    one: 'athlete',
    many: 'athletes',
    list: 'Athletes',
    none: 'The federation has no approved athletes',
  },
  nto: {
    one: 'member',
    many: 'members',
    list: 'Members',
    none: 'The federation has no approved members',
  },
};

export interface RegistrationCandidatesProps {
  /** Athletes (the default) or the federation's members who may be its NTOs. */
  readonly kind?: NfRegisteredKind;
  readonly eventId: number;
  readonly sportId: number;
  readonly federationId: number;
  readonly view: CandidatesView;
  readonly onView: (change: Partial<CandidatesView>) => void;
  /** Administrators get a Register button on eligible people. */
  readonly canRegister: boolean;
  readonly onRegister: (candidate: RegistrationCandidate) => void;
  /** The button's text and accessible name ("Register", "Register <name>" unless given). */
  readonly action?: { readonly label: string; readonly name: (person: string) => string };
  /** Why the buttons are off now (a §8 message, a rule), shown above the list; null while they work. */
  readonly blocked?: string | null;
}

function Eligibility({ candidate }: { readonly candidate: RegistrationCandidate }) {
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

const BLOCKED_ID = 'registration-candidates-blocked';
const REGISTER = { label: 'Register', name: (person: string) => `Register ${person}` };

const details = (candidate: RegistrationCandidate, withCategories: boolean) =>
  [
    candidate.wsk_id ? `WSK id ${candidate.wsk_id}` : null,
    withCategories ? candidate.categories.join(', ') || null : null,
  ]
    .filter(Boolean)
    .join(' · ');

export function RegistrationCandidates({
  kind = 'athlete',
  eventId,
  sportId,
  federationId,
  view,
  onView,
  canRegister,
  onRegister,
  action = REGISTER,
  blocked = null,
}: RegistrationCandidatesProps) {
  const nouns = NOUNS[kind];
  const withCategories = kind === 'athlete';
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const list = useQuery(
    listRegistrationCandidatesQueryOptions(eventId, sportId, {
      kind,
      federation: federationId,
      search: view.search,
      page: view.page,
      page_size: CANDIDATES_PAGE_SIZE,
      ...(view.eligibleOnly ? { eligible: 'true' as const } : {}),
    }),
  );
  useAppEvent(APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY, () => void list.refetch({ cancelRefetch: false }));

  const register = (candidate: RegistrationCandidate) =>
    canRegister && candidate.eligible ? (
      <Button
        size="xs"
        variant="light"
        aria-label={action.name(candidate.full_name)}
        disabled={blocked !== null}
        aria-describedby={blocked !== null ? BLOCKED_ID : undefined}
        onClick={() => onRegister(candidate)}
      >
        {action.label}
      </Button>
    ) : null;

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
    if (data.results.length === 0 && view.page === 1) {
      return (
        <EmptyState
          icon={<IconUserSearch size={28} stroke={1.6} aria-hidden />}
          titleOrder={3}
          title={
            view.search
              ? 'Nobody matches this search'
              : view.eligibleOnly
                ? `No ${nouns.one} may be registered now`
                : nouns.none
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
                      {candidate.participant ? (
                        <ParticipantStatusBadge status={candidate.participant.status} />
                      ) : null}
                    </Group>
                    {details(candidate, withCategories) ? (
                      <Text size="xs" c="dimmed">
                        {details(candidate, withCategories)}
                      </Text>
                    ) : null}
                    <Eligibility candidate={candidate} />
                    {register(candidate) ? <Group justify="flex-end">{register(candidate)}</Group> : null}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={withCategories ? 680 : 560}>
              <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label={nouns.list}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    {withCategories ? <Table.Th>Categories</Table.Th> : null}
                    <Table.Th>Eligibility</Table.Th>
                    <Table.Th w={120}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((candidate) => (
                    <Table.Tr key={candidate.id}>
                      <Table.Td maw={260}>
                        <Stack gap={2}>
                          <PersonCell person={candidate} />
                          {candidate.wsk_id ? (
                            <Text size="xs" c="dimmed" pl={44}>
                              WSK id {candidate.wsk_id}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Td>
                      {withCategories ? (
                        <Table.Td>
                          <Text size="sm">{candidate.categories.join(', ') || '-'}</Text>
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <Eligibility candidate={candidate} />
                      </Table.Td>
                      <Table.Td ta="right">
                        {candidate.participant ? (
                          <ParticipantStatusBadge status={candidate.participant.status} />
                        ) : (
                          register(candidate)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </StaleWhileLoading>
        <ListPagination
          pages={Math.max(1, Math.ceil(data.count / CANDIDATES_PAGE_SIZE))}
          page={view.page}
          onChange={(page) => onView({ page })}
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
            placeholder="Name"
            value={view.search}
            onChange={(search) => onView({ search, page: 1 })}
          />
        </div>
        <Switch
          label="Only eligible"
          checked={view.eligibleOnly}
          onChange={(event) => onView({ eligibleOnly: event.currentTarget.checked, page: 1 })}
          mb={8}
        />
      </Group>
      {blocked !== null ? (
        <Text size="sm" c="red.8" id={BLOCKED_ID} role="status">
          {blocked}
        </Text>
      ) : null}
      {body()}
    </Stack>
  );
}
