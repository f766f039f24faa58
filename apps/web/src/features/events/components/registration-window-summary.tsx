// A kind's window of an event sport as a registration screen shows it: today's phase, the §8 message when
// the screen's write is not possible (for pre-seeds and requests over the quota, once the reduction period
// is over), its days (DD/MM/YYYY, the event's time zone) and the fee a registration made today keeps.
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ParticipantSettings } from '@portal/contract/event';
import { formatDate } from '../../../shared/format/date';
import { formatFee, outcomeMessage } from '../lib/phase';
import { todayFee, type WindowRule, windowOutcome } from '../lib/registration';
import { PhaseBadge } from './phase-badge';

export interface RegistrationWindowSummaryProps {
  readonly settings: ParticipantSettings;
  readonly currency: string;
  /** Which writes the screen makes; a plain registration unless given. */
  readonly rule?: WindowRule;
}

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function RegistrationWindowSummary({ settings, currency, rule }: RegistrationWindowSummaryProps) {
  const message = outcomeMessage(windowOutcome(settings, rule));
  const fee = todayFee(settings);
  const feeText =
    fee.amount === null ? 'No fee' : `${formatFee(fee.amount, currency)}${fee.reduced ? ' (reduced)' : ''}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Registration window">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Registration window</Text>
          <PhaseBadge settings={settings} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Opens" value={formatDate(settings.opens_on)} />
          <Fact
            label="Reduced fee until"
            value={settings.reduction_ends_on ? formatDate(settings.reduction_ends_on) : '-'}
          />
          <Fact label="Closes" value={formatDate(settings.closes_on)} />
          <Fact label="Fee today" value={settings.outcome === null ? feeText : '-'} />
        </SimpleGrid>
        {message ? (
          <Text size="sm" c="red.8" role="status">
            {message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
