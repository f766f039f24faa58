// Adds a photo (uploaded at once through the event's presign call) or a YouTube or Vimeo link to the event's
// media (createEventMedia). The body is checked with the endpoint's schema, whose `videoEmbedUrl` refuses
// any other link before anything is sent.
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CreateMediaBody, createMediaBodySchema } from '@portal/contract/endpoints/event-parts';
import { type MediaKind, videoEmbedUrl } from '@portal/contract/event-parts';
import { type FieldErrors, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { useCreateEventMedia } from '../api/create-event-media';
import { eventUploadTarget } from '../api/presign-event-upload';

type Values = { kind: MediaKind; file: string; video_url: string; caption: string };
type Field = keyof Values;

const FIELDS: readonly Field[] = ['kind', 'file', 'video_url', 'caption'];
const fieldOf = (key: string): Field | null =>
  (FIELDS as readonly string[]).includes(key) ? (key as Field) : null;

export const CHOOSE_PHOTO_MESSAGE = 'Choose a photo to upload';

function mediaBody(values: Values): CreateMediaBody {
  return values.kind === 'photo'
    ? { kind: 'photo', file: values.file, caption: values.caption }
    : { kind: 'video', video_url: values.video_url, caption: values.caption };
}

function validate(values: Values): FieldErrors<Field> {
  const errors = parseErrors(createMediaBodySchema.safeParse(mediaBody(values)), fieldOf);
  // The upload key's own message ("Unknown file") says nothing to someone who has not chosen a photo yet.
  if (values.kind === 'photo' && !values.file) errors.file = CHOOSE_PHOTO_MESSAGE;
  return errors;
}

export function MediaAddModal({
  eventId,
  onClose,
}: {
  readonly eventId: number;
  readonly onClose: () => void;
}) {
  const create = useCreateEventMedia(eventId);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const form = useContractForm<Values>({
    initial: { kind: 'photo', file: '', video_url: '', caption: '' },
    validate,
    fieldOf,
  });
  const close = () => {
    if (!create.isPending) onClose();
  };
  const submit = form.handleSubmit({
    send: (values) => create.mutateAsync(mediaBody(values)),
    failure: 'The item could not be added. Please try again.',
    onSuccess: () => onClose(),
  });
  const embed = form.values.kind === 'video' ? videoEmbedUrl(form.values.video_url) : null;

  return (
    <Modal opened onClose={close} title="Add to media" size="lg" fullScreen={phone} centered>
      <form onSubmit={submit} noValidate aria-label="Add to media">
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <SegmentedControl
            aria-label="What to add"
            value={form.values.kind}
            onChange={(value) => {
              form.clearErrors();
              form.setValue('kind', value as MediaKind);
            }}
            data={[
              { value: 'photo', label: 'Photo' },
              { value: 'video', label: 'Video link' },
            ]}
          />
          {form.values.kind === 'photo' ? (
            <FileUploadField
              label="Photo"
              withAsterisk
              imagesOnly
              presignEndpoint={eventUploadTarget(eventId)}
              error={form.errors.file}
              onChange={(name) => {
                form.setValue('file', name);
                form.setErrors({ ...form.errors, file: undefined });
              }}
            />
          ) : (
            <TextInput
              label="Video link"
              description="A YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=…"
              placeholder="https://"
              type="url"
              withAsterisk
              maxLength={500}
              data-autofocus
              {...form.text('video_url')}
            />
          )}
          {embed ? (
            <Text size="sm" c="teal.8" role="status">
              {embed.includes('vimeo') ? 'Vimeo video recognised' : 'YouTube video recognised'}
            </Text>
          ) : null}
          <Textarea label="Caption" rows={3} resize="vertical" maxLength={300} {...form.text('caption')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {form.values.kind === 'photo' ? 'Add photo' : 'Add video'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
