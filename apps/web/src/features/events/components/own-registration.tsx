// The signed-in athlete's registration for an event sport: its status, entries, the fee kept and when it was
// made; pending until WSK decides, the reason when rejected, the credential once approved, and Withdraw
// while it holds a place and the window is not closed.
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { isActiveStatus, type Participant } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';
import { useWithdrawParticipant } from '../api/withdraw-participant';
import { entriesText } from '../lib/registration';
import { ConfirmModal } from './confirm-modal';
import { feeText } from './registered-athletes';

export interface OwnRegistrationProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly participant: Participant;
  readonly canWithdraw: boolean;
}

const STATUS_TEXT = {
  pending: 'Your registration is pending until WSK decides.',
  approved: 'Your registration is approved.',
  rejected: 'WSK rejected your registration.',
  withdrawn: 'Your registration is withdrawn.',
} as const;

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function OwnRegistration({ eventId, sportId, participant, canWithdraw }: OwnRegistrationProps) {
  const withdraw = useWithdrawParticipant(eventId, sportId);
  const [confirming, setConfirming] = useState(false);
  const active = isActiveStatus(participant.status);
  // An approved registration carries the accreditation the athlete shows at the venue.
  const approved = participant.status === 'approved';
  const reason = participant.status === 'rejected' ? participant.decision?.reason : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your registration">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Your registration</Text>
          <ParticipantStatusBadge status={participant.status} />
        </Group>
        <Text size="sm">{STATUS_TEXT[participant.status]}</Text>
        {reason ? (
          <Text size="sm" c="red.8">
            Reason: {reason}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Entries" value={entriesText(participant.entries, false)} />
          <Fact label="Fee" value={feeText(participant)} />
          <Fact label="Registered on" value={formatDate(participant.created)} />
        </SimpleGrid>
        {approved || (active && canWithdraw) ? (
          <Group justify="flex-end" gap="sm">
            {approved ? (
              <Button
                component={AppLink}
                to={screenPath('pdf', { id: participant.id })}
                variant="light"
                leftSection={<IconId size={16} aria-hidden />}
              >
                Credential
              </Button>
            ) : null}
            {active && canWithdraw ? (
              <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                Withdraw
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {confirming ? (
        <ConfirmModal
          title="Withdraw your registration?"
          message="You will no longer take part in this sport. You may register again while registration is open."
          confirmLabel="Withdraw"
          danger
          onConfirm={() => withdraw.mutateAsync(participant.id)}
          onDone={() => {
            appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'Your registration is withdrawn' });
            setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Paper>
  );
}
