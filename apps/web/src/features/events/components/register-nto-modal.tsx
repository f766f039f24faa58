// A federation registers one of its members as a national technical official of an event sport, with what
// they do there (free text, common functions suggested). Where the sport takes extra officials, the NTO may
// instead be one of them: beyond the quota, in one of the sport's extra official roles, pending until WSK
// approves (decision 017). The server's refusals land on the person or on the function; others above.
import { Autocomplete, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  type RegisterParticipantBody,
  registerParticipantBodySchema,
} from '@portal/contract/endpoints/participants';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { type FormEvent, useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { useFocusFirstInvalid } from '../../../shared/forms/focus-first-invalid';
import { parseErrors, serverErrors } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useRegisterParticipant } from '../api/register-participant';
import { NTO_FUNCTIONS } from '../lib/registration';

export interface RegisterNtoModalProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly candidate: RegistrationCandidate;
  /** Sent by WSK staff; NF staff register for their own federation. */
  readonly federationId: number | undefined;
  /** The sport's extra official roles (`extraOfficialFunctions`); none: only NTOs within the quota. */
  readonly extraFunctions: readonly string[];
  readonly onClose: () => void;
}

type Field = 'user' | 'function';
type Place = 'quota' | 'extra';

const fieldOf = (key: string): Field | null => {
  if (key === 'user' || key === 'federation' || key === 'kind') return 'user';
  return key === 'function' ? 'function' : null;
};

export function RegisterNtoModal({
  eventId,
  sportId,
  candidate,
  federationId,
  extraFunctions,
  onClose,
}: RegisterNtoModalProps) {
  const register = useRegisterParticipant(eventId, sportId);
  const [place, setPlace] = useState<Place>('quota');
  const [role, setRole] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A refused submit takes the focus to the first field marked invalid (focus-first-invalid.ts).
  const focusInvalid = useFocusFirstInvalid();
  const [formError, setFormError] = useState<string | null>(null);
  const extra = place === 'extra';

  const bodyOf = (value: string): RegisterParticipantBody => ({
    kind: 'nto',
    user: candidate.id,
    ...(federationId === undefined ? {} : { federation: federationId }),
    function: value,
    ...(extra ? { extra_quota: true } : {}),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = bodyOf(role);
    const found = parseErrors(registerParticipantBodySchema.safeParse(body), fieldOf);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid.request();
      return;
    }
    try {
      await register.mutateAsync(body);
    } catch (error) {
      const shown = serverErrors(error, fieldOf, 'The NTO could not be registered. Please try again.');
      setErrors(shown.fields);
      setFormError(shown.form);
      focusInvalid.request();
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, {
      message: extra
        ? `${candidate.full_name} waits for WSK’s approval as an extra official`
        : `${candidate.full_name} is registered`,
    });
    onClose();
  };

  const title = `Register ${candidate.full_name} as an NTO`;
  return (
    <Modal opened onClose={() => !register.isPending && onClose()} title={title} centered size="lg">
      <form ref={focusInvalid.ref} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <FormAlert message={formError} />
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
          {extraFunctions.length > 0 ? (
            <Radio.Group
              label="Place"
              value={place}
              onChange={(value) => {
                setPlace(value === 'extra' ? 'extra' : 'quota');
                setRole('');
                setErrors((current) => ({ ...current, function: undefined }));
              }}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="quota" label="Within the quota" disabled={register.isPending} />
                <Radio
                  value="extra"
                  label="Extra official"
                  description="Beyond the quota, in one of the sport’s extra official roles. Pending until WSK approves."
                  disabled={register.isPending}
                />
              </Stack>
            </Radio.Group>
          ) : null}
          {extra ? (
            <Select
              label="Extra official role"
              placeholder="Choose a role"
              withAsterisk
              allowDeselect={false}
              data={[...extraFunctions]}
              value={role || null}
              onChange={(value) => setRole(value ?? '')}
              error={errors.function}
              disabled={register.isPending}
            />
          ) : (
            <Autocomplete
              label="Function"
              description="What they do at the event; choose one or type another."
              placeholder="Team leader"
              withAsterisk
              maxLength={100}
              data={[...NTO_FUNCTIONS]}
              value={role}
              onChange={setRole}
              error={errors.function}
              disabled={register.isPending}
            />
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
