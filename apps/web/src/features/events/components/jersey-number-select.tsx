// A team athlete's jersey number for an event sport: typed or chosen among the sport's range, the numbers the
// team's registrations already wear offered but disabled ("in use"). Checked in the browser with the
// contract's rules and §5 messages (jerseyNumber / derbyJerseyNumber); the server answers the same and
// guarantees uniqueness. Listens to `reload-custom-jersey-selections` (§8) to ask again for the numbers in use.
import { Autocomplete, Group, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import { SPORT_TYPES } from '@portal/contract/sport';
import { jerseyRuleOf } from '@portal/contract/team';
import { derbyJerseyNumber, jerseyNumber } from '@portal/contract/zod-rules';
import { useQuery } from '@tanstack/react-query';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { getTeamRegistrationQueryOptions } from '../api/get-team-registration';

/** The first problem of a typed jersey number for a sport, or null (the messages the server answers with). */
export function jerseyNumberError(text: string, sportType: string, used: readonly number[]): string | null {
  const value = text.trim();
  if (value === '') return TEAM_MESSAGES.JERSEY_REQUIRED;
  // Anything but digits ("7.5", "-1", "x") is out of range, as the contract's rule reads a non-number.
  const number = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  const schema =
    sportType === SPORT_TYPES.ROLLER_DERBY ? derbyJerseyNumber({ used }) : jerseyNumber({ used });
  const parsed = schema.safeParse(number);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? jerseyRuleOf(sportType).message);
}

export interface JerseyNumberSelectProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly teamId: number;
  /** The number as typed. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/** The numbers in use, from the team's registration (kept fresh by the reload event). */
export function useUsedJerseyNumbers(eventId: number, sportId: number, teamId: number) {
  const registration = useQuery(getTeamRegistrationQueryOptions(eventId, sportId, teamId));
  useAppEvent(APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS, () => {
    void registration.refetch({ cancelRefetch: false });
  });
  return registration;
}

export function JerseyNumberSelect({
  eventId,
  sportId,
  teamId,
  value,
  onChange,
  error,
  disabled = false,
}: JerseyNumberSelectProps) {
  const registration = useUsedJerseyNumbers(eventId, sportId, teamId);
  const range = registration.data?.jersey ?? { min: 1, max: 99 };
  const used = new Set(registration.data?.used_jersey_numbers ?? []);
  const data = Array.from({ length: Math.max(0, range.max - range.min + 1) }, (_, index) => {
    const number = range.min + index;
    return { value: String(number), label: String(number), disabled: used.has(number) };
  });
  return (
    <Autocomplete
      label="Jersey number"
      description={`From ${range.min} to ${range.max}; choose one or type it.`}
      placeholder={registration.isPending ? 'Loading the numbers…' : 'Jersey number'}
      withAsterisk
      inputMode="numeric"
      maxLength={3}
      w={{ base: '100%', xs: 220 }}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      maxDropdownHeight={240}
      renderOption={({ option }) => (
        <Group gap="xs" justify="space-between" w="100%" wrap="nowrap">
          <Text size="sm">{option.value}</Text>
          {option.disabled ? (
            <Text size="xs" c="dimmed">
              in use
            </Text>
          ) : null}
        </Group>
      )}
    />
  );
}
