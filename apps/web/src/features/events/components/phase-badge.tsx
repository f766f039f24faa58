// Where a participant kind's registration window stands today, as a badge.
import { Badge } from '@mantine/core';
import type { ParticipantSettings } from '@portal/contract/event';
import { PHASE_COLORS, phaseLabel } from '../lib/phase';

export function PhaseBadge({
  settings,
}: {
  readonly settings: Pick<ParticipantSettings, 'phase' | 'reduction_ends_on'>;
}) {
  return (
    <Badge color={PHASE_COLORS[settings.phase]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {phaseLabel(settings)}
    </Badge>
  );
}
