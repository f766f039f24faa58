// A user's passport details, read-only: the values, "Expired" once the expiry day has come (§4), and the
// scan as a link only when the reply hands one out (owners and administrators in scope).
import { Anchor, Badge } from '@mantine/core';
import { genderDisplay } from '@portal/contract/constants';
import type { PassportDetails } from '@portal/contract/endpoints/sign-up-steps';
import type { NationalFederation } from '@portal/contract/sport';
import { isPassportExpired } from '@portal/contract/user';
import { formatDate } from '../../../shared/format/date';
import { countryName } from '../../../shared/ui/country-select';
import { type RecordRow, RecordViewSection } from './record-view-section';

export function passportRecordRows(
  passport: PassportDetails,
  federations: readonly NationalFederation[],
): RecordRow[] {
  return [
    { label: 'Name as in passport', value: `${passport.first_name} ${passport.last_name}`.trim() },
    { label: 'Date of birth', value: formatDate(passport.birthday) },
    { label: 'Gender', value: genderDisplay(passport.gender) },
    { label: 'Nationality', value: countryName(federations, passport.nationality) },
    { label: 'Passport number', value: passport.passport_number },
    { label: 'Expiry date', value: formatDate(passport.active_until_date) },
    ...(passport.passport_scan?.url
      ? [
          {
            label: 'Passport scan',
            value: (
              <Anchor href={passport.passport_scan.url} target="_blank" rel="noopener noreferrer">
                Open document
              </Anchor>
            ),
          },
        ]
      : []),
  ];
}

export interface RecordViewPassportProps {
  readonly passport: PassportDetails | null;
  readonly federations: readonly NationalFederation[];
  readonly today?: Date;
}

export function RecordViewPassport({ passport, federations, today = new Date() }: RecordViewPassportProps) {
  const expired = passport !== null && isPassportExpired(passport.active_until_date, today);
  return (
    <RecordViewSection
      title="Passport details"
      badge={
        expired ? (
          <Badge color="red" variant="light">
            Expired
          </Badge>
        ) : null
      }
      rows={passport ? passportRecordRows(passport, federations) : null}
    />
  );
}
