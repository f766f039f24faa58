// The WSK administrator's controls of an event: edit (not once archived), publish a draft, archive a
// published event, delete a draft; each status change asks first.
import { Button, Group } from '@mantine/core';
import type { Event } from '@portal/contract/event';
import { screenPath } from '@portal/contract/routes';
import { IconArchive, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useArchiveEvent } from '../api/archive-event';
import { useDeleteEvent } from '../api/delete-event';
import { usePublishEvent } from '../api/publish-event';
import { ConfirmModal } from './confirm-modal';
import { EventFormModal } from './event-form-modal';

type Action = 'edit' | 'publish' | 'archive' | 'delete';

export function EventAdminActions({ event }: { readonly event: Event }) {
  const [action, setAction] = useState<Action | null>(null);
  const publish = usePublishEvent(event.id);
  const archive = useArchiveEvent(event.id);
  const remove = useDeleteEvent(event.id);
  const navigate = useNavigate();
  const close = () => setAction(null);

  return (
    <>
      <Group gap="xs">
        {event.status !== 'archived' ? (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setAction('edit')}
          >
            Edit
          </Button>
        ) : null}
        {event.status === 'draft' ? (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setAction('publish')}>
            Publish
          </Button>
        ) : null}
        {event.status === 'published' ? (
          <Button
            variant="default"
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => setAction('archive')}
          >
            Archive
          </Button>
        ) : null}
        {event.status === 'draft' ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setAction('delete')}
          >
            Delete draft
          </Button>
        ) : null}
      </Group>
      {action === 'edit' ? <EventFormModal event={event} onClose={close} onSaved={close} /> : null}
      {action === 'publish' ? (
        <ConfirmModal
          title="Publish the event?"
          message={`Every signed-in user will see “${event.name}” and its sports.`}
          confirmLabel="Publish"
          onConfirm={() => publish.mutateAsync()}
          onDone={close}
          onClose={close}
        />
      ) : null}
      {action === 'archive' ? (
        <ConfirmModal
          title="Archive the event?"
          message={`“${event.name}” stays readable but can no longer be changed.`}
          confirmLabel="Archive"
          onConfirm={() => archive.mutateAsync()}
          onDone={close}
          onClose={close}
        />
      ) : null}
      {action === 'delete' ? (
        <ConfirmModal
          title="Delete the draft?"
          message={`“${event.name}” and its sports are deleted. This cannot be undone.`}
          confirmLabel="Delete draft"
          danger
          onConfirm={() => remove.mutateAsync()}
          onDone={() => void navigate(screenPath('events-all'), { replace: true })}
          onClose={close}
        />
      ) : null}
    </>
  );
}
