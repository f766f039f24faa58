// One event of /events/all as a card: its cover picture when it has one, name (a link to its profile),
// kind, dates, place, sports.
import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { EVENT_KIND_LABELS, type EventListItem } from '@portal/contract/event';
import { screenPath } from '@portal/contract/routes';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { AppLink } from '../../../shared/ui/app-link';
import { formatEventDates, formatPlace } from '../lib/event-display';
import { EventStatusBadge } from './event-status-badge';

export function EventCard({ event }: { readonly event: EventListItem }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={event.name}>
      {event.cover_image ? (
        <Card.Section mb="sm">
          <AspectRatio ratio={16 / 9}>
            <Image
              src={event.cover_image}
              alt={`Cover picture of ${event.name}`}
              fit="cover"
              loading="lazy"
            />
          </AspectRatio>
        </Card.Section>
      ) : null}
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text
            component={AppLink}
            to={screenPath('event-profile', { id: event.id })}
            fw={700}
            size="lg"
            c="navy"
            style={{ overflowWrap: 'anywhere' }}
          >
            {event.name}
          </Text>
          <EventStatusBadge status={event.status} hidePublished />
        </Group>
        <Text size="sm" c="dimmed">
          {EVENT_KIND_LABELS[event.kind]}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{formatEventDates(event)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{formatPlace(event.city, event.country?.name)}</Text>
        </Group>
        {event.sports.length > 0 ? (
          <Group gap={6}>
            {event.sports.map((sport) => (
              <Badge key={sport.id} variant="outline" color="navy" tt="none" fw={500}>
                {sport.sport.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No sports yet
          </Text>
        )}
      </Stack>
    </Card>
  );
}
