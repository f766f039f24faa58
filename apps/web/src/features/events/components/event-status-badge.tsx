// The status of an event as a badge; published events need none in lists, so `hidePublished` leaves it out.
import { Badge } from '@mantine/core';
import type { EventStatus } from '@portal/contract/event';

export const STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

const STATUS_COLORS: Readonly<Record<EventStatus, string>> = {
  draft: 'yellow',
  published: 'green',
  archived: 'gray',
};

export function EventStatusBadge({
  status,
  hidePublished = false,
}: {
  readonly status: EventStatus;
  readonly hidePublished?: boolean;
}) {
  if (hidePublished && status === 'published') return null;
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
