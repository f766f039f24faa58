// The Invite button: athletes for every administrator, staff and officials for WSK administrators.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { InviteKind } from '../api/invite-user';
import type { UsersCapabilities } from '../lib/capabilities';
import { INVITE_LABELS, InviteModal } from './invite-modal';

export function inviteKinds(capabilities: UsersCapabilities): InviteKind[] {
  if (capabilities.isWskAdmin) return ['athlete', 'wsk', 'nf', 'ito'];
  return capabilities.canDecide ? ['athlete'] : [];
}

export function InviteMenu({ capabilities }: { readonly capabilities: UsersCapabilities }) {
  const [kind, setKind] = useState<InviteKind | null>(null);
  const kinds = inviteKinds(capabilities);
  if (kinds.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={200}>
        <Menu.Target>
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            Invite
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {kinds.map((item) => (
            <Menu.Item key={item} onClick={() => setKind(item)}>
              {INVITE_LABELS[item]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {kind ? <InviteModal kind={kind} onClose={() => setKind(null)} /> : null}
    </>
  );
}
