// A federation's approved athletes of an event sport with one result per entry (discipline and category)
// for seeding heats and start lists (`athletes-pre-seed`, decision 017), saved per athlete. Each field is
// checked with the contract's rule before sending and shows the server's refusal of it; administrators
// write during the reduction period, everyone else reads. One card per athlete, at every width.
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { updatePreSeedBodySchema } from '@portal/contract/endpoints/participants';
import { disciplineDisplayName } from '@portal/contract/event-parts';
import type { Participant } from '@portal/contract/participant';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { formatCount } from '../../../shared/format/count';
import { serverErrors } from '../../../shared/forms/use-contract-form';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { listEventSportParticipantsQueryOptions } from '../api/list-event-sport-participants';
import { useUpdatePreSeed } from '../api/update-pre-seed';
import { PARTICIPANTS_PAGE_SIZE } from './registered-athletes';
import { PeopleSkeleton } from './staff-group-list';
import { PersonCell } from './staff-people-table';

export interface PreSeedListProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly federationId: number;
  /** Administrators save results (within the reduction period); others read them. */
  readonly canEdit: boolean;
  /** Why the fields are off now (the §8 message), or null while they work. */
  readonly blocked: string | null;
  readonly downhillAsLuge: boolean;
}

/** The field of an invalid_fields key or a schema path: `entries.2.pre_seed` is the third entry. */
const entryIndexOf = (key: string): number | null => {
  const match = /^entries\.(\d+)(\.|$)/.exec(key);
  return match ? Number(match[1]) : null;
};

function PreSeedForm({
  eventId,
  sportId,
  participant,
  canEdit,
  blocked,
  downhillAsLuge,
}: Omit<PreSeedListProps, 'federationId'> & { readonly participant: Participant }) {
  const save = useUpdatePreSeed(eventId, sportId);
  const [values, setValues] = useState(() => participant.entries.map((entry) => entry.pre_seed ?? ''));
  const [errors, setErrors] = useState<Partial<Record<number, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const name = participant.user.full_name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      entries: participant.entries.map((entry, index) => ({
        discipline: entry.discipline.id,
        pre_seed: values[index] ?? '',
      })),
    };
    const parsed = updatePreSeedBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<number, string>> = {};
      for (const issue of parsed.error.issues) {
        const index = typeof issue.path[1] === 'number' ? issue.path[1] : null;
        if (index !== null) found[index] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ participantId: participant.id, body });
    } catch (error) {
      const shown = serverErrors(
        error,
        (key) => {
          const index = entryIndexOf(key);
          return index === null ? null : String(index);
        },
        'The results could not be saved. Please try again.',
      );
      setErrors(Object.fromEntries(Object.entries(shown.fields).map(([key, text]) => [Number(key), text])));
      setFormError(shown.form);
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `The results of ${name} are saved` });
  };

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <form noValidate aria-label={`Pre-seed results of ${name}`} onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <PersonCell person={participant.user} />
          <FormAlert message={formError} />
          {participant.entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              No entries to give results for.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {participant.entries.map((entry, index) => {
                const discipline = disciplineDisplayName(entry.discipline.name, { downhillAsLuge });
                const label = entry.category ? `${discipline} (${entry.category})` : discipline;
                return (
                  <TextInput
                    key={entry.discipline.id}
                    label={label}
                    placeholder="00:41.350 or 1250"
                    maxLength={20}
                    inputMode="decimal"
                    value={values[index] ?? ''}
                    readOnly={!canEdit}
                    disabled={canEdit && blocked !== null}
                    error={errors[index]}
                    onChange={(change) => {
                      const text = change.currentTarget.value;
                      setValues((current) => current.map((value, at) => (at === index ? text : value)));
                    }}
                  />
                );
              })}
            </SimpleGrid>
          )}
          {canEdit && participant.entries.length > 0 ? (
            <Group justify="flex-end">
              <Button
                type="submit"
                size="sm"
                variant="light"
                loading={save.isPending}
                disabled={blocked !== null}
                aria-label={`Save the results of ${name}`}
              >
                Save
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

export function PreSeedList({
  eventId,
  sportId,
  federationId,
  canEdit,
  blocked,
  downhillAsLuge,
}: PreSeedListProps) {
  const [page, setPage] = useState(1);
  const list = useQuery(
    listEventSportParticipantsQueryOptions(eventId, sportId, {
      kind: 'athlete',
      status: 'approved',
      federation: federationId,
      page,
      page_size: PARTICIPANTS_PAGE_SIZE,
    }),
  );
  useAppEvent(APP_EVENTS.REFRESH_ATHLETES_DROPDOWN, () => void list.refetch({ cancelRefetch: false }));

  if (list.isPending) return <PeopleSkeleton label="Loading the approved athletes" />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The approved athletes could not be loaded"
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
        icon={<IconTrophy size={28} stroke={1.6} aria-hidden />}
        title="No approved athletes yet"
        titleOrder={3}
        description="Results are given for the federation’s approved athletes of this sport."
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.count === 1 ? '1 approved athlete' : `${formatCount(data.count)} approved athletes`}
        {list.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      <StaleWhileLoading stale={list.isPlaceholderData}>
        <Stack
          gap="sm"
          component="ul"
          aria-label="Approved athletes"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {data.results.map((participant) => (
            <PreSeedForm
              // A refetch with other results starts the form again from them.
              key={`${participant.id}:${participant.updated}`}
              eventId={eventId}
              sportId={sportId}
              participant={participant}
              canEdit={canEdit}
              blocked={blocked}
              downhillAsLuge={downhillAsLuge}
            />
          ))}
        </Stack>
      </StaleWhileLoading>
      <ListPagination
        pages={Math.max(1, Math.ceil(data.count / PARTICIPANTS_PAGE_SIZE))}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}
