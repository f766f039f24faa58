// WSK's three decisions on a pending payment or a requested refund, under its card: confirm, change the
// amount (called as fits each), decline.
import { Button, Group } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';

export interface WskDecisionButtonsProps<A extends string> {
  /** The decision that changes the amount, and its button's text. */
  readonly amend: { readonly action: A; readonly label: string };
  readonly onAct: (action: A | 'confirm' | 'decline') => void;
}

export function WskDecisionButtons<A extends string>({ amend, onAct }: WskDecisionButtonsProps<A>) {
  return (
    <Group gap="xs">
      <Button
        size="xs"
        color="green"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => onAct('confirm')}
      >
        Confirm
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => onAct(amend.action)}
      >
        {amend.label}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => onAct('decline')}
      >
        Decline
      </Button>
    </Group>
  );
}
