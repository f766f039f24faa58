// The on-screen preview of an accreditation card: the event and its dates in the band, then the person's
// photo (or initials), name, role, sport and federation, the credential's number and how long it is valid.
// The printed card adds the QR code; it comes from the server's PDF.
import { Avatar, Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Credential } from '@portal/contract/participant';
import { formatDate } from '../../../shared/format/date';
import { imageUrl } from '../../../shared/format/image-url';
import { eventDates, federationLine, roleLine } from '../lib/credential-display';
import classes from './credential-card.module.css';

const PHOTO_SIZE = 112;

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="dd" fw={600} className={classes.factValue}>
        {value}
      </Text>
    </div>
  );
}

export function CredentialCard({ credential }: { readonly credential: Credential }) {
  const { participant, event } = credential;
  const person = participant.user;
  const federation = participant.federation ?? person.federation;
  return (
    <Paper
      component="article"
      withBorder
      className={classes.card}
      aria-label={`Credential of ${person.full_name}`}
    >
      <Box className={classes.band}>
        <Text fw={800} size="lg" className={classes.bandTitle}>
          {event.name}
        </Text>
        <Text size="sm">
          {eventDates(event.starts_on, event.ends_on)}
          {event.city ? ` · ${event.city}` : ''}
        </Text>
      </Box>
      <Stack gap="lg" p="lg">
        <div className={classes.person}>
          <Avatar
            src={imageUrl(person.avatar, { width: PHOTO_SIZE * 2, height: PHOTO_SIZE * 2 })}
            name={person.full_name}
            color="initials"
            size={PHOTO_SIZE}
            radius="md"
            alt={`Photo of ${person.full_name}`}
          />
          <Stack gap={4} className={classes.personText}>
            <Title order={2} className={classes.name}>
              {person.full_name}
            </Title>
            <Text fw={700} c="navy.8">
              {roleLine(credential.role, participant.function)}
            </Text>
            {participant.event_sport ? <Text c="dimmed">{participant.event_sport.sport.name}</Text> : null}
          </Stack>
        </div>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" className={classes.facts}>
          {federation ? <Fact label="Federation" value={federationLine(federation)} /> : null}
          <Fact label="Credential no." value={String(participant.id)} />
          <Fact label="Valid until" value={formatDate(credential.valid_until)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
