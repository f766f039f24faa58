// An athlete registers themselves for an event sport: their disciplines and, where the sport has
// categories, a category each among those open to them. The registration waits for WSK's decision. A window
// that does not take registrations today raises the §8 dates guard instead of sending. A refused
// submit leaves the focus on the first discipline, which reads the message.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { EventSport, ParticipantSettings } from '@portal/contract/event';
import { type FormEvent, useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { useFocusFirstInvalid } from '../../../shared/forms/focus-first-invalid';
import { serverErrors } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useRegisterSelf } from '../api/register-self';
import { draftEntries, type EntriesDraft, entriesError, guardWindow } from '../lib/registration';
import { EntriesFields } from './entries-fields';

export interface SelfRegistrationFormProps {
  readonly eventId: number;
  readonly sport: EventSport;
  readonly settings: ParticipantSettings;
  readonly categories: readonly string[];
}

const fieldOf = (key: string): 'entries' | null =>
  key === 'entries' || key.startsWith('entries.') ? 'entries' : null;

export function SelfRegistrationForm({ eventId, sport, settings, categories }: SelfRegistrationFormProps) {
  const register = useRegisterSelf(eventId, sport.id);
  const [draft, setDraft] = useState<EntriesDraft>({});
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const focusInvalid = useFocusFirstInvalid();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guardWindow(settings)) return;
    setSubmitted(true);
    setFormError(null);
    const problem = entriesError(draft, sport);
    setError(problem ?? undefined);
    if (problem) {
      focusInvalid.request();
      return;
    }
    try {
      await register.mutateAsync({ entries: draftEntries(draft) });
    } catch (failure) {
      const shown = serverErrors(failure, fieldOf, 'Your registration could not be sent. Please try again.');
      setError(shown.fields.entries);
      setFormError(shown.form);
      if (shown.fields.entries) focusInvalid.request();
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'Your registration is sent: WSK will confirm it' });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form ref={focusInvalid.ref} noValidate aria-label="Register" onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Your registration stays pending until WSK approves it. You may withdraw it until registration
            closes.
          </Text>
          <FormAlert message={formError} />
          <EntriesFields
            sport={sport}
            categories={categories}
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              if (submitted) setError(entriesError(next, sport) ?? undefined);
            }}
            downhillAsLuge={false}
            error={error}
            disabled={register.isPending}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={register.isPending}>
              Register
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
