// The events history before events exist in the portal: an honest empty state, no invented rows.
import { IconCalendarOff } from '@tabler/icons-react';
import { EmptyState } from '../../../shared/ui/empty-state';

export function EventsHistoryEmpty({ own }: { readonly own: boolean }) {
  return (
    <EmptyState
      icon={<IconCalendarOff size={28} stroke={1.6} aria-hidden />}
      title="No events yet"
      titleOrder={2}
      description={
        own
          ? 'Your participations appear here once you take part in events.'
          : 'This user’s participations appear here once they take part in events.'
      }
    />
  );
}
