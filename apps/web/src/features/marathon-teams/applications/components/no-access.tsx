// What a signed-in user who is not WSK staff sees on the review screens (as the other WSK screens do).
import { Button } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconLock } from '@tabler/icons-react';
import { AppLink } from '../../../../shared/ui/app-link';
import { EmptyState } from '../../../../shared/ui/empty-state';

export function NoAccess({ description }: { readonly description?: string }) {
  return (
    <EmptyState
      color="signal"
      icon={<IconLock size={28} stroke={1.6} aria-hidden />}
      title="You do not have access to this page"
      titleOrder={1}
      description={description ?? 'Marathon team applications are reviewed by World Skate.'}
      action={
        <Button component={AppLink} to={screenPath('marathon-teams')} variant="default">
          Go to the marathon teams
        </Button>
      }
    />
  );
}
