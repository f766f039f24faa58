// The people a registration screen may register, as the federation and team screens list them: a search by
// name, an "Only eligible" switch, the count, each eligible person with a Register button and every other one
// with the reasons they may not be registered (decision 017: never hidden), and the pager. A table from
// tablet width up, cards on a phone. The screen's component loads the page and says what to call the people.
import { Badge, Button, Group, Paper, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Paged } from '@portal/contract/http';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { IconUserSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { formatCount } from '../../../shared/format/count';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { reasonTexts } from '../lib/registration';
import { PeopleSkeleton } from './staff-group-list';
import { PersonCell, PHONE_QUERY } from './staff-people-table';

/** The list's view: the federation screens keep it in the address, the team screens in state. */
export interface CandidatesView {
  readonly search: string | undefined;
  readonly page: number;
  readonly eligibleOnly: boolean;
}

export interface CandidatesListProps<C extends RegistrationCandidate> {
  readonly list: UseQueryResult<Paged<C>>;
  readonly pageSize: number;
  readonly view: CandidatesView;
  readonly onView: (change: Partial<CandidatesView>) => void;
  /** A person and people in a sentence, the list's accessible name, and the title when nobody is listed. */
  readonly nouns: {
    readonly one: string;
    readonly many: string;
    readonly list: string;
    readonly none: string;
  };
  readonly searchPlaceholder: string;
  /** Said under the empty list's title when nobody is listed without a search or the switch. */
  readonly emptyHint?: string;
  /** Administrators get a Register button on eligible people. */
  readonly canRegister: boolean;
  readonly onRegister: (candidate: C) => void;
  /** The button's text and accessible name ("Register", "Register <name>" unless given). */
  readonly action?: { readonly label: string; readonly name: (person: string) => string };
  /** Why the buttons are off now (a §8 message, a rule), shown above the list; null while they work. */
  readonly blocked?: string | null;
  /** A column before the name (the roster's jersey number), shown as "#value" beside the name on a phone. */
  readonly leading?: { readonly label: string; readonly value: (candidate: C) => string };
  /** The categories the person may enter, as a column. */
  readonly withCategories?: boolean;
  /** The line under the name in the table, and on a phone card (where it may say more). */
  readonly note: (candidate: C) => string | null;
  readonly cardNote?: (candidate: C) => string | null;
  readonly nameWidth?: number;
  /** Where a registered person's status shows on a phone card: beside the name, or in place of the button. */
  readonly cardStatus: 'beside' | 'button';
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

export function CandidatesList<C extends RegistrationCandidate>({
  list,
  pageSize,
  view,
  onView,
  nouns,
  searchPlaceholder,
  emptyHint,
  canRegister,
  onRegister,
  action = REGISTER,
  blocked = null,
  leading,
  withCategories = false,
  note,
  cardNote = () => null,
  nameWidth = 260,
  cardStatus,
}: CandidatesListProps<C>) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  const register = (candidate: C) =>
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
  const status = (candidate: C) =>
    candidate.participant ? <ParticipantStatusBadge status={candidate.participant.status} /> : null;
  const statusOrRegister = (candidate: C) => status(candidate) ?? register(candidate);
  const cardButton = cardStatus === 'beside' ? register : statusOrRegister;

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
          description={!view.search && !view.eligibleOnly ? emptyHint : undefined}
        />
      );
    }
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data.count === 1 ? `1 ${nouns.one}` : `${formatCount(data.count)} ${nouns.many}`}
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
                      {leading ? (
                        <Text size="sm" fw={700}>
                          #{leading.value(candidate)}
                        </Text>
                      ) : null}
                      {cardStatus === 'beside' ? status(candidate) : null}
                    </Group>
                    {cardNote(candidate) ? (
                      <Text size="xs" c="dimmed">
                        {cardNote(candidate)}
                      </Text>
                    ) : null}
                    <Eligibility candidate={candidate} />
                    {cardButton(candidate) ? <Group justify="flex-end">{cardButton(candidate)}</Group> : null}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={560 + (withCategories ? 120 : 0) + (leading ? 80 : 0)}>
              <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label={nouns.list}>
                <Table.Thead>
                  <Table.Tr>
                    {leading ? <Table.Th w={80}>{leading.label}</Table.Th> : null}
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
                      {leading ? (
                        <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {leading.value(candidate)}
                        </Table.Td>
                      ) : null}
                      <Table.Td maw={nameWidth}>
                        <Stack gap={2}>
                          <PersonCell person={candidate} />
                          {note(candidate) ? (
                            <Text size="xs" c="dimmed" pl={44}>
                              {note(candidate)}
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
                      <Table.Td ta="right">{statusOrRegister(candidate)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </StaleWhileLoading>
        <ListPagination
          pages={Math.max(1, Math.ceil(data.count / pageSize))}
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
            placeholder={searchPlaceholder}
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
