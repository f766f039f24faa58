// The status of a registration (decision 017) as a badge: pending until WSK decides, approved, rejected or
// withdrawn. In shared/ because the user's event lists and the registration screens both show it.
import { Badge } from '@mantine/core';
import { PARTICIPANT_STATUS_LABELS, type ParticipantStatus } from '@portal/contract/participant';

const STATUS_COLORS: Readonly<Record<ParticipantStatus, string>> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export function ParticipantStatusBadge({ status }: { readonly status: ParticipantStatus }) {
  return (
    // The light tint with the darkest shade of its colour as text keeps every status readable (AA).
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      c={`${STATUS_COLORS[status]}.9`}
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {PARTICIPANT_STATUS_LABELS[status]}
    </Badge>
  );
}
