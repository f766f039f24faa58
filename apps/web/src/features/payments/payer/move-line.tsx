// An NF administrator moves an athlete's line between the federation's order and the athlete's own
// (decision 018): the row's button, the confirmation, then a tip; the server's refusal (something was paid
// on it, the registration was withdrawn) is shown as an error tip. Only unpaid, live athlete lines offer it
// (never an annual team fee's line).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { toCents } from '@portal/contract/money';
import type { OrderDetail, OrderLine } from '@portal/contract/order';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { isParticipantLine, type ParticipantLine } from '../components/order-subject';
import { useMoveToFederation } from './api/move-to-federation';
import { useMoveToIndividual } from './api/move-to-individual';

export type MoveDirection = 'individual' | 'federation';

/** Which way a line may move, or null: the server refuses anything else. */
export function moveDirection(line: OrderLine, order: OrderDetail): MoveDirection | null {
  if (!isParticipantLine(line) || line.cancelled) return null;
  if (line.participant.kind !== 'athlete' || toCents(line.paid) > 0) return null;
  if (order.payer.kind === 'federation') return 'individual';
  if (order.payer.kind === 'athlete') return 'federation';
  return null;
}

export interface LineMove {
  readonly line: ParticipantLine;
  readonly direction: MoveDirection;
}

/** The move a line offers on its order, or null. */
export function lineMoveOf(line: OrderLine, order: OrderDetail): LineMove | null {
  const direction = moveDirection(line, order);
  return direction && isParticipantLine(line) ? { line, direction } : null;
}

const TEXT: Readonly<
  Record<MoveDirection, { title: string; confirm: string; message: (name: string) => string; done: string }>
> = {
  individual: {
    title: 'Move to an individual order',
    confirm: 'Move to individual',
    message: (name) =>
      `${name}’s entry leaves the federation’s order for ${name}’s own order, which ${name} then pays.`,
    done: 'moved to an individual order',
  },
  federation: {
    title: 'Move back to the federation',
    confirm: 'Move to federation',
    message: (name) =>
      `${name}’s entry leaves ${name}’s own order for the federation’s order, which it pays.`,
    done: 'moved back to the federation’s order',
  },
};

export function MoveLineButton({
  move,
  onMove,
}: {
  readonly move: LineMove;
  readonly onMove: (move: LineMove) => void;
}) {
  const { line, direction } = move;
  const name = line.participant.user.full_name;
  return (
    <Button
      size="xs"
      variant="subtle"
      aria-label={`${TEXT[direction].confirm}: ${name}`}
      onClick={() => onMove(move)}
    >
      {TEXT[direction].confirm}
    </Button>
  );
}

export function MoveLineModal({ move, onClose }: { readonly move: LineMove; readonly onClose: () => void }) {
  const toIndividual = useMoveToIndividual();
  const toFederation = useMoveToFederation();
  const [pending, setPending] = useState(false);
  const text = TEXT[move.direction];
  const name = move.line.participant.user.full_name;

  const confirm = async () => {
    setPending(true);
    const mutation = move.direction === 'individual' ? toIndividual : toFederation;
    try {
      await mutation.mutateAsync(move.line.participant.id);
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${name} ${text.done}` });
    } catch (error) {
      appEvents.emit(APP_EVENTS.SHOW_ERROR_TIP, {
        message:
          (error instanceof ApiError ? error.error.message : null) ??
          'The entry could not be moved. Please try again.',
      });
    }
    setPending(false);
    onClose();
  };

  return (
    <Modal opened onClose={() => !pending && onClose()} title={text.title} centered>
      <Stack gap="md">
        <Text size="sm">{text.message(name)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button loading={pending} onClick={() => void confirm()}>
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
