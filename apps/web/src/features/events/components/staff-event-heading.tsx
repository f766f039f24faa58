// The heading of an event's people screens (staff, officials, NF management): the way back to the event,
// the screen's title and what it holds, with the screen's main action beside them.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../shared/ui/app-link';

export interface EventPartHeadingProps {
  readonly eventId: number;
  readonly eventName: string;
  readonly title: string;
  readonly children: ReactNode;
  readonly action?: ReactNode;
  /** Where the back link leads; the event profile unless given. */
  readonly back?: { readonly to: string; readonly label: string };
}

export function EventPartHeading({
  eventId,
  eventName,
  title,
  children,
  action,
  back,
}: EventPartHeadingProps) {
  return (
    <Stack gap="xs">
      <Anchor component={AppLink} to={back?.to ?? screenPath('event-profile', { id: eventId })} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {back?.label ?? eventName}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text c="dimmed">{children}</Text>
        </Stack>
        {action}
      </Group>
    </Stack>
  );
}
