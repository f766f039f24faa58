// What NF management shows to whoever the server refuses (403): athletes, officials and guests, or NF staff
// opening another federation. Asking again cannot change who the caller is, so there is no retry.
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconLock } from '@tabler/icons-react';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';

export function NfNotAvailable({
  eventId,
  message,
}: {
  readonly eventId: number;
  readonly message?: string;
}) {
  return (
    <EmptyState
      color="signal"
      titleOrder={1}
      icon={<IconLock size={28} stroke={1.6} aria-hidden />}
      title="NF management is not available to you"
      description={
        message ?? 'WSK staff see every national federation here, and NF staff their own federation.'
      }
      action={
        <Button component={AppLink} to={screenPath('event-profile', { id: eventId })} variant="light">
          Back to the event
        </Button>
      }
    />
  );
}
