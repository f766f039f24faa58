// The signed-in person's application to serve an event (staff, LOC or an ITO of one sport): its status, the
// function applied for, when it was sent and WSK's reason when decided with one, whether the person is on
// the list already, and Withdraw (after confirming) while it holds a place and applications are open.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { isActiveStatus, type Participant } from '@portal/contract/participant';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { ParticipantStatusBadge } from '../../../shared/events/participant-status-badge';
import { formatDate } from '../../../shared/format/date';
import { invalidateRoleRegistration } from '../api/get-staff-registration';
import { useWithdrawParticipant } from '../api/withdraw-participant';
import { ConfirmModal } from './confirm-modal';

const STATUS_TEXT = {
  pending: 'Your application is pending until WSK decides.',
  approved: 'Your application is approved.',
  rejected: 'WSK rejected your application.',
  withdrawn: 'Your application is withdrawn.',
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

function OnRosterBadge() {
  return (
    <Badge variant="light" color="navy" tt="none">
      Already on the list
    </Badge>
  );
}

export interface RoleApplicationCardProps {
  readonly eventId: number;
  /** The ITO application's event sport; null for staff and LOC. */
  readonly sportId: number | null;
  /** The latest application; null when the person is on the list without one. */
  readonly participant: Participant | null;
  readonly onRoster: boolean;
  /** "the event staff": the list the person joins. */
  readonly listName: string;
  /** Applications are open: the person may withdraw their own. */
  readonly open: boolean;
}

export function RoleApplicationCard({
  eventId,
  sportId,
  participant,
  onRoster,
  listName,
  open,
}: RoleApplicationCardProps) {
  const queryClient = useQueryClient();
  const withdraw = useWithdrawParticipant(eventId, sportId);
  const [confirming, setConfirming] = useState(false);

  if (!participant) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label="Your application">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>Your place</Text>
            <OnRosterBadge />
          </Group>
          <Text size="sm">You are on {listName} for this event: there is nothing to apply for.</Text>
        </Stack>
      </Paper>
    );
  }

  // A place WSK gave them (registered by a WSK administrator) is theirs to ask WSK about, not to withdraw.
  const ownApplication = participant.registered_by?.id === participant.user.id;
  const canWithdraw = open && ownApplication && isActiveStatus(participant.status);
  const reason = participant.status === 'pending' ? null : participant.decision?.reason;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your application">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Your application</Text>
          <Group gap="xs">
            {onRoster ? <OnRosterBadge /> : null}
            <ParticipantStatusBadge status={participant.status} />
          </Group>
        </Group>
        <Text size="sm">{STATUS_TEXT[participant.status]}</Text>
        {reason ? (
          <Text size="sm" c={participant.status === 'rejected' ? 'red.8' : undefined}>
            Reason: {reason}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Function" value={participant.function ?? '-'} />
          <Fact label="Applied on" value={formatDate(participant.created)} />
        </SimpleGrid>
        {canWithdraw ? (
          <Group justify="flex-end">
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          </Group>
        ) : null}
      </Stack>
      {confirming ? (
        <ConfirmModal
          title="Withdraw your application?"
          message={`You will no longer be considered for ${listName}${participant.status === 'approved' ? ' and leave it' : ''}. You may apply again while applications are open.`}
          confirmLabel="Withdraw"
          danger
          onConfirm={async () => {
            await withdraw.mutateAsync(participant.id);
            void invalidateRoleRegistration(queryClient, eventId);
          }}
          onDone={() => {
            appEvents.emit(APP_EVENTS.SHOW_TIP, { message: 'Your application is withdrawn' });
            setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Paper>
  );
}
