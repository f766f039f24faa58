// Changes the caption of a photo or video (updateEventMedia), checked with the endpoint's schema.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { updateMediaBodySchema } from '@portal/contract/endpoints/event-parts';
import type { MediaItem } from '@portal/contract/event-parts';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useUpdateEventMedia } from '../api/update-event-media';

type Values = { caption: string };
const fieldOf = (key: string): 'caption' | null => (key === 'caption' ? key : null);

export function MediaCaptionModal({
  eventId,
  item,
  onClose,
}: {
  readonly eventId: number;
  readonly item: MediaItem;
  readonly onClose: () => void;
}) {
  const update = useUpdateEventMedia(eventId);
  const form = useContractForm<Values>({
    initial: { caption: item.caption },
    validate: (values) => parseErrors(updateMediaBodySchema.safeParse(values), fieldOf),
    fieldOf,
  });
  const close = () => {
    if (!update.isPending) onClose();
  };
  const submit = form.handleSubmit({
    send: (values) => update.mutateAsync({ mediaId: item.id, body: values }),
    failure: 'The caption could not be saved. Please try again.',
    onSuccess: () => onClose(),
  });

  return (
    <Modal opened onClose={close} title="Edit caption" centered>
      <form onSubmit={submit} noValidate aria-label="Edit caption">
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <Textarea
            label="Caption"
            rows={3}
            resize="vertical"
            maxLength={300}
            data-autofocus
            {...form.text('caption')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save caption
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
