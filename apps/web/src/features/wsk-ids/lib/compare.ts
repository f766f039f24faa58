// Which fields of a candidate agree with the WSK id record, for highlighting them side by side. Names
// compare without case, accents or extra spaces ("JOSÉ  da Silva" agrees with "Jose Da Silva").
import type { MatchCandidate, WskIdRecord } from '@portal/contract/user';

export type ComparedField = 'first_name' | 'last_name' | 'birthday' | 'country' | 'gender';

export type Agreement = Readonly<Record<ComparedField, boolean>>;

export function normaliseName(value: string | null | undefined): string {
  return (value ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const sameName = (a: string, b: string) => normaliseName(a) !== '' && normaliseName(a) === normaliseName(b);

export function compareCandidate(record: WskIdRecord, candidate: MatchCandidate): Agreement {
  return {
    first_name: sameName(record.first_name, candidate.first_name),
    last_name: sameName(record.last_name, candidate.last_name),
    birthday: record.birthday !== null && record.birthday === candidate.birthday,
    country: record.country !== null && record.country.id === candidate.country?.id,
    gender: record.gender !== null && record.gender === candidate.gender,
  };
}

/** The score as a whole percentage ("87%"). */
export function scorePercent(score: number): string {
  return `${Math.round(Math.min(Math.max(score, 0), 1) * 100)}%`;
}
