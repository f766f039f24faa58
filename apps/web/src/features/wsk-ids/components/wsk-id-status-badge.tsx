// A record's status in the §3 colour, with dark or white text as contrast asks (lib/status-colours).
import { Badge } from '@mantine/core';
import { WSK_ID_STATUS_LABELS, type WskIdStatus } from '@portal/contract/constants';
import { statusColours } from '../lib/status-colours';

export function WskIdStatusBadge({ status }: { readonly status: WskIdStatus }) {
  const { background, text } = statusColours(status);
  return (
    <Badge
      variant="filled"
      radius="sm"
      tt="none"
      fw={700}
      data-status={status}
      style={{ backgroundColor: background, color: text, whiteSpace: 'nowrap' }}
    >
      {WSK_ID_STATUS_LABELS[status]}
    </Badge>
  );
}
