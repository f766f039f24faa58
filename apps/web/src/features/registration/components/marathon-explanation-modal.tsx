// The explanation shown once after a marathon discipline is chosen (spec §7
// change_marathon_no_level_show_modal): marathon entries have no level, and the athlete may turn the
// explanation off for that sport.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import { useHideMarathonExplanation } from '../api/hide-marathon-explanation';

/** Whether choosing this sport's discipline calls for the explanation. */
export function needsMarathonExplanation(userSport: UserSport): boolean {
  return (
    userSport.marathon_no_level_show_modal && /marathon/i.test(userSport.discipline?.name ?? '') === true
  );
}

export function MarathonExplanationModal({
  userSport,
  onClose,
}: {
  userSport: UserSport | null;
  onClose: () => void;
}) {
  const hide = useHideMarathonExplanation();
  const dontShowAgain = async () => {
    if (!userSport) return;
    try {
      await hide.mutateAsync(userSport.id);
    } catch {
      // Only a preference: the explanation simply shows again next time.
    }
    onClose();
  };
  return (
    <Modal opened={userSport !== null} onClose={onClose} title="Marathon entries" centered>
      <Stack gap="md">
        <Text>
          Marathon entries are not graded by level: every athlete of your age category races in the same
          field, whatever their level in {userSport?.sport.name ?? 'the sport'}.
        </Text>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" loading={hide.isPending} onClick={() => void dontShowAgain()}>
            Don't show again
          </Button>
          <Button onClick={onClose} disabled={hide.isPending}>
            Got it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
