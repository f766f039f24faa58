// The entries of a page of the audit log: a table from tablet width up (scrolling sideways inside its
// container when the window is narrower than its columns), stacked cards on a phone. Each entry's details,
// and its full before and after, open under it on demand.
import { Badge, Button, Code, Collapse, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { AuditEvent } from '@portal/contract/endpoints/audit';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment } from 'react';
import { changeSummary, formatAuditTime } from '../lib/audit-view';

/** Mantine's `sm` breakpoint: below it the rows become cards. */
const PHONE_QUERY = '(max-width: 47.99em)';

export function AuditTable({ entries }: { readonly entries: readonly AuditEvent[] }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return phone ? <AuditCards entries={entries} /> : <AuditRows entries={entries} />;
}

function ActorText({ entry }: { readonly entry: AuditEvent }) {
  if (!entry.actor) {
    return (
      <Text size="sm" c="dimmed">
        System
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{entry.actor.name}</Text>
      {entry.actor.email && entry.actor.email !== entry.actor.name ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.actor.email}
        </Text>
      ) : null}
    </>
  );
}

function TargetText({ entry }: { readonly entry: AuditEvent }) {
  if (!entry.target) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{entry.target.name}</Text>
      <Text size="xs" c="dimmed">
        #{entry.target.id}
      </Text>
    </>
  );
}

function ChangeText({ entry }: { readonly entry: AuditEvent }) {
  const lines = changeSummary(entry);
  if (!lines || lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function ActionBadge({ action }: { readonly action: string }) {
  return (
    <Badge variant="light" color="navy" radius="sm" tt="none" style={{ maxWidth: '100%' }}>
      {action}
    </Badge>
  );
}

/** The entry's details and its whole before and after, as stored. */
function EntryDetails({ entry }: { readonly entry: AuditEvent }) {
  const json = JSON.stringify(
    { details: entry.details, before: entry.before ?? null, after: entry.after ?? null },
    null,
    2,
  );
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {json}
    </Code>
  );
}

function DetailsToggle({ opened, toggle, id }: { opened: boolean; toggle: () => void; id: string }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={toggle}
      aria-expanded={opened}
      aria-controls={id}
      rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
    >
      Details
    </Button>
  );
}

function AuditRow({ entry }: { readonly entry: AuditEvent }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = `audit-entry-${entry.id}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm">{formatAuditTime(entry.time)}</Text>
        </Table.Td>
        <Table.Td maw={220}>
          <ActorText entry={entry} />
        </Table.Td>
        <Table.Td>
          <ActionBadge action={entry.action} />
        </Table.Td>
        <Table.Td maw={200}>
          <TargetText entry={entry} />
        </Table.Td>
        <Table.Td maw={320}>
          <ChangeText entry={entry} />
        </Table.Td>
        <Table.Td w={1}>
          <DetailsToggle opened={opened} toggle={toggle} id={id} />
        </Table.Td>
      </Table.Tr>
      {opened ? (
        <Table.Tr id={id}>
          <Table.Td colSpan={6}>
            <EntryDetails entry={entry} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

function AuditRows({ entries }: { readonly entries: readonly AuditEvent[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>Before → after</Table.Th>
            <Table.Th>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuditCard({ entry }: { readonly entry: AuditEvent }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = `audit-entry-${entry.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <ActionBadge action={entry.action} />
        <Text size="xs" c="dimmed">
          {formatAuditTime(entry.time)}
        </Text>
        <div>
          <Text size="xs" fw={600} c="dimmed">
            Actor
          </Text>
          <ActorText entry={entry} />
        </div>
        <div>
          <Text size="xs" fw={600} c="dimmed">
            Target
          </Text>
          <TargetText entry={entry} />
        </div>
        <div>
          <Text size="xs" fw={600} c="dimmed">
            Before → after
          </Text>
          <ChangeText entry={entry} />
        </div>
        <div>
          <DetailsToggle opened={opened} toggle={toggle} id={id} />
        </div>
        <Collapse expanded={opened} id={id}>
          <EntryDetails entry={entry} />
        </Collapse>
      </Stack>
    </Paper>
  );
}

function AuditCards({ entries }: { readonly entries: readonly AuditEvent[] }) {
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label="Audit log"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {entries.map((entry) => (
        <AuditCard key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
