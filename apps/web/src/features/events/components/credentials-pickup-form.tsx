// Who collects a federation's credentials at the event's accreditation desk (`credentials-pickup`, decision
// 017): full name, e-mail, phone and a note, checked with the contract's body schema (§5) and prefilled from
// the server. Read only when the caller may not change it (viewers, other roles, once the event is over).
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  type CredentialsPickupBody,
  credentialsPickupBodySchema,
} from '@portal/contract/endpoints/participants';
import type { FederationCredentialsPickup } from '@portal/contract/participant';
import { appEvents } from '../../../shared/events/app-events';
import { formatDate } from '../../../shared/format/date';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useSetCredentialsPickup } from '../api/set-credentials-pickup';

type Values = Record<keyof CredentialsPickupBody, string>;

const valuesOf = (pickup: FederationCredentialsPickup['pickup']): Values => ({
  full_name: pickup?.full_name ?? '',
  email: pickup?.email ?? '',
  phone: pickup?.phone ?? '',
  note: pickup?.note ?? '',
});

export interface CredentialsPickupFormProps {
  readonly eventId: number;
  readonly data: FederationCredentialsPickup;
}

export function CredentialsPickupForm({ eventId, data }: CredentialsPickupFormProps) {
  const save = useSetCredentialsPickup(eventId, data.federation.id);
  const form = useContractForm<Values>({
    initial: valuesOf(data.pickup),
    validate: (values) =>
      parseErrors(credentialsPickupBodySchema.safeParse(values), (key) =>
        key in values ? (key as keyof Values) : null,
      ),
  });
  const readOnly = !data.editable;

  const submit = form.handleSubmit({
    // The blanks go as they are: the contract turns an empty e-mail or phone into none.
    send: (values) => save.mutateAsync(values),
    failure: 'The credentials pick-up could not be saved. Please try again.',
    onSuccess: () => appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'The credentials pick-up is saved' }),
  });

  return (
    <form noValidate aria-label="Credentials pick-up" onSubmit={(event) => void submit(event)}>
      <Stack gap="md" maw={560}>
        <FormAlert message={form.formError} />
        {readOnly ? (
          <Text size="sm" c="dimmed" role="status">
            {data.pickup
              ? 'You can read who collects the credentials; you cannot change it.'
              : 'Nobody has been named yet, and you cannot name anyone.'}
          </Text>
        ) : null}
        <TextInput
          label="Full name"
          autoComplete="name"
          withAsterisk={!readOnly}
          readOnly={readOnly}
          {...form.text('full_name')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          readOnly={readOnly}
          {...form.text('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+39 06 1234567"
          readOnly={readOnly}
          {...form.text('phone')}
        />
        <Textarea
          label="Note"
          description="Arrival day and time, flight, anything the accreditation desk should know."
          rows={3}
          readOnly={readOnly}
          {...form.text('note')}
        />
        {data.pickup ? (
          <Text size="xs" c="dimmed">
            Last changed on {formatDate(data.pickup.updated)}
            {data.pickup.updated_by ? ` by ${data.pickup.updated_by.full_name}` : ''}.
          </Text>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
