// WSK administrators assign an approved ITO to a sport of the event with a function, checked with the
// endpoint's schema; the server's refusals ("This official is already assigned to this sport") land on
// their field.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { assignItoBodySchema, EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import type { StaffCandidate } from '@portal/contract/user';
import { useState } from 'react';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useAssignIto } from '../api/assign-ito';
import { StaffCandidatePicker } from './staff-candidate-picker';

export interface ItoAssignModalProps {
  readonly eventId: number;
  /** The event's sports (event sport id and name). */
  readonly sports: readonly { readonly id: number; readonly name: string }[];
  /** The sport chosen at first (the list's filter), if any. */
  readonly sportId: number | null;
  readonly onClose: () => void;
}

type Field = 'user' | 'event_sport' | 'function';
const FIELDS: readonly string[] = ['user', 'event_sport', 'function'];

export function ItoAssignModal({ eventId, sports, sportId, onClose }: ItoAssignModalProps) {
  const assign = useAssignIto(eventId);
  const [person, setPerson] = useState<StaffCandidate | null>(null);
  const initialSport = sportId ?? (sports.length === 1 ? sports[0]?.id : undefined);
  const form = useContractForm({
    initial: { user: '', event_sport: initialSport ? String(initialSport) : '', function: '' },
    validate: (values) => {
      const errors = parseErrors<Field>(
        assignItoBodySchema.safeParse({
          user: Number(values.user) || undefined,
          event_sport: Number(values.event_sport) || undefined,
          function: values.function,
        }),
        (key) => (FIELDS.includes(key) ? (key as Field) : null),
      );
      return values.user === '' ? { ...errors, user: EVENT_PART_MESSAGES.NOT_AN_ITO } : errors;
    },
  });

  return (
    <Modal opened onClose={() => !assign.isPending && onClose()} title="Assign an ITO" centered size="lg">
      <form
        noValidate
        aria-label="Assign an ITO"
        onSubmit={(event) =>
          void form.handleSubmit({
            send: (values) =>
              assign.mutateAsync({
                user: Number(values.user),
                event_sport: Number(values.event_sport),
                function: values.function.trim(),
              }),
            failure: 'The official could not be assigned. Please try again.',
            onSuccess: () => onClose(),
          })(event)
        }
      >
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <StaffCandidatePicker
            eventId={eventId}
            among="ito"
            label="Find an official"
            value={person}
            onChange={(candidate) => {
              setPerson(candidate);
              form.setValue('user', String(candidate.id));
            }}
            error={form.errors.user}
          />
          {person ? (
            <Text size="sm">
              Assigning <strong>{person.full_name}</strong>
            </Text>
          ) : null}
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Sport"
              withAsterisk
              placeholder="Choose a sport"
              allowDeselect={false}
              data={sports.map((sport) => ({ value: String(sport.id), label: sport.name }))}
              value={form.values.event_sport || null}
              onChange={(value) => form.setValue('event_sport', value ?? '')}
              error={form.errors.event_sport}
              miw={200}
            />
            <TextInput
              label="Function"
              withAsterisk
              placeholder="Referee"
              maxLength={150}
              miw={200}
              {...form.text('function')}
            />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={assign.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={assign.isPending}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
