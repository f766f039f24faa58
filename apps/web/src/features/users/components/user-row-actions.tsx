// The menu of a row: preview for everyone who sees the list; the decisions, the WSK id and deleting only
// for those whose role may make them (the server refuses the rest anyway).
import { ActionIcon, Menu } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconCheck, IconDots, IconEye, IconId, IconTrash, IconX } from '@tabler/icons-react';
import { AppLink } from '../../../shared/ui/app-link';
import type { UsersCapabilities } from '../lib/capabilities';
import { pendingKind } from '../lib/pending-decision';
import { rowName, type UserRow, type UserRowAction } from '../lib/user-row';

export interface UserRowActionsProps {
  readonly row: UserRow;
  /** The row is a pending request (the Pending tabs). */
  readonly pending: boolean;
  readonly capabilities: UsersCapabilities;
  readonly onAction: (action: UserRowAction, row: UserRow) => void;
}

/** Which decisions the caller may take on a pending row: athletes by any administrator, staff by WSK ones. */
export function canDecideOn(row: UserRow, capabilities: UsersCapabilities): boolean {
  const kind = pendingKind(row.role?.type);
  if (kind === null || !capabilities.canDecide) return false;
  return kind === 'federation' || capabilities.isWskAdmin;
}

export function UserRowActions({ row, pending, capabilities, onAction }: UserRowActionsProps) {
  const name = rowName(row);
  const decide = pending && canDecideOn(row, capabilities);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={AppLink}
          to={screenPath('profile-preview-account-details', { id: row.id })}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          Preview profile
        </Menu.Item>
        {decide ? (
          <>
            <Menu.Item
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => onAction('approve', row)}
            >
              Approve
            </Menu.Item>
            <Menu.Item
              color="orange"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onAction('decline', row)}
            >
              Decline
            </Menu.Item>
          </>
        ) : null}
        {capabilities.isWskAdmin ? (
          <>
            <Menu.Item
              leftSection={<IconId size={16} aria-hidden />}
              onClick={() => onAction('set-wsk-id', row)}
            >
              Set WSK id
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction('delete', row)}
            >
              Delete user
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
