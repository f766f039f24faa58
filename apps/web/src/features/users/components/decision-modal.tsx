// Confirms an approval or a decline of a pending request, with the call its kind needs; a WSK or NF
// request can be approved with another permission than the one asked for.
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { PERMISSIONS, type Permission, roleDisplayName } from '@portal/contract/roles';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useApprovePendingUser } from '../api/approve-pending-user';
import { useDeclinePendingUser } from '../api/decline-pending-user';
import { kindTakesPermission, PENDING_KIND_LABELS, pendingKind } from '../lib/pending-decision';
import { rowName, type UserRow } from '../lib/user-row';

export interface DecisionModalProps {
  readonly decision: 'approve' | 'decline';
  readonly row: UserRow;
  readonly onClose: () => void;
}

export function DecisionModal({ decision, row, onClose }: DecisionModalProps) {
  const approve = useApprovePendingUser();
  const decline = useDeclinePendingUser();
  const kind = pendingKind(row.role?.type);
  const [permission, setPermission] = useState<Permission>(row.role?.permission ?? PERMISSIONS.VIEWER);
  const [error, setError] = useState<string | null>(null);
  const pending = approve.isPending || decline.isPending;
  const name = rowName(row);
  const approving = decision === 'approve';
  const grantedRole = row.role
    ? roleDisplayName(kind !== null && kindTakesPermission(kind) ? { ...row.role, permission } : row.role)
    : 'requested';

  const close = () => {
    if (!pending) onClose();
  };

  const confirm = async () => {
    if (kind === null) return;
    setError(null);
    try {
      if (approving) {
        await approve.mutateAsync({
          userId: row.id,
          kind,
          ...(kindTakesPermission(kind) ? { permission } : {}),
        });
      } else {
        await decline.mutateAsync({ userId: row.id, kind });
      }
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.error.message
          ? failure.error.message
          : `The request could not be ${approving ? 'approved' : 'declined'}. Please try again.`,
      );
      return;
    }
    appEvents.emit(APP_EVENTS.SHOW_TIP, {
      title: approving ? 'Request approved' : 'Request declined',
      message: approving ? `${name} is approved as ${grantedRole}.` : `${name} is now a guest.`,
    });
    onClose();
  };

  return (
    <Modal opened onClose={close} title={`${approving ? 'Approve' : 'Decline'} ${name}?`} centered>
      <Stack gap="md">
        {kind === null ? (
          <Text>This user has no request awaiting a decision.</Text>
        ) : (
          <Text>
            {name} asked to join as {PENDING_KIND_LABELS[kind]}.{' '}
            {approving
              ? 'Approving gives them the role and tells them by e-mail.'
              : 'Declining makes them a guest and tells them by e-mail.'}
          </Text>
        )}
        {approving && kind !== null && kindTakesPermission(kind) ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="decision-permission">
              Permission
            </Text>
            <SegmentedControl
              aria-labelledby="decision-permission"
              value={permission}
              onChange={(value) => setPermission(value as Permission)}
              data={[
                { value: PERMISSIONS.VIEWER, label: 'Viewer' },
                { value: PERMISSIONS.ADMIN, label: 'Admin' },
              ]}
            />
          </Stack>
        ) : null}
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button
            color={approving ? 'green' : 'red'}
            onClick={() => void confirm()}
            loading={pending}
            disabled={kind === null}
            data-autofocus
          >
            {approving ? 'Approve' : 'Decline'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
