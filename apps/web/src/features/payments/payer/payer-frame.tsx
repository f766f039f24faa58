// The frame of the payers' payments screens (`payments`, `my-payments`, `team-payments` of an event sport;
// decision 018): the event and the sport loaded with their not-found and error states, the heading with the
// way back to the sport, then the screen's orders. The orders are the event's, whichever sport the screen
// was opened from: one order per event and payer holds every sport's participants.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { Event, EventSport } from '@portal/contract/event';
import { screenPath } from '@portal/contract/routes';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { AppLink } from '../../../shared/ui/app-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getPaymentsEventQueryOptions } from './api/get-event';
import { getPaymentsEventSportQueryOptions } from './api/get-event-sport';
import { PaymentsEventNotFound } from './payments-not-available';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

export interface PayerFrameContext {
  readonly event: Event;
  readonly sport: EventSport;
}

export interface PayerFrameProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly title: string;
  /** The line under the title: whose orders these are. */
  readonly subtitle: (context: PayerFrameContext) => ReactNode;
  /** What the screen shows instead of the orders when they are not for the caller; null when they are. */
  readonly unavailable?: ReactNode;
  readonly children: (context: PayerFrameContext) => ReactNode;
}

export function PayerFrame({ eventId, sportId, title, subtitle, unavailable, children }: PayerFrameProps) {
  const event = useQuery(getPaymentsEventQueryOptions(eventId));
  const sport = useQuery(getPaymentsEventSportQueryOptions(eventId, sportId));

  if (event.isPending || sport.isPending) return <LoadingState label="Loading the payments" />;
  if (statusOf(event.error) === 404) return <PaymentsEventNotFound />;
  if (statusOf(sport.error) === 404) return <PaymentsEventNotFound what="sport" />;
  if (event.isError || sport.isError) {
    const error = event.error ?? sport.error;
    return (
      <ErrorState
        titleOrder={1}
        title="The payments could not be loaded"
        message={error instanceof ApiError ? error.error.message : undefined}
        onRetry={() => {
          void event.refetch();
          void sport.refetch();
        }}
      />
    );
  }
  if (unavailable) return unavailable;
  const context: PayerFrameContext = { event: event.data, sport: sport.data };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor
          component={AppLink}
          to={screenPath('event-sport-profile', { id: eventId, sportId })}
          size="sm"
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {sport.data.sport.name} · {event.data.name}
          </Group>
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed">{subtitle(context)}</Text>
      </Stack>
      {children(context)}
    </Stack>
  );
}
