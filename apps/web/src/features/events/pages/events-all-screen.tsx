// /events/all (§2): the events a user may see, as cards, filtered and paged through the URL query. WSK
// staff also see drafts and filter by status; WSK administrators create events here.
import { Button, Group, Stack } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadChunk, prefetchChunk } from '../../../shared/chunks/load-chunk';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { EventsFilters } from '../components/events-filters';
import { EventsResults } from '../components/events-results';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useEventsView } from '../hooks/use-events-view';
import { withFilter, withoutFilters, withPage } from '../lib/events-view';

// The event form (uploads, dates, a modal) is fetched when an administrator first opens it: the screen's
// first load carries only what every visitor sees.
const importEventForm = () => import('../components/event-form-modal');
const EventFormModal = lazy(async () => ({ default: (await loadChunk(importEventForm)).EventFormModal }));
/** Asked for as the pointer or the focus reaches the button, so the form opens without a wait. */
const prefetchEventForm = prefetchChunk(importEventForm);

export default function EventsAllScreen() {
  const capabilities = useEventCapabilities();
  const [view, update] = useEventsView();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <ScreenHeading title="All events">
          {capabilities.isWskStaff
            ? 'Every event of the federation, drafts included.'
            : 'Championships, cups and open events of the federation.'}
        </ScreenHeading>
        {capabilities.canManage ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onPointerEnter={prefetchEventForm}
            onFocus={prefetchEventForm}
            onClick={() => setCreating(true)}
          >
            New event
          </Button>
        ) : null}
      </Group>
      <EventsFilters
        filters={view.filters}
        showStatus={capabilities.isWskStaff}
        onChange={(key, value) => update((current) => withFilter(current, key, value))}
        onClear={() => update(withoutFilters)}
      />
      <EventsResults
        view={view}
        seesStatus={capabilities.isWskStaff}
        onPage={(page) => update((current) => withPage(current, page))}
        onClearFilters={() => update(withoutFilters)}
      />
      {creating ? (
        <Suspense fallback={null}>
          <EventFormModal
            onClose={() => setCreating(false)}
            onSaved={(event) => {
              setCreating(false);
              void navigate(screenPath('event-profile', { id: event.id }));
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
