// Rejects a pending registration with the reason the registering side reads (required, checked with the
// endpoint's schema, so the browser and the server refuse the same text with the same message).
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { rejectParticipantBodySchema } from '@portal/contract/endpoints/participants';
import type { ParticipantRow } from '@portal/contract/participant';
import { appEvents } from '../../../shared/events/app-events';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useRejectParticipant } from '../api/reject-participant';

type Values = { reason: string };
const fieldOf = (key: string): 'reason' | null => (key === 'reason' ? key : null);

/** The longest reason the server takes (rejectParticipantBodySchema). */
const REASON_MAX = 500;

export interface ParticipantsRejectModalProps {
  readonly eventId: number;
  readonly row: ParticipantRow;
  readonly onClose: () => void;
}

export function ParticipantsRejectModal({ eventId, row, onClose }: ParticipantsRejectModalProps) {
  const reject = useRejectParticipant(eventId);
  const form = useContractForm<Values>({
    initial: { reason: '' },
    validate: (values) => parseErrors(rejectParticipantBodySchema.safeParse(values), fieldOf),
    fieldOf,
  });
  const name = row.user.full_name;
  const close = () => {
    if (!reject.isPending) onClose();
  };
  const submit = form.handleSubmit({
    // The schema keeps blanks around the text; the registering side reads it without them.
    send: (values) => reject.mutateAsync({ participant: row, body: { reason: values.reason.trim() } }),
    failure: 'The registration could not be rejected. Please try again.',
    onSuccess: () => {
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `The registration of ${name} is rejected` });
      onClose();
    },
  });

  return (
    <Modal opened onClose={close} title={`Reject ${name}?`} centered>
      <form onSubmit={submit} noValidate aria-label={`Reject ${name}`}>
        <Stack gap="md">
          <Text size="sm">
            {name} will not take part in {row.event_sport?.sport.name ?? 'the event'}.{' '}
            {row.federation
              ? 'The federation reads the reason.'
              : row.team
                ? 'The team’s administrator reads the reason.'
                : 'They read the reason.'}
          </Text>
          <FormAlert message={form.formError} />
          <Textarea
            label="Reason"
            withAsterisk
            rows={3}
            resize="vertical"
            maxLength={REASON_MAX}
            description={`${form.values.reason.length}/${REASON_MAX}`}
            data-autofocus
            {...form.text('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
