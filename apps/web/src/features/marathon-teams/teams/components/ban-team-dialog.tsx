// WSK administrators ban a team (§6): a reason is required; the banned team registers nobody and its roster
// cannot change until unbanned.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { banTeamBodySchema } from '@portal/contract/endpoints/teams';
import type { TeamDetail } from '@portal/contract/team';
import { appEvents } from '../../../../shared/events/app-events';
import { parseErrors, useContractForm } from '../../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../../shared/ui/form-alert';
import { useBanTeam } from '../api/ban-team';

const fieldOf = (key: string) => (key === 'reason' ? ('reason' as const) : null);

export function BanTeamDialog({
  team,
  onClose,
}: {
  readonly team: TeamDetail;
  readonly onClose: () => void;
}) {
  const ban = useBanTeam(team.id);
  const form = useContractForm({
    initial: { reason: '' },
    validate: (values) => parseErrors(banTeamBodySchema.safeParse(values), fieldOf),
  });
  const close = () => {
    if (!ban.isPending) onClose();
  };
  const submit = form.handleSubmit({
    send: (values) => ban.mutateAsync({ reason: values.reason }),
    failure: 'The team could not be banned. Please try again.',
    onSuccess: () => {
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: `${team.name} is banned.` });
      onClose();
    },
  });
  return (
    <Modal opened onClose={close} title={`Ban ${team.name}?`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text>
            A banned team registers nobody for any event and its roster cannot change until it is unbanned.
          </Text>
          <Textarea
            label="Reason"
            description="Shown on the team’s page"
            withAsterisk
            rows={3}
            maxLength={1000}
            data-autofocus
            {...form.text('reason')}
          />
          <FormAlert message={form.formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={ban.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={ban.isPending}>
              Ban team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
