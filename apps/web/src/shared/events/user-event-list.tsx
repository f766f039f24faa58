// The events a user has a part in, as /events/my, the events history and its preview show them: the event
// (a link to its profile), its days and place, and the user's parts in it, with loading, failure, empty
// and pager states. One list of cards at every width: the rows carry too little for a table to help.
// A registration as a participant (decision 017) reads as its kind and sport with its status, and links to
// its credential once approved.
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { EVENT_ROLE_LABELS, type EventRole, type UserEvent } from '@portal/contract/event-parts';
import type { Paged } from '@portal/contract/http';
import { screenPath } from '@portal/contract/routes';
import { IconCalendarOff, IconId, IconMapPin } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { formatCount } from '../format/count';
import { formatDate } from '../format/date';
import { AppLink } from '../ui/app-link';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { ListPagination, StaleWhileLoading } from '../ui/paged-list';
import { ParticipantStatusBadge } from './participant-status-badge';

/** "ITO · Inline speed skating": the part, and the sport an ITO serves or a participant is registered for. */
export function eventRoleText(role: EventRole): string {
  const label = EVENT_ROLE_LABELS[role.kind];
  return role.sport ? `${label} · ${role.sport.name}` : label;
}

function UserEventRow({ event }: { readonly event: UserEvent }) {
  const days =
    event.starts_on === event.ends_on
      ? formatDate(event.starts_on)
      : `${formatDate(event.starts_on)} – ${formatDate(event.ends_on)}`;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor
            component={AppLink}
            to={screenPath('event-profile', { id: event.id })}
            fw={700}
            style={{ overflowWrap: 'anywhere' }}
          >
            {event.name}
          </Anchor>
          {event.status === 'archived' ? (
            <Badge variant="light" color="gray" tt="none">
              Archived
            </Badge>
          ) : null}
        </Group>
        <Group gap="md">
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {days}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{[event.city, event.country?.name].filter(Boolean).join(', ')}</Text>
          </Group>
        </Group>
        {event.roles.length > 0 ? (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Parts">
            {event.roles.map((role) => (
              <Group
                component="li"
                key={`${role.kind}-${role.sport?.id ?? 0}-${role.participant?.id ?? 0}`}
                gap="xs"
                wrap="wrap"
              >
                <Badge variant="light" color="navy" tt="none" style={{ overflow: 'visible' }}>
                  {eventRoleText(role)}
                </Badge>
                {role.participant ? <ParticipantStatusBadge status={role.participant.status} /> : null}
                {role.function ? (
                  <Text size="sm" c="dimmed">
                    {role.function}
                  </Text>
                ) : null}
                {role.participant?.status === 'approved' ? (
                  <Anchor
                    component={AppLink}
                    to={screenPath('pdf', { id: role.participant.id })}
                    size="sm"
                    aria-label={`Credential: ${eventRoleText(role)}`}
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      <IconId size={16} aria-hidden />
                      Credential
                    </Group>
                  </Anchor>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

export interface UserEventListProps {
  readonly query: UseQueryResult<Paged<UserEvent>>;
  readonly page: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
  readonly emptyTitle: string;
  readonly emptyDescription: ReactNode;
  /** Heading level of the empty and failure titles (2 under a screen heading). */
  readonly titleOrder?: 2 | 3;
}

export function UserEventList({
  query,
  page,
  pageSize,
  onPage,
  emptyTitle,
  emptyDescription,
  titleOrder = 2,
}: UserEventListProps) {
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading events">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={104} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="The events could not be loaded"
        titleOrder={titleOrder}
        message={query.error instanceof ApiError ? query.error.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  if (!data || data.results.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff size={28} stroke={1.6} aria-hidden />}
        title={emptyTitle}
        titleOrder={titleOrder}
        description={emptyDescription}
      />
    );
  }
  const pages = Math.max(1, Math.ceil(data.count / pageSize));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.count === 1 ? '1 event' : `${formatCount(data.count)} events`}
        {query.isPlaceholderData ? ' · loading…' : ''}
      </Text>
      <StaleWhileLoading stale={query.isPlaceholderData}>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Events">
          {data.results.map((event) => (
            <UserEventRow key={event.id} event={event} />
          ))}
        </Stack>
      </StaleWhileLoading>
      <ListPagination pages={pages} page={page} onChange={onPage} />
    </Stack>
  );
}
