// The application form of the staff, LOC and ITO registration screens: what the person would do at the event
// (free text up to 150 characters, the usual functions of the kind suggested), checked with the endpoint's
// body schema so the browser and the server refuse the same text with the same message. Apply stays
// disabled, with the reason beside it, while applications are closed or the person may not apply.
import { Autocomplete, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  type RoleRegistrationBody,
  roleRegistrationBodySchema,
} from '@portal/contract/endpoints/role-registration';
import type { RoleRegistrationKind } from '@portal/contract/participant';
import { type FormEvent, useId, useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { parseErrors, serverErrors } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';

/** The functions usually applied for, suggested by the form (any other text is accepted). */
export const ROLE_FUNCTIONS: Readonly<Record<RoleRegistrationKind, readonly string[]>> = {
  staff: [
    'Event director',
    'Competition manager',
    'Volunteer coordinator',
    'Media officer',
    'Medical officer',
  ],
  loc: ['President', 'Secretary', 'Venue manager', 'Accreditation', 'Transport'],
  ito: ['Referee', 'Judge', 'Starter', 'Timekeeper', 'Technical delegate'],
};

/** The longest function the server takes (roleRegistrationBodySchema). */
const FUNCTION_MAX = 150;

const fieldOf = (key: string): 'function' | null => (key === 'function' ? key : null);

export interface RoleApplicationFormProps {
  readonly kind: RoleRegistrationKind;
  /** Why the person may not apply now (closed, not eligible); null: Apply is enabled. */
  readonly blockedBy: string | null;
  readonly onApply: (body: RoleRegistrationBody) => Promise<unknown>;
}

export function RoleApplicationForm({ kind, blockedBy, onApply }: RoleApplicationFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const blockedId = useId();
  const disabled = blockedBy !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || pending) return;
    setFormError(null);
    const body = { function: value.trim() };
    const found = parseErrors(roleRegistrationBodySchema.safeParse(body), fieldOf);
    setError(found.function);
    if (found.function) return;
    setPending(true);
    try {
      await onApply(body);
    } catch (failure) {
      const shown = serverErrors(failure, fieldOf, 'Your application could not be sent. Please try again.');
      setError(shown.fields.function);
      setFormError(shown.form);
      setPending(false);
      return;
    }
    setPending(false);
    setValue('');
    appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'Your application is sent: WSK will decide on it' });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-label="Apply" onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Your application stays pending until WSK approves it. You may withdraw it while applications are
            open.
          </Text>
          <FormAlert message={formError} />
          <Autocomplete
            label="Function"
            description="What you would do at the event; choose one or type another."
            placeholder={ROLE_FUNCTIONS[kind][0]}
            withAsterisk
            maxLength={FUNCTION_MAX}
            data={[...ROLE_FUNCTIONS[kind]]}
            value={value}
            onChange={(next) => {
              setValue(next);
              if (error) setError(undefined);
            }}
            error={error}
            disabled={disabled || pending}
          />
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {blockedBy ? (
              <Text id={blockedId} size="sm" c="dimmed" style={{ flex: '1 1 200px' }}>
                {blockedBy}
              </Text>
            ) : null}
            <Button
              type="submit"
              loading={pending}
              disabled={disabled}
              aria-describedby={blockedBy ? blockedId : undefined}
            >
              Apply
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
