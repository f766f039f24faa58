// The team's administrator registers one person for an event sport: a team official with what they do
// (common functions suggested, any text accepted), or a roster athlete with their disciplines (and
// categories) and a jersey number, their roster number offered first. Checked in the browser with the
// contract's rules; the server's refusals land on the person (eligibility, roster, quota), the function,
// the entries or the jersey number, others above the form.
import { Autocomplete, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  type RegisterTeamParticipantBody,
  registerTeamParticipantBodySchema,
  type TeamRegisteredKind,
} from '@portal/contract/endpoints/teams';
import type { EventSport } from '@portal/contract/event';
import type { TeamRegistrationCandidate } from '@portal/contract/participant';
import { type FormEvent, useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { useFocusFirstInvalid } from '../../../shared/forms/focus-first-invalid';
import { parseErrors, serverErrors } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useRegisterTeamParticipant } from '../api/register-team-participant';
import { draftEntries, type EntriesDraft, entriesError } from '../lib/registration';
import { EntriesFields } from './entries-fields';
import { JerseyNumberSelect, jerseyNumberError, useUsedJerseyNumbers } from './jersey-number-select';

/** The functions a team official usually has (any other text is accepted). */
export const TEAM_OFFICIAL_FUNCTIONS = [
  'Team manager',
  'Coach',
  'Assistant coach',
  'Mechanic',
  'Physiotherapist',
  'Doctor',
] as const;

type Field = 'user' | 'function' | 'entries' | 'jersey_number';

const fieldOf = (key: string): Field | null => {
  if (key === 'user' || key === 'kind' || key === 'team') return 'user';
  if (key === 'entries' || key.startsWith('entries.')) return 'entries';
  return key === 'function' || key === 'jersey_number' ? key : null;
};

export interface TeamRegistrationModalProps {
  readonly kind: TeamRegisteredKind;
  readonly eventId: number;
  readonly sport: EventSport;
  readonly teamId: number;
  readonly candidate: TeamRegistrationCandidate;
  readonly downhillAsLuge: boolean;
  readonly onClose: () => void;
}

export function TeamRegistrationModal({
  kind,
  eventId,
  sport,
  teamId,
  candidate,
  downhillAsLuge,
  onClose,
}: TeamRegistrationModalProps) {
  const official = kind === 'team_official';
  const register = useRegisterTeamParticipant(eventId, sport.id, teamId);
  const used = useUsedJerseyNumbers(eventId, sport.id, teamId).data?.used_jersey_numbers ?? [];
  const [role, setRole] = useState('');
  const [draft, setDraft] = useState<EntriesDraft>({});
  const [jersey, setJersey] = useState(
    candidate.jersey_number === null ? '' : String(candidate.jersey_number),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A refused submit takes the focus to the first field marked invalid (focus-first-invalid.ts).
  const focusInvalid = useFocusFirstInvalid();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const athleteErrors = (nextDraft: EntriesDraft, nextJersey: string) => {
    const found: Partial<Record<Field, string>> = {};
    const entries = entriesError(nextDraft, sport);
    if (entries) found.entries = entries;
    const number = jerseyNumberError(nextJersey, sport.sport.type, used);
    if (number) found.jersey_number = number;
    return found;
  };

  const bodyOf = (): RegisterTeamParticipantBody =>
    official
      ? { kind, user: candidate.id, function: role }
      : { kind, user: candidate.id, entries: draftEntries(draft), jersey_number: Number(jersey.trim()) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const body = bodyOf();
    const found = official
      ? parseErrors(registerTeamParticipantBodySchema.safeParse(body), fieldOf)
      : athleteErrors(draft, jersey);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid.request();
      return;
    }
    try {
      await register.mutateAsync(body);
    } catch (error) {
      const shown = serverErrors(
        error,
        fieldOf,
        `The ${official ? 'official' : 'athlete'} could not be registered. Please try again.`,
      );
      setErrors(shown.fields);
      setFormError(shown.form);
      focusInvalid.request();
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${candidate.full_name} is registered` });
    onClose();
  };

  const title = official
    ? `Register ${candidate.full_name} as a team official`
    : `Register ${candidate.full_name}`;
  return (
    <Modal opened onClose={() => !register.isPending && onClose()} title={title} centered size="lg">
      <form ref={focusInvalid.ref} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <FormAlert message={formError} />
          <Stack gap={2}>
            <Text size="sm">
              <strong>{candidate.full_name}</strong>
              {candidate.federation ? ` · ${candidate.federation.name}` : ''}
              {!official && candidate.jersey_number !== null
                ? ` · roster number ${candidate.jersey_number}`
                : ''}
            </Text>
            {errors.user ? (
              <Text size="sm" c="red" role="alert">
                {errors.user}
              </Text>
            ) : null}
          </Stack>
          {official ? (
            <Autocomplete
              label="Function"
              description="What they do for the team; choose one or type another."
              placeholder="Team manager"
              withAsterisk
              maxLength={100}
              data={[...TEAM_OFFICIAL_FUNCTIONS]}
              value={role}
              onChange={setRole}
              error={errors.function}
              disabled={register.isPending}
            />
          ) : (
            <>
              <EntriesFields
                sport={sport}
                categories={candidate.categories}
                draft={draft}
                onChange={(next) => {
                  setDraft(next);
                  if (submitted)
                    setErrors((current) => ({ ...current, entries: entriesError(next, sport) ?? undefined }));
                }}
                downhillAsLuge={downhillAsLuge}
                error={errors.entries}
                disabled={register.isPending}
              />
              <JerseyNumberSelect
                eventId={eventId}
                sportId={sport.id}
                teamId={teamId}
                value={jersey}
                onChange={(next) => {
                  setJersey(next);
                  if (submitted)
                    setErrors((current) => ({
                      ...current,
                      jersey_number: jerseyNumberError(next, sport.sport.type, used) ?? undefined,
                    }));
                }}
                error={errors.jersey_number}
                disabled={register.isPending}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={register.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={register.isPending}>
              Register
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
