// What a payments screen shows when the event or sport does not exist (the server answers 404 for a draft
// as for an id that never existed), or when the screen is not for the caller: why, and a way on.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconCalendarQuestion, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';

export function PaymentsEventNotFound({ what = 'event' }: { readonly what?: 'event' | 'sport' }) {
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

export interface PaymentsNotAvailableProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly title: string;
  readonly description: ReactNode;
  /** Another way on beside the way back to the sport. */
  readonly action?: ReactNode;
}

export function PaymentsNotAvailable({
  eventId,
  sportId,
  title,
  description,
  action,
}: PaymentsNotAvailableProps) {
  return (
    <EmptyState
      color="signal"
      titleOrder={1}
      icon={<IconLock size={28} stroke={1.6} aria-hidden />}
      title={title}
      description={description}
      action={
        <>
          {action}
          <Button
            component={AppLink}
            to={screenPath('event-sport-profile', { id: eventId, sportId })}
            variant="light"
          >
            Back to the sport
          </Button>
        </>
      }
    />
  );
}
