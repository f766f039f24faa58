// WSK administrators add a person to the event staff or the LOC: a candidate from the search, the group and
// the function, checked with the endpoint's schema; the server's refusals ("This person already has this
// part in the event") land on their field.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { addStaffMemberBodySchema, EVENT_PART_MESSAGES } from '@portal/contract/endpoints/event-parts';
import { STAFF_GROUP_LABELS, STAFF_GROUPS, type StaffGroup } from '@portal/contract/event-parts';
import type { StaffCandidate } from '@portal/contract/user';
import { useState } from 'react';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useAddStaffMember } from '../api/add-staff-member';
import { StaffCandidatePicker } from './staff-candidate-picker';

export interface StaffAddModalProps {
  readonly eventId: number;
  readonly group: StaffGroup;
  readonly onClose: () => void;
}

type Field = 'user' | 'group' | 'function';

export function StaffAddModal({ eventId, group, onClose }: StaffAddModalProps) {
  const add = useAddStaffMember(eventId);
  const [person, setPerson] = useState<StaffCandidate | null>(null);
  const form = useContractForm({
    initial: { user: '', group: group as string, function: '' },
    validate: (values) => {
      const errors = parseErrors<Field>(
        addStaffMemberBodySchema.safeParse({ ...values, user: Number(values.user) || undefined }),
        (key) => (key === 'user' || key === 'group' || key === 'function' ? key : null),
      );
      return values.user === '' ? { ...errors, user: EVENT_PART_MESSAGES.UNKNOWN_USER } : errors;
    },
  });

  return (
    <Modal opened onClose={() => !add.isPending && onClose()} title="Add a person" centered size="lg">
      <form
        noValidate
        aria-label="Add a person"
        onSubmit={(event) =>
          void form.handleSubmit({
            send: (values) =>
              add.mutateAsync({
                user: Number(values.user),
                group: values.group as StaffGroup,
                function: values.function.trim(),
              }),
            failure: 'The person could not be added. Please try again.',
            onSuccess: () => onClose(),
          })(event)
        }
      >
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <StaffCandidatePicker
            label="Find a person"
            eventId={eventId}
            among="staff"
            value={person}
            onChange={(candidate) => {
              setPerson(candidate);
              form.setValue('user', String(candidate.id));
            }}
            error={form.errors.user}
          />
          {person ? (
            <Text size="sm">
              Adding <strong>{person.full_name}</strong>
            </Text>
          ) : null}
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Group"
              withAsterisk
              allowDeselect={false}
              data={STAFF_GROUPS.map((value) => ({ value, label: STAFF_GROUP_LABELS[value] }))}
              value={form.values.group}
              onChange={(value) => form.setValue('group', value ?? '')}
              error={form.errors.group}
              miw={200}
            />
            <TextInput
              label="Function"
              withAsterisk
              placeholder="Chief of competition"
              maxLength={150}
              miw={200}
              {...form.text('function')}
            />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
