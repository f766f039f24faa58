// The national federations of NF management: name and code (a link to the federation's page), eligible
// athletes, registrations (active, and of those approved), own quotas and administrators. A table from
// tablet width up, cards on a phone.
import { Anchor, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { NfManagementRow } from '@portal/contract/event-parts';
import { screenPath } from '@portal/contract/routes';
import { formatCount } from '../../../shared/format/count';
import { AppLink } from '../../../shared/ui/app-link';

const PHONE_QUERY = '(max-width: 47.99em)';
const NUMBER = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

function FederationLink({ eventId, row }: { readonly eventId: number; readonly row: NfManagementRow }) {
  return (
    <Anchor
      component={AppLink}
      to={screenPath('event-nf-management-federation', { id: eventId, federationId: row.federation.id })}
      fw={600}
      size="sm"
    >
      {row.federation.name}
      {row.federation.code ? ` (${row.federation.code})` : ''}
    </Anchor>
  );
}

export function NfManagementTable({
  eventId,
  rows,
}: {
  readonly eventId: number;
  readonly rows: readonly NfManagementRow[];
}) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack
        gap="sm"
        component="ul"
        aria-label="National federations"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => (
          <Paper key={row.federation.id} component="li" withBorder radius="md" p="sm">
            <FederationLink eventId={eventId} row={row} />
            <SimpleGrid cols={3} spacing="xs" mt="xs">
              {(
                [
                  ['Eligible athletes', row.eligible_athletes],
                  ['Registered', row.registered],
                  ['Approved', row.approved],
                  ['Own quotas', row.quota_overrides],
                  ['Administrators', row.administrators],
                ] as const
              ).map(([label, value]) => (
                <Stack key={label} gap={0}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm">{formatCount(value)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="National federations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Federation</Table.Th>
            <Table.Th style={NUMBER}>Eligible athletes</Table.Th>
            <Table.Th style={NUMBER}>Registered</Table.Th>
            <Table.Th style={NUMBER}>Approved</Table.Th>
            <Table.Th style={NUMBER}>Own quotas</Table.Th>
            <Table.Th style={NUMBER}>Administrators</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.federation.id}>
              <Table.Td>
                <FederationLink eventId={eventId} row={row} />
              </Table.Td>
              <Table.Td style={NUMBER}>{formatCount(row.eligible_athletes)}</Table.Td>
              <Table.Td style={NUMBER}>{formatCount(row.registered)}</Table.Td>
              <Table.Td style={NUMBER}>{formatCount(row.approved)}</Table.Td>
              <Table.Td style={NUMBER}>{formatCount(row.quota_overrides)}</Table.Td>
              <Table.Td style={NUMBER}>{formatCount(row.administrators)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
