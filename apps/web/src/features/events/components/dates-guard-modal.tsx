// The dates guard of §8: listens to `show-dates-guard-modal` while the sport profile or a registration
// screen is open and explains why registration is not possible now, with the window's days.
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { registrationWindowMessage } from '@portal/contract/constants';
import { PARTICIPANT_KIND_LABELS } from '@portal/contract/event';
import { useState } from 'react';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { formatDate } from '../../../shared/format/date';
import { type DatesGuardPayload, isDatesGuardPayload } from '../lib/dates-guard';

export function DatesGuardModal() {
  const [shown, setShown] = useState<DatesGuardPayload | null>(null);
  useAppEvent(APP_EVENTS.SHOW_DATES_GUARD_MODAL, (payload) => {
    if (isDatesGuardPayload(payload)) setShown(payload);
  });
  if (!shown) return null;
  const message = registrationWindowMessage(shown.outcome);
  const close = () => setShown(null);

  return (
    <Modal opened onClose={close} title={message} centered>
      <Stack gap="md">
        <Text size="sm">
          {PARTICIPANT_KIND_LABELS[shown.kind]} register for this sport on these days (in the event’s time
          zone):
        </Text>
        <Table fz="sm" verticalSpacing={6} horizontalSpacing={0}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th fw={400} c="dimmed" scope="row">
                Registration opens
              </Table.Th>
              <Table.Td ta="right">{formatDate(shown.opens_on)}</Table.Td>
            </Table.Tr>
            {shown.reduction_ends_on ? (
              <Table.Tr>
                <Table.Th fw={400} c="dimmed" scope="row">
                  Reduction period ends
                </Table.Th>
                <Table.Td ta="right">{formatDate(shown.reduction_ends_on)}</Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr>
              <Table.Th fw={400} c="dimmed" scope="row">
                Registration closes
              </Table.Th>
              <Table.Td ta="right">{formatDate(shown.closes_on)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={close}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
