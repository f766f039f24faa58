// A federation registers one athlete for an event sport, or asks WSK for a place over the quota for them
// (`athletes-extra-quota`): their disciplines and, where the sport has categories, a category each among
// those open to them. The server's refusals land on the person (`user`, `federation`: eligibility, the
// quota) or on the entries; a §8 window refusal or one about the request shows above the form.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { EventSport } from '@portal/contract/event';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { type FormEvent, useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { useFocusFirstInvalid } from '../../../shared/forms/focus-first-invalid';
import { serverErrors } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useRegisterParticipant } from '../api/register-participant';
import { draftEntries, type EntriesDraft, entriesError } from '../lib/registration';
import { EntriesFields } from './entries-fields';

export interface RegisterAthleteModalProps {
  readonly eventId: number;
  readonly sport: EventSport;
  readonly candidate: RegistrationCandidate;
  /** Sent by WSK staff; NF staff register for their own federation. */
  readonly federationId: number | undefined;
  readonly downhillAsLuge: boolean;
  /** A request over the quota, pending until WSK decides. */
  readonly extraQuota?: boolean;
  readonly onClose: () => void;
}

type Field = 'user' | 'entries';

const fieldOf = (key: string): Field | null => {
  if (key === 'user' || key === 'federation' || key === 'kind') return 'user';
  return key === 'entries' || key.startsWith('entries.') ? 'entries' : null;
};

export function RegisterAthleteModal({
  eventId,
  sport,
  candidate,
  federationId,
  downhillAsLuge,
  extraQuota = false,
  onClose,
}: RegisterAthleteModalProps) {
  const title = extraQuota ? `Request a place for ${candidate.full_name}` : `Register ${candidate.full_name}`;
  const register = useRegisterParticipant(eventId, sport.id);
  const [draft, setDraft] = useState<EntriesDraft>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // A refused submit takes the focus to the first field marked invalid (focus-first-invalid.ts).
  const focusInvalid = useFocusFirstInvalid();

  const change = (next: EntriesDraft) => {
    setDraft(next);
    if (submitted) setErrors((current) => ({ ...current, entries: entriesError(next, sport) ?? undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const problem = entriesError(draft, sport);
    setErrors(problem ? { entries: problem } : {});
    if (problem) {
      focusInvalid.request();
      return;
    }
    try {
      await register.mutateAsync({
        kind: 'athlete',
        user: candidate.id,
        ...(federationId === undefined ? {} : { federation: federationId }),
        entries: draftEntries(draft),
        ...(extraQuota ? { extra_quota: true } : {}),
      });
    } catch (error) {
      const shown = serverErrors(
        error,
        fieldOf,
        extraQuota
          ? 'The request could not be sent. Please try again.'
          : 'The athlete could not be registered. Please try again.',
      );
      setErrors(shown.fields);
      setFormError(shown.form);
      focusInvalid.request();
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, {
      message: extraQuota
        ? `The request for ${candidate.full_name} waits for WSK’s decision`
        : `${candidate.full_name} is registered`,
    });
    onClose();
  };

  return (
    <Modal opened onClose={() => !register.isPending && onClose()} title={title} centered size="lg">
      <form ref={focusInvalid.ref} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <FormAlert message={formError} />
          {extraQuota ? (
            <Text size="sm" c="dimmed">
              The request is pending until WSK decides; an approved request does not take a place of the
              quota.
            </Text>
          ) : null}
          <Stack gap={2}>
            <Text size="sm">
              <strong>{candidate.full_name}</strong>
              {candidate.federation ? ` · ${candidate.federation.name}` : ''}
            </Text>
            {errors.user ? (
              <Text size="sm" c="red" role="alert">
                {errors.user}
              </Text>
            ) : null}
          </Stack>
          <EntriesFields
            sport={sport}
            categories={candidate.categories}
            draft={draft}
            onChange={change}
            downhillAsLuge={downhillAsLuge}
            error={errors.entries}
            disabled={register.isPending}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={register.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={register.isPending}>
              {extraQuota ? 'Send request' : 'Register'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
