// The facts of an event: its cover picture, kind, status, dates, place, currency, time zone, description
// (its line breaks kept, nothing read as markup) and, when the §9 flag is on, its custom sections.
import { AspectRatio, Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EVENT_KIND_LABELS, type Event } from '@portal/contract/event';
import type { ReactNode } from 'react';
import { formatEventDates, formatPlace } from '../lib/event-display';
import { EventStatusBadge } from './event-status-badge';

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const preLine = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

export function EventOverview({
  event,
  showCustomSections,
}: {
  readonly event: Event;
  readonly showCustomSections: boolean;
}) {
  return (
    <Stack gap="md">
      {event.cover_image ? (
        // A wide banner with the same crop on a phone and a desktop.
        <AspectRatio ratio={21 / 9} maw={1200}>
          <Image src={event.cover_image} alt={`Cover picture of ${event.name}`} radius="md" fit="cover" />
        </AspectRatio>
      ) : null}
      <Group gap="xs">
        <Badge variant="light" color="navy" tt="none">
          {EVENT_KIND_LABELS[event.kind]}
        </Badge>
        <EventStatusBadge status={event.status} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Fact label="Dates">{formatEventDates(event)}</Fact>
          <Fact label="Place">{formatPlace(event.city, event.country?.name)}</Fact>
          <Fact label="Venue">{event.venue.trim() || '-'}</Fact>
          <Fact label="Currency">{event.currency}</Fact>
          <Fact label="Time zone">{event.time_zone}</Fact>
        </SimpleGrid>
      </Paper>
      {event.description.trim() ? (
        <Stack gap={4}>
          <Title order={2} size="h4">
            About the event
          </Title>
          <Text style={preLine}>{event.description}</Text>
        </Stack>
      ) : null}
      {showCustomSections
        ? event.custom_sections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are an ordered list without ids
            <Stack gap={4} key={index}>
              <Title order={2} size="h4">
                {section.title}
              </Title>
              <Text style={preLine}>{section.body}</Text>
            </Stack>
          ))
        : null}
    </Stack>
  );
}
