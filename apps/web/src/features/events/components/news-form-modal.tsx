// Writes a news post (createEventNews) or changes one (updateEventNews), checked with the endpoint's schema;
// the server's field messages show on their fields.
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createNewsBodySchema } from '@portal/contract/endpoints/event-parts';
import type { NewsPost } from '@portal/contract/event-parts';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useCreateEventNews } from '../api/create-event-news';
import { useUpdateEventNews } from '../api/update-event-news';

type Values = { title: string; body: string };
type Field = keyof Values;

const fieldOf = (key: string): Field | null => (key === 'title' || key === 'body' ? key : null);

export interface NewsFormModalProps {
  readonly eventId: number;
  /** The post to change; none writes a new one. */
  readonly post?: NewsPost | undefined;
  readonly onClose: () => void;
}

export function NewsFormModal({ eventId, post, onClose }: NewsFormModalProps) {
  const create = useCreateEventNews(eventId);
  const update = useUpdateEventNews(eventId);
  const saving = create.isPending || update.isPending;
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const form = useContractForm<Values>({
    initial: { title: post?.title ?? '', body: post?.body ?? '' },
    validate: (values) => parseErrors(createNewsBodySchema.safeParse(values), fieldOf),
    fieldOf,
  });

  const close = () => {
    if (!saving) onClose();
  };

  const submit = form.handleSubmit({
    send: (values) =>
      post ? update.mutateAsync({ newsId: post.id, body: values }) : create.mutateAsync(values),
    failure: post ? 'The post could not be saved. Please try again.' : 'The post could not be published.',
    onSuccess: () => onClose(),
  });

  const title = post ? 'Edit post' : 'New post';
  return (
    <Modal opened onClose={close} title={title} size="lg" fullScreen={phone} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput label="Title" withAsterisk maxLength={200} data-autofocus {...form.text('title')} />
          <Textarea
            label="Text"
            description="Plain text; line breaks are kept"
            withAsterisk
            rows={8}
            resize="vertical"
            maxLength={20_000}
            {...form.text('body')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {post ? 'Save changes' : 'Publish post'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
