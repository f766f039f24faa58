// What an unknown event or sport id shows: the server answers 404 for a draft to non-staff as for an id
// that never existed, so both read the same.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconCalendarQuestion } from '@tabler/icons-react';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';

export function EventNotFound({ what = 'event' }: { readonly what?: 'event' | 'sport' }) {
  return (
    <EmptyState
      titleOrder={1}
      icon={<IconCalendarQuestion size={28} stroke={1.6} aria-hidden />}
      title={what === 'event' ? 'Event not found' : 'Sport not found'}
      description={
        what === 'event'
          ? 'This event does not exist or is not published yet.'
          : 'This sport is not part of the event.'
      }
      action={
        <Button component={AppLink} to={screenPath('events-all')} variant="light">
          See all events
        </Button>
      }
    />
  );
}
