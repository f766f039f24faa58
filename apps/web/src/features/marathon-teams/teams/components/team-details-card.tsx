// A team's details: administrator, contacts (shown to the team's administrator and WSK staff only; the
// server answers null to others) and when the team was created.
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TeamDetail } from '@portal/contract/team';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/format/date';

function Detail({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function TeamDetailsCard({ team }: { readonly team: TeamDetail }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-details">
      <Stack gap="md">
        <Title order={2} size="h4" id="team-details">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Detail label="Administrator">{team.administrator?.full_name ?? 'No administrator'}</Detail>
          <Detail label="Athletes on the roster">{team.roster_size}</Detail>
          {team.contact_email ? (
            <Detail label="Contact e-mail">
              <Anchor href={`mailto:${team.contact_email}`}>{team.contact_email}</Anchor>
            </Detail>
          ) : null}
          {team.contact_phone ? (
            <Detail label="Contact phone">
              <Anchor href={`tel:${team.contact_phone}`}>{team.contact_phone}</Anchor>
            </Detail>
          ) : null}
          <Detail label="Team since">{formatDate(team.created)}</Detail>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
