// The signed-in person's side of the staff, LOC and ITO registration screens: when applications are taken
// (the window's days, the §8 message or 'The event is over' while closed), why they may not apply (every
// reason, never hidden), their latest application and whether they are on the list, and the form to apply
// while they hold no place.
import { Alert, Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RoleRegistrationBody } from '@portal/contract/endpoints/role-registration';
import { ROLE_REGISTRATION_MESSAGES } from '@portal/contract/endpoints/role-registration';
import {
  INELIGIBILITY_MESSAGES,
  type IneligibilityReason,
  isActiveStatus,
  type RoleRegistration,
} from '@portal/contract/participant';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format/date';
import { RoleApplicationCard } from './role-application-card';
import { RoleApplicationForm } from './role-application-form';

export interface RoleApplicationSelfProps {
  readonly registration: RoleRegistration;
  /** "the event staff": the list the person applies to join. */
  readonly listName: string;
  readonly onApply: (body: RoleRegistrationBody) => Promise<unknown>;
}

/** A reason as the person reads it: `already_registered` in the words of this screen rather than a sport's. */
function reasonText(reason: IneligibilityReason, onRoster: boolean): string {
  if (reason !== 'already_registered') return INELIGIBILITY_MESSAGES[reason];
  return onRoster ? ROLE_REGISTRATION_MESSAGES.ALREADY_SERVING : 'You have already applied';
}

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

function ApplicationWindow({ registration }: { readonly registration: RoleRegistration }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Application window">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Applications</Text>
          <Badge
            variant="light"
            color={registration.open ? 'green' : 'gray'}
            c={registration.open ? 'green.9' : 'gray.9'}
            tt="none"
          >
            {registration.open ? 'Open' : 'Closed'}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <Fact label="Opens" value={formatDate(registration.opens_on)} />
          <Fact label="Closes" value={formatDate(registration.closes_on)} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Days in the event’s time zone.
        </Text>
        {registration.closed_message ? (
          <Text size="sm" c="red.8" role="status">
            {registration.closed_message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function RoleApplicationSelf({ registration, listName, onApply }: RoleApplicationSelfProps) {
  const { candidate, participant, on_roster: onRoster, open } = registration;
  const holdsPlace = onRoster || (participant !== null && isActiveStatus(participant.status));
  // The card above explains an active application or a place on the list; the reasons are for applying.
  const reasons = holdsPlace ? [] : candidate.reasons;
  const blockedBy = !open
    ? (registration.closed_message ?? 'Applications are closed')
    : reasons.length > 0
      ? 'You may not apply: see why above.'
      : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ApplicationWindow registration={registration} />
        {participant || onRoster ? (
          <RoleApplicationCard
            eventId={registration.event}
            sportId={registration.event_sport?.id ?? null}
            participant={participant}
            onRoster={onRoster}
            listName={listName}
            open={open}
          />
        ) : null}
      </SimpleGrid>
      {reasons.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="You may not apply yet"
        >
          <List size="sm" aria-label="Why you may not apply">
            {reasons.map((reason) => (
              <List.Item key={reason}>{reasonText(reason, onRoster)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {holdsPlace ? null : (
        <RoleApplicationForm kind={registration.kind} blockedBy={blockedBy} onApply={onApply} />
      )}
    </Stack>
  );
}
