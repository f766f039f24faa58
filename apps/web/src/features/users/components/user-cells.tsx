// The pieces of a row the table and the phone cards share: the person, the role, lists and status badges.
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { genderDisplay } from '@portal/contract/constants';
import { roleDisplayName } from '@portal/contract/roles';
import { isPassportExpired } from '@portal/contract/user';
import { formatDate } from '../../../shared/format/date';
import { rowName, type UserRow } from '../lib/user-row';

const initials = (row: UserRow) =>
  `${row.first_name.charAt(0)}${row.last_name.charAt(0)}`.toUpperCase() || undefined;

export function PersonCell({ row }: { readonly row: UserRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={row.avatar} alt="" radius="xl" size={36} color="navy">
        {initials(row)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {rowName(row)}
        </Text>
        {row.email ? (
          <Text size="xs" c="dimmed" truncate>
            {row.email}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

export const roleText = (row: UserRow): string => (row.role ? roleDisplayName(row.role) : '-');
export const federationsText = (row: UserRow): string =>
  row.federations?.length ? row.federations.map((federation) => federation.name).join(', ') : '-';
export const sportsText = (row: UserRow): string =>
  row.sport?.length ? row.sport.map((sport) => sport.name).join(', ') : '-';
export const genderText = (row: UserRow): string => genderDisplay(row.gender);

/** A badge never shortens its text to an ellipsis: a cut date is no date. */
const BADGE_STYLE = { overflow: 'visible', flexShrink: 0 } as const;

export function YesNoBadge({ value, label }: { readonly value: boolean; readonly label: string }) {
  return (
    <Badge
      variant="light"
      color={value ? 'green' : 'gray'}
      radius="sm"
      tt="none"
      style={BADGE_STYLE}
      aria-label={`${label}: ${value ? 'yes' : 'no'}`}
    >
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

/** The passport's expiry date (red once expired), or a grey "None" when no passport was given. */
export function PassportBadge({ row }: { readonly row: UserRow }) {
  if (!row.has_passport) {
    return (
      <Badge
        variant="light"
        color="gray"
        radius="sm"
        tt="none"
        style={BADGE_STYLE}
        aria-label="Passport: none"
      >
        None
      </Badge>
    );
  }
  const expiry = formatDate(row.passport_expire_date);
  const expired = isPassportExpired(row.passport_expire_date, new Date());
  // Plain text, not a badge: a badge cuts a date to an ellipsis in a narrow column.
  return (
    <Text
      size="sm"
      fw={500}
      c={expired ? 'red' : undefined}
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`Passport: ${expired ? 'expired' : 'valid until'} ${expiry}`}
    >
      {expiry}
    </Text>
  );
}
