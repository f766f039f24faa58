// The rows of a /users tab: a table from tablet width up, stacked cards on a phone, where eleven columns
// would not fit.
import { Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { UsersCapabilities } from '../lib/capabilities';
import type { UserRow, UserRowAction } from '../lib/user-row';
import {
  federationsText,
  genderText,
  PassportBadge,
  PersonCell,
  roleText,
  sportsText,
  YesNoBadge,
} from './user-cells';
import { UserRowActions } from './user-row-actions';

export interface UsersTableProps {
  readonly rows: readonly UserRow[];
  /** Staff candidates carry no e-mail, role, federations, sports or gender. */
  readonly brief: boolean;
  readonly pending: boolean;
  readonly capabilities: UsersCapabilities;
  readonly onAction: (action: UserRowAction, row: UserRow) => void;
}

/** Badges keep their whole text (a date) and the column takes their width. */
const NOWRAP = { whiteSpace: 'nowrap', width: 1 } as const;

/** The row menu stays in view when a narrow window scrolls the table sideways. */
const STICKY_END = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)' } as const;

/** Mantine's `sm` breakpoint: below it the rows become cards. */
const PHONE_QUERY = '(max-width: 47.99em)';

export function UsersTable(props: UsersTableProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return phone ? <UserCards {...props} /> : <UserRowsTable {...props} />;
}

function UserRowsTable({ rows, brief, pending, capabilities, onAction }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={brief ? 640 : 900}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {brief ? null : (
              <>
                <Table.Th>Role · gender</Table.Th>
                <Table.Th>Federations</Table.Th>
                <Table.Th>Sports</Table.Th>
              </>
            )}
            <Table.Th style={NOWRAP}>Registered</Table.Th>
            <Table.Th style={NOWRAP}>Passport</Table.Th>
            <Table.Th style={NOWRAP}>Anti-doping</Table.Th>
            <Table.Th style={NOWRAP}>Event-ready</Table.Th>
            <Table.Th style={STICKY_END}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td maw={210}>
                <PersonCell row={row} />
              </Table.Td>
              {brief ? null : (
                <>
                  <Table.Td>
                    <Text size="sm">{roleText(row)}</Text>
                    <Text size="xs" c="dimmed">
                      {genderText(row)}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={180}>
                    <Text size="sm">{federationsText(row)}</Text>
                  </Table.Td>
                  <Table.Td maw={180}>
                    <Text size="sm">{sportsText(row)}</Text>
                  </Table.Td>
                </>
              )}
              <Table.Td style={NOWRAP}>
                <YesNoBadge value={row.registration_completed} label="Registration completed" />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <PassportBadge row={row} />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <YesNoBadge value={row.has_anti_doping} label="Anti-doping" />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <YesNoBadge value={row.is_valid_for_event} label="Valid for event" />
              </Table.Td>
              <Table.Td w={48} style={STICKY_END}>
                <UserRowActions row={row} pending={pending} capabilities={capabilities} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : <div>{children}</div>}
    </Stack>
  );
}

function UserCards({ rows, brief, pending, capabilities, onAction }: UsersTableProps) {
  return (
    <Stack gap="sm" component="ul" aria-label="Users" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ minWidth: 0, flex: 1 }}>
              <PersonCell row={row} />
            </div>
            <UserRowActions row={row} pending={pending} capabilities={capabilities} onAction={onAction} />
          </Group>
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="sm">
            {brief ? null : (
              <>
                <Field label="Role">{roleText(row)}</Field>
                <Field label="Gender">{genderText(row)}</Field>
                <Field label="Federations">{federationsText(row)}</Field>
                <Field label="Sports">{sportsText(row)}</Field>
              </>
            )}
            <Field label="Registered">
              <YesNoBadge value={row.registration_completed} label="Registration completed" />
            </Field>
            <Field label="Passport">
              <PassportBadge row={row} />
            </Field>
            <Field label="Anti-doping">
              <YesNoBadge value={row.has_anti_doping} label="Anti-doping" />
            </Field>
            <Field label="Valid for event">
              <YesNoBadge value={row.is_valid_for_event} label="Valid for event" />
            </Field>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
