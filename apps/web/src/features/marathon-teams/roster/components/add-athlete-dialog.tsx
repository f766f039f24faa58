// Adding an athlete to a team's roster: find an approved athlete by name or e-mail (at least two characters;
// those already on the roster are shown but cannot be chosen), give a jersey number in the team's sport's
// range and not worn by another pending or accepted place, checked before the call; the server's refusals
// show on their fields.
import { Avatar, Button, Group, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { APP_EVENTS } from '@portal/contract/app-events';
import { jerseyRuleOf, type TeamDetail } from '@portal/contract/team';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appEvents } from '../../../../shared/events/app-events';
import { imageUrl } from '../../../../shared/format/image-url';
import { serverErrors } from '../../../../shared/forms/use-contract-form';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/ui/debounced-search-field';
import { FormAlert } from '../../../../shared/ui/form-alert';
import { LoadingBlock } from '../../../../shared/ui/loading-block';
import { useAddRosterEntry } from '../api/add-roster-entry';
import { listRosterCandidatesQueryOptions, MIN_CANDIDATE_SEARCH } from '../api/list-roster-candidates';
import { listUsedJerseyNumbersQueryOptions } from '../api/list-used-jersey-numbers';
import { rosterJerseyError } from '../lib/jersey';

type Field = 'user' | 'jersey_number';
const fieldOf = (key: string): Field | null => (key === 'user' || key === 'jersey_number' ? key : null);

export function AddAthleteDialog({
  team,
  onClose,
}: {
  readonly team: TeamDetail;
  readonly onClose: () => void;
}) {
  const add = useAddRosterEntry();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useQuery(listRosterCandidatesQueryOptions(team.id, debounced));
  const used = useQuery(listUsedJerseyNumbersQueryOptions(team.id));
  const [chosen, setChosen] = useState<string | null>(null);
  const [jersey, setJersey] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const rule = jerseyRuleOf(team.sport_type);

  const close = () => {
    if (!add.isPending) onClose();
  };

  const save = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!chosen) found.user = 'Choose an athlete';
    const jerseyError = rosterJerseyError(jersey, team.sport_type, used.data ?? []);
    if (jerseyError) found.jersey_number = jerseyError;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !chosen) return;
    try {
      const entry = await add.mutateAsync({
        team: team.id,
        user: Number(chosen),
        jersey_number: Number(jersey.trim()),
      });
      appEvents.emit(APP_EVENTS.SHOW_TIP, {
        message: `${entry.user.full_name} was added. The place waits for the athlete’s answer.`,
      });
      onClose();
    } catch (error) {
      const shown = serverErrors(error, fieldOf, 'The athlete could not be added. Please try again.');
      setErrors(shown.fields);
      setFormError(shown.form);
    }
  };

  const typedEnough = debounced.length >= MIN_CANDIDATE_SEARCH;
  const results = candidates.data?.results ?? [];
  return (
    <Modal opened onClose={close} title={`Add an athlete to ${team.name}`} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Find an athlete"
            placeholder="Name or e-mail"
            description={`At least ${MIN_CANDIDATE_SEARCH} characters`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          {!typedEnough ? null : candidates.isPending ? (
            <LoadingBlock height={56} label="Looking for athletes" />
          ) : candidates.isError ? (
            <Text c="red" size="sm" role="alert">
              The athletes could not be loaded. Please try again.
            </Text>
          ) : results.length === 0 ? (
            <Text c="dimmed" size="sm">
              No approved athlete matches “{debounced}”.
            </Text>
          ) : (
            <Radio.Group
              label="Athlete"
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setErrors((current) => ({ ...current, user: undefined }));
              }}
              error={errors.user}
            >
              <ScrollArea.Autosize mah={280} mt="xs">
                <Stack gap="xs">
                  {results.map((candidate) => (
                    <Radio.Card
                      key={candidate.id}
                      value={String(candidate.id)}
                      disabled={candidate.on_roster}
                      radius="md"
                      p="sm"
                      aria-label={candidate.full_name}
                      style={candidate.on_roster ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
                    >
                      <Group wrap="nowrap" gap="sm">
                        <Radio.Indicator disabled={candidate.on_roster} />
                        <Avatar
                          src={imageUrl(candidate.avatar, { width: 64, height: 64 })}
                          size={32}
                          radius="xl"
                        />
                        <div>
                          <Text fw={600} size="sm">
                            {candidate.full_name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {candidate.on_roster
                              ? 'Already on the roster'
                              : (candidate.federation?.name ?? 'No federation')}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Radio.Group>
          )}
          {errors.user && (!typedEnough || results.length === 0) ? (
            <Text c="red" size="sm">
              {errors.user}
            </Text>
          ) : null}
          <TextInput
            label="Jersey number"
            description={`From ${rule.min} to ${rule.max}, not worn by another athlete of the roster`}
            inputMode="numeric"
            maxLength={3}
            value={jersey}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setJersey(value);
              if (errors.jersey_number) {
                setErrors((current) => ({
                  ...current,
                  jersey_number: rosterJerseyError(value, team.sport_type, used.data ?? []) ?? undefined,
                }));
              }
            }}
            error={errors.jersey_number}
          />
          <FormAlert message={formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add athlete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
