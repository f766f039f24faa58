// An application's status as a coloured badge with the contract's label (§4: the status values themselves
// are not shown).
import { Badge } from '@mantine/core';
import {
  TEAM_APPLICATION_STATUS_LABELS,
  type TeamApplicationStatus,
} from '@portal/contract/team-application';

const STATUS_COLORS: Readonly<Record<TeamApplicationStatus, string>> = {
  draft: 'gray',
  submitted: 'yellow',
  approved: 'teal',
  rejected: 'red',
  withdrawn: 'gray',
};

export function ApplicationStatusBadge({ status }: { readonly status: TeamApplicationStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      style={{ textTransform: 'none', flexShrink: 0 }}
      // Never cut short: the card's title wraps beside it instead.
      styles={{ label: { overflow: 'visible' } }}
    >
      {TEAM_APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
