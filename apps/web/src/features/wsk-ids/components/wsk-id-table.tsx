// One page of the WSK id database, as a table, or as a list of cards on a phone (a six-column table would
// scroll sideways there). The action opens the matching view; it stands out on records that are ready to
// be matched (§3: the only ones that need it). Matched records link to their user instead.
import { Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { wskIdNeedsMatching } from '@portal/contract/constants';
import { screenPath } from '@portal/contract/routes';
import type { WskIdRecord } from '@portal/contract/user';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { AppLink } from '../../../shared/ui/app-link';
import { recordDisplay } from '../lib/record-display';
import { WskIdStatusBadge } from './wsk-id-status-badge';
import classes from './wsk-ids.module.css';

export interface WskIdTableProps {
  readonly records: readonly WskIdRecord[];
  /** WSK administrators match; viewers only look at the candidates. */
  readonly canEdit: boolean;
  readonly onMatch: (record: WskIdRecord) => void;
}

export function RecordAction({
  record,
  canEdit,
  onMatch,
}: { record: WskIdRecord } & Omit<WskIdTableProps, 'records'>) {
  const name = recordDisplay(record).name;
  if (record.status === 'matched' && record.user !== null) {
    return (
      <Anchor
        component={AppLink}
        to={screenPath('profile-preview-account-details', { id: record.user })}
        size="sm"
        className={classes.nowrap}
        aria-label={`View user matched to ${name}`}
      >
        View user
      </Anchor>
    );
  }
  const needsMatching = wskIdNeedsMatching(record.status);
  const label = canEdit ? 'Match' : 'Candidates';
  return (
    <Button
      size="xs"
      variant={needsMatching ? 'filled' : 'default'}
      color={needsMatching ? 'navy' : undefined}
      leftSection={<IconArrowsLeftRight size={14} aria-hidden />}
      onClick={() => onMatch(record)}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
}

export function WskIdTable({ records, canEdit, onMatch }: WskIdTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="WSK id records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Athlete</Table.Th>
            <Table.Th>Birthday</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const display = recordDisplay(record);
            return (
              <Table.Tr key={record.id} data-record={record.wsk_id}>
                <Table.Td className={classes.nameCell} fw={600}>
                  {display.name}
                </Table.Td>
                <Table.Td className={classes.nowrap}>{display.birthday}</Table.Td>
                <Table.Td>{display.gender}</Table.Td>
                <Table.Td>{display.country}</Table.Td>
                <Table.Td>
                  <WskIdStatusBadge status={record.status} />
                </Table.Td>
                <Table.Td ta="right">
                  <RecordAction record={record} canEdit={canEdit} onMatch={onMatch} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same page as cards: the name, then birthday, gender and country, then the status and the action. */
export function WskIdCards({ records, canEdit, onMatch }: WskIdTableProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="WSK id records">
      {records.map((record) => {
        const display = recordDisplay(record);
        return (
          <Paper key={record.id} component="li" withBorder radius="md" p="sm" data-record={record.wsk_id}>
            <Stack gap={6}>
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {display.name}
              </Text>
              <Text size="sm" c="dimmed">
                {[display.birthday, display.gender, display.country].join(' · ')}
              </Text>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <WskIdStatusBadge status={record.status} />
                <RecordAction record={record} canEdit={canEdit} onMatch={onMatch} />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
