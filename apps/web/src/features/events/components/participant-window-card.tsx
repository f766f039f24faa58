// One participant kind of an event sport: its registration days, fees in the event's currency, the default
// quota per federation, today's phase and the way in to its registration. When the window blocks, the Register button raises
// `show-dates-guard-modal` (§8) instead of leaving, so the guard explains why.
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { PARTICIPANT_KIND_LABELS, type ParticipantSettings } from '@portal/contract/event';
import { appEvents } from '../../../shared/events/app-events';
import { formatCount } from '../../../shared/format/count';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';
import type { DatesGuardPayload } from '../lib/dates-guard';
import { formatFee, outcomeMessage } from '../lib/phase';
import { PhaseBadge } from './phase-badge';

export interface ParticipantWindowCardProps {
  readonly settings: ParticipantSettings;
  readonly currency: string;
  /**
   * The kind's registration screen for this user and the button's label, or null (no button then). A
   * guarded way in raises the dates guard while the window blocks; an unguarded one (federations managing
   * their registrations, which they also read and withdraw) always leads there.
   */
  readonly register: { readonly path: string; readonly label: string; readonly guarded: boolean } | null;
}

export function ParticipantWindowCard({ settings, currency, register }: ParticipantWindowCardProps) {
  const label = PARTICIPANT_KIND_LABELS[settings.kind];
  const message = outcomeMessage(settings.outcome);
  const rows: [string, string][] = [
    ['Registration opens', formatDate(settings.opens_on)],
    ['Reduction period ends', formatDate(settings.reduction_ends_on)],
    ['Registration closes', formatDate(settings.closes_on)],
    ['Fee', formatFee(settings.amount, currency)],
    ['Reduced fee', settings.reduced_amount === null ? '-' : formatFee(settings.reduced_amount, currency)],
    ['Quota per federation', settings.quota === null ? 'No limit' : formatCount(settings.quota)],
  ];

  const guard = () => {
    if (settings.outcome === null) return;
    const payload: DatesGuardPayload = {
      kind: settings.kind,
      outcome: settings.outcome,
      opens_on: settings.opens_on,
      reduction_ends_on: settings.reduction_ends_on,
      closes_on: settings.closes_on,
    };
    appEvents.emit(APP_EVENTS.SHOW_DATES_GUARD_MODAL, payload);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Text fw={700}>{label}</Text>
          <PhaseBadge settings={settings} />
        </Group>
        <Table
          withRowBorders
          verticalSpacing={6}
          horizontalSpacing={0}
          fz="sm"
          aria-label={`${label}: registration dates, fees and quota`}
        >
          <Table.Tbody>
            {rows.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th fw={400} c="dimmed" scope="row" pr="sm">
                  {name}
                </Table.Th>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {message ? (
          <Text size="sm" c="red.8">
            {message}
          </Text>
        ) : null}
        {register ? (
          settings.outcome === null || !register.guarded ? (
            <Button component={AppLink} to={register.path} variant="light">
              {register.label}
            </Button>
          ) : (
            <Button variant="default" onClick={guard} aria-describedby={undefined}>
              {register.label}
            </Button>
          )
        ) : null}
      </Stack>
    </Card>
  );
}
