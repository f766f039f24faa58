// The head of a team page: logo, name, country, sport, the state badges and, while banned, why and since
// when; with the actions the user may take (Edit; Ban or Unban for WSK administrators).
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { sportTypeDisplayName } from '@portal/contract/sport';
import type { TeamDetail } from '@portal/contract/team';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { formatDate } from '../../../../shared/format/date';
import type { TeamAccess } from '../lib/team-access';
import { TeamBadges } from './team-badges';
import { TeamLogo } from './team-logo';

export interface TeamHeaderProps {
  readonly team: TeamDetail;
  readonly country: string;
  readonly access: TeamAccess;
  readonly onEdit: () => void;
  readonly onBan: () => void;
  readonly onUnban: () => void;
}

export function TeamHeader({ team, country, access, onEdit, onBan, onUnban }: TeamHeaderProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <TeamLogo team={team} size={72} />
          <Stack gap={4}>
            <Title order={1}>{team.name}</Title>
            <Text c="dimmed">
              {country} · {sportTypeDisplayName(team.sport_type)}
            </Text>
            <TeamBadges team={team} />
          </Stack>
        </Group>
        <Group gap="sm">
          {access.canEdit ? (
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              Edit
            </Button>
          ) : null}
          {access.canBan ? (
            team.ban ? (
              <Button variant="light" color="green" onClick={onUnban}>
                Unban
              </Button>
            ) : (
              <Button
                variant="light"
                color="red"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={onBan}
              >
                Ban
              </Button>
            )
          ) : null}
        </Group>
      </Group>
      {team.ban ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconBan size={18} aria-hidden />}
          title="This team is banned"
        >
          <Text size="sm">{team.ban.reason}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Since {formatDate(team.ban.since)}. The team registers nobody for any event and its roster cannot
            change.
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
