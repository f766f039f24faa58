// The dialogs of the decisions on an application: approving (which creates the team and invites its
// administrator), rejecting with the reason the contact receives, and withdrawing. Each sends one call and
// shows the server's refusal inside the dialog; a dialog does not close under a call on its way.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { changeTeamApplicationStatusBodySchema } from '@portal/contract/endpoints/team-applications';
import type { TeamApplication } from '@portal/contract/team-application';
import { useState } from 'react';
import { serverErrors } from '../../../../shared/forms/use-contract-form';
import { DecisionDialog } from '../../../../shared/ui/decision-dialog';
import { FormAlert } from '../../../../shared/ui/form-alert';
import { useChangeTeamApplicationStatus, useWithdrawTeamApplication } from '../api/review';

export type Decision = 'approve' | 'reject' | 'withdraw';

function Buttons({
  busy,
  onClose,
  confirm,
  color,
}: {
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly confirm: string;
  readonly color?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} color={color}>
        {confirm}
      </Button>
    </Group>
  );
}

export interface DecisionDialogProps {
  readonly application: TeamApplication;
  readonly onClose: () => void;
}

export function ApproveDialog({ application, onClose }: DecisionDialogProps) {
  const change = useChangeTeamApplicationStatus(application.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <DecisionDialog title="Approve the application" busy={change.isPending} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          change.mutate(
            { status: 'approved' },
            {
              onSuccess: onClose,
              onError: (failure) =>
                setError(serverErrors(failure, () => null, 'The application could not be approved.').form),
            },
          );
        }}
      >
        <Stack gap="md">
          <FormAlert message={error} />
          <Text size="sm">
            Approving <strong>{application.team_name}</strong> creates the team and e-mails an invitation to{' '}
            <strong>{application.administrator.email}</strong>, who will administer it.
          </Text>
          <Buttons busy={change.isPending} onClose={onClose} confirm="Approve" color="teal" />
        </Stack>
      </form>
    </DecisionDialog>
  );
}

export function RejectDialog({ application, onClose }: DecisionDialogProps) {
  const change = useChangeTeamApplicationStatus(application.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = (value: string) => {
    const result = changeTeamApplicationStatusBodySchema.safeParse({ status: 'rejected', reason: value });
    return result.success
      ? null
      : (result.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? null);
  };

  return (
    <DecisionDialog title="Reject the application" busy={change.isPending} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          const found = check(reason);
          setReasonError(found);
          if (found) return;
          change.mutate(
            { status: 'rejected', reason: reason.trim() },
            {
              onSuccess: onClose,
              onError: (failure) => {
                const shown = serverErrors(
                  failure,
                  (key) => (key === 'reason' ? 'reason' : null),
                  'The application could not be rejected.',
                );
                setReasonError(shown.fields.reason ?? null);
                setError(shown.form);
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <FormAlert message={error} />
          <Text size="sm">
            We e-mail the reason to <strong>{application.contact_email}</strong>. The team may apply again.
          </Text>
          <Textarea
            label="Reason"
            withAsterisk
            rows={4}
            maxLength={1000}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setReason(value);
              if (reasonError) setReasonError(check(value));
            }}
          />
          <Buttons busy={change.isPending} onClose={onClose} confirm="Reject" color="red" />
        </Stack>
      </form>
    </DecisionDialog>
  );
}

export function WithdrawDialog({ application, onClose }: DecisionDialogProps) {
  const withdraw = useWithdrawTeamApplication(application.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <DecisionDialog title="Withdraw the application" busy={withdraw.isPending} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          withdraw.mutate(undefined, {
            onSuccess: onClose,
            onError: (failure) =>
              setError(serverErrors(failure, () => null, 'The application could not be withdrawn.').form),
          });
        }}
      >
        <Stack gap="md">
          <FormAlert message={error} />
          <Text size="sm">
            The application of <strong>{application.team_name}</strong> will no longer be reviewed. It stays
            in the list as withdrawn.
          </Text>
          <Buttons busy={withdraw.isPending} onClose={onClose} confirm="Withdraw" color="red" />
        </Stack>
      </form>
    </DecisionDialog>
  );
}
