// The people of an event's staff, LOC or officials, as everyone who sees the event reads them (name,
// picture, federation, function; decision 016): a table from tablet width up, cards on a phone. WSK
// administrators get an edit and a remove button per person.
import {
  ActionIcon,
  Avatar,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EventPerson } from '@portal/contract/event-parts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface PersonRow {
  readonly id: number;
  readonly person: EventPerson;
  readonly function: string;
  /** A further column (the sport an ITO serves); none when the list has no such column. */
  readonly extra?: string;
}

export interface StaffPeopleTableProps {
  readonly rows: readonly PersonRow[];
  /** The accessible name of the table or card list. */
  readonly label: string;
  /** The heading of the further column, when rows carry `extra`. */
  readonly extraLabel?: string;
  readonly canManage: boolean;
  readonly onEdit: (row: PersonRow) => void;
  readonly onRemove: (row: PersonRow) => void;
}

/** Mantine's `sm` breakpoint: below it the rows become cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || undefined;

export function PersonCell({ person }: { readonly person: EventPerson }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={person.avatar} alt="" radius="xl" size={36} color="navy">
        {initials(person.full_name)}
      </Avatar>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {person.full_name}
      </Text>
    </Group>
  );
}

const federationText = (person: EventPerson) => person.federation?.name ?? '-';

function RowActions({
  row,
  onEdit,
  onRemove,
}: {
  readonly row: PersonRow;
  readonly onEdit: (row: PersonRow) => void;
  readonly onRemove: (row: PersonRow) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        color="navy"
        aria-label={`Edit the function of ${row.person.full_name}`}
        onClick={() => onEdit(row)}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${row.person.full_name}`}
        onClick={() => onRemove(row)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function StaffPeopleTable(props: StaffPeopleTableProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { rows, label, extraLabel, canManage, onEdit, onRemove } = props;

  if (phone) {
    return (
      <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0, flex: 1 }}>
                <PersonCell person={row.person} />
              </div>
              {canManage ? <RowActions row={row} onEdit={onEdit} onRemove={onRemove} /> : null}
            </Group>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="sm">
              <Field label="Function">{row.function}</Field>
              <Field label="Federation">{federationText(row.person)}</Field>
              {extraLabel && row.extra !== undefined ? <Field label={extraLabel}>{row.extra}</Field> : null}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Function</Table.Th>
            {extraLabel ? <Table.Th>{extraLabel}</Table.Th> : null}
            <Table.Th>Federation</Table.Th>
            {canManage ? (
              <Table.Th w={88}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td maw={260}>
                <PersonCell person={row.person} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.function}</Text>
              </Table.Td>
              {extraLabel ? (
                <Table.Td>
                  <Text size="sm">{row.extra ?? '-'}</Text>
                </Table.Td>
              ) : null}
              <Table.Td>
                <Text size="sm">{federationText(row.person)}</Text>
              </Table.Td>
              {canManage ? (
                <Table.Td>
                  <RowActions row={row} onEdit={onEdit} onRemove={onRemove} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
