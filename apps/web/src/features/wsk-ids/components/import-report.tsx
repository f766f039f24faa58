// What an import did: rows read, records created and updated, and every rejected row with its line in the
// file, its WSK id and the reasons, so the file can be corrected and imported again.
import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { WskIdImportReport } from '@portal/contract/endpoints/wsk-ids';

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={800} c={tone} data-testid={`import-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

export function ImportReport({ report }: { readonly report: WskIdImportReport }) {
  const rejected = report.rejected.length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Import report">
      <Stack gap="md">
        <Title order={3} size="h4">
          Import of {report.file_name}
        </Title>
        <SimpleGrid cols={4} spacing="xs" maw={480}>
          <Figure label="Rows read" value={report.rows} />
          <Figure label="Created" value={report.created} />
          <Figure label="Updated" value={report.updated} />
          <Figure label="Rejected" value={rejected} tone={rejected > 0 ? 'red.8' : undefined} />
        </SimpleGrid>
        {rejected === 0 ? (
          <Text size="sm">Every row was imported.</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {rejected === 1 ? 'One row was' : `${rejected} rows were`} left out. Correct{' '}
              {rejected === 1 ? 'it' : 'them'} in the file and import it again; rows already imported are
              updated, not repeated.
            </Text>
            <Table aria-label="Rejected rows" withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>Line</Table.Th>
                  <Table.Th w="30%">WSK id</Table.Th>
                  <Table.Th>Reasons</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejected.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.wsk_id ?? '-'}</Table.Td>
                    <Table.Td>
                      {row.reasons.length === 1 ? (
                        row.reasons[0]
                      ) : (
                        <List size="sm" spacing={2}>
                          {row.reasons.map((reason) => (
                            <List.Item key={reason}>{reason}</List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
