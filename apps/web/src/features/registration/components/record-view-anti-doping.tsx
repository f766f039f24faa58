// A user's anti-doping certificate, read-only: the year of issue, the last valid day (3 years of validity,
// §4/§9) or "Expired", and the certificate as a link when the reply hands one out.
import { Anchor, Badge } from '@mantine/core';
import { ANTI_DOPING_VALIDITY_YEARS } from '@portal/contract/constants';
import type { AntiDoping } from '@portal/contract/endpoints/sign-up-steps';
import { isAntiDopingExpired } from '@portal/contract/user';
import { formatDate } from '../../../shared/format/date';
import { type RecordRow, RecordViewSection } from './record-view-section';

/** The last day a certificate issued in `year` is valid: 31 December of its third calendar year. */
export function antiDopingValidUntil(year: number): string {
  return `${year + ANTI_DOPING_VALIDITY_YEARS - 1}-12-31`;
}

export function antiDopingRecordRows(antiDoping: AntiDoping): RecordRow[] {
  const year = antiDoping.anti_doping_year_issued;
  return [
    { label: 'Year of issue', value: String(year) },
    { label: 'Valid until', value: formatDate(antiDopingValidUntil(year)) },
    ...(antiDoping.certificate?.url
      ? [
          {
            label: 'Certificate',
            value: (
              <Anchor href={antiDoping.certificate.url} target="_blank" rel="noopener noreferrer">
                Open document
              </Anchor>
            ),
          },
        ]
      : []),
  ];
}

export interface RecordViewAntiDopingProps {
  readonly antiDoping: AntiDoping | null;
  readonly currentYear?: number;
}

export function RecordViewAntiDoping({
  antiDoping,
  currentYear = new Date().getFullYear(),
}: RecordViewAntiDopingProps) {
  const expired = antiDoping !== null && isAntiDopingExpired(antiDoping.anti_doping_year_issued, currentYear);
  return (
    <RecordViewSection
      title="Anti-doping certificate"
      badge={
        expired ? (
          <Badge color="red" variant="light">
            Expired
          </Badge>
        ) : null
      }
      rows={antiDoping ? antiDopingRecordRows(antiDoping) : null}
    />
  );
}
