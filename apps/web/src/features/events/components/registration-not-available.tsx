// What a registration screen shows when it is not for the caller or the sport (a role that does not
// register here, a sport without the kind's window, a sport without self-registration): why, and the way
// back to the sport profile. Asking again cannot change it, so there is no retry.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';

export interface RegistrationNotAvailableProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly title: string;
  readonly description: ReactNode;
  readonly titleOrder?: 1 | 2;
}

export function RegistrationNotAvailable({
  eventId,
  sportId,
  title,
  description,
  titleOrder = 1,
}: RegistrationNotAvailableProps) {
  return (
    <EmptyState
      color="signal"
      titleOrder={titleOrder}
      icon={<IconLock size={28} stroke={1.6} aria-hidden />}
      title={title}
      description={description}
      action={
        <Button
          component={AppLink}
          to={screenPath('event-sport-profile', { id: eventId, sportId })}
          variant="light"
        >
          Back to the sport
        </Button>
      }
    />
  );
}
