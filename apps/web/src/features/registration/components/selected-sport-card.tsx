// One sport the athlete or ITO has chosen: its federation and details, with changing the details,
// removing the sport and (athletes) the palmares behind a disclosure.
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import { userSportFederationName } from '@portal/contract/sport';
import { IconChevronDown, IconChevronUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useDeleteUserSport } from '../api/delete-user-sport';
import { PalmaresForm } from './palmares-form';
import { SportDetailsForm } from './sport-details-form';

export interface SelectedSportCardProps {
  readonly userSport: UserSport;
  /** Athletes have stance, device and a palmares; ITOs only a discipline. */
  readonly athlete: boolean;
  readonly onSaved: (userSport: UserSport) => void;
}

function detailsOf(userSport: UserSport, athlete: boolean): string {
  const parts = [
    userSport.discipline?.name,
    ...(athlete ? [userSport.stance?.name, userSport.device?.name] : []),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'No discipline chosen';
}

export function SelectedSportCard({ userSport, athlete, onSaved }: SelectedSportCardProps) {
  const [editing, setEditing] = useState(false);
  const [palmaresOpen, setPalmaresOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteUserSport = useDeleteUserSport();
  const palmaresId = useId();
  const name = userSport.sport.name;

  const remove = async () => {
    setError(null);
    try {
      await deleteUserSport.mutateAsync(userSport.id);
    } catch {
      setError(`${name} could not be removed. Please try again.`);
    }
    setConfirming(false);
  };

  return (
    <Paper withBorder p="md" component="li" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
            <Text fw={700}>{name}</Text>
            {athlete ? (
              <Text size="sm" c="dimmed">
                {userSportFederationName(userSport)}
              </Text>
            ) : null}
            <Text size="sm">{detailsOf(userSport, athlete)}</Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {!editing ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit ${name}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            ) : null}
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Remove ${name}`}
              loading={deleteUserSport.isPending && !confirming}
              onClick={() => (userSport.palmares_form !== null ? setConfirming(true) : void remove())}
            >
              Remove
            </Button>
          </Group>
        </Group>
        <FormAlert message={error} />
        {editing ? (
          <SportDetailsForm
            userSport={userSport}
            withGear={athlete}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              onSaved(saved);
            }}
          />
        ) : null}
        {athlete ? (
          <>
            <Group>
              <Button
                variant="light"
                size="compact-sm"
                rightSection={
                  palmaresOpen ? (
                    <IconChevronUp size={14} aria-hidden />
                  ) : (
                    <IconChevronDown size={14} aria-hidden />
                  )
                }
                aria-expanded={palmaresOpen}
                aria-controls={palmaresId}
                onClick={() => setPalmaresOpen((open) => !open)}
              >
                Palmares
              </Button>
            </Group>
            <div id={palmaresId}>{palmaresOpen ? <PalmaresForm userSport={userSport} /> : null}</div>
          </>
        ) : null}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Remove ${name}?`} centered>
        <Stack gap="md">
          <Text>Its palmares is removed with it.</Text>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red" loading={deleteUserSport.isPending} onClick={() => void remove()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
