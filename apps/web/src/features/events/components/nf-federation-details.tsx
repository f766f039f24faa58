// One federation's page of NF management: its contacts, its eligible athletes as judged on the event's last
// day, and per sport the quota of each participant kind that applies to it (its own or the sport's default)
// with its registrations within that quota and the approved ones (decision 017).
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PARTICIPANT_KIND_LABELS } from '@portal/contract/event';
import type { NfManagementDetail } from '@portal/contract/event-parts';
import { screenPath } from '@portal/contract/routes';
import { formatCount } from '../../../shared/format/count';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';

const NUMBER = { fontVariantNumeric: 'tabular-nums' } as const;

export function NfFederationDetails({
  eventId,
  detail,
}: {
  readonly eventId: number;
  readonly detail: NfManagementDetail;
}) {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs" component="section" aria-labelledby="nf-eligible">
          <Title order={2} size="h4" id="nf-eligible">
            Eligible athletes
          </Title>
          <Text size="xl" fw={700} style={NUMBER}>
            {formatCount(detail.eligible_athletes)}
          </Text>
          <Text size="sm" c="dimmed">
            Judged on {formatDate(detail.judged_on)} (the event’s last day): registration completed, passport
            valid on that day and anti-doping valid that year.
          </Text>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="nf-contacts">
          <Title order={2} size="h4" id="nf-contacts">
            Contacts
          </Title>
          {detail.contacts.length === 0 ? (
            <Text size="sm" c="dimmed">
              This federation has no administrators or viewers yet.
            </Text>
          ) : (
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Contacts">
              {detail.contacts.map((contact) => (
                <Group component="li" key={contact.id} gap="xs" wrap="wrap" justify="space-between">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600}>
                      {contact.full_name}
                    </Text>
                    {contact.email ? (
                      <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {contact.email}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        No e-mail
                      </Text>
                    )}
                  </Stack>
                  <Badge variant="light" color={contact.permission === 'admin' ? 'navy' : 'gray'} tt="none">
                    {contact.permission === 'admin' ? 'Administrator' : 'Viewer'}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="nf-quotas">
        <Title order={2} size="h4" id="nf-quotas">
          Quotas
        </Title>
        {detail.sports.length === 0 ? (
          <Text size="sm" c="dimmed">
            The event has no sports yet.
          </Text>
        ) : (
          // Side by side only on wide screens: a table of five columns and its badges needs about 440 px.
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
            {detail.sports.map(({ event_sport, quotas }) => {
              const name = event_sport.sport.name;
              return (
                <Paper key={event_sport.id} withBorder radius="md" p="md">
                  <Group justify="space-between" gap="xs" mb="xs">
                    <Text fw={700}>{name}</Text>
                    {quotas.some((row) => row.kind === 'athlete') ? (
                      <Anchor
                        component={AppLink}
                        size="sm"
                        to={`${screenPath('event-registration-individual-athletes', { id: eventId, sportId: event_sport.id })}?federation=${detail.federation.id}`}
                        aria-label={`Athletes of ${name}`}
                      >
                        Athletes
                      </Anchor>
                    ) : null}
                  </Group>
                  {quotas.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No kind of participant registers for this sport yet.
                    </Text>
                  ) : (
                    // On a phone the table scrolls sideways: with nothing to focus in it, the scrolling
                    // region itself takes the focus, so the keyboard can scroll it too.
                    <Table.ScrollContainer
                      minWidth={440}
                      scrollAreaProps={{
                        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `Quotas: ${name}` },
                      }}
                    >
                      <Table
                        verticalSpacing={6}
                        horizontalSpacing="xs"
                        fz="sm"
                        aria-label={`Quotas: ${name}`}
                      >
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>Participants</Table.Th>
                            <Table.Th ta="right">Used</Table.Th>
                            <Table.Th ta="right">Approved</Table.Th>
                            <Table.Th ta="right">Quota</Table.Th>
                            <Table.Th ta="right">Applies</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {quotas.map((row) => (
                            <Table.Tr key={row.kind}>
                              <Table.Td>{PARTICIPANT_KIND_LABELS[row.kind]}</Table.Td>
                              <Table.Td ta="right" style={NUMBER}>
                                {formatCount(row.used)}
                              </Table.Td>
                              <Table.Td ta="right" style={NUMBER}>
                                {formatCount(row.approved)}
                              </Table.Td>
                              <Table.Td ta="right" style={NUMBER}>
                                {row.quota === null ? 'No limit' : formatCount(row.quota)}
                              </Table.Td>
                              <Table.Td ta="right">
                                <Badge variant="light" color={row.overridden ? 'navy' : 'gray'} tt="none">
                                  {row.overridden ? 'Own quota' : 'Default'}
                                </Badge>
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                  )}
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>

      <Text size="sm" c="dimmed">
        Used counts the pending and approved registrations within the quota. Payments of this federation
        appear here once they exist.
      </Text>
    </Stack>
  );
}
