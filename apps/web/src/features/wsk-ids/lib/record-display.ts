// How a record's fields read on screen (§3): display name joining first name, last name and WSK id,
// birthday DD/MM/YYYY, gender as Male/Female/X or a dash, the recognised country or the raw nationality.
import { genderDisplay } from '@portal/contract/constants';
import { athleteMatchDisplayName, type WskIdRecord } from '@portal/contract/user';
import { formatDate } from '../../../shared/format/date';

export interface RecordDisplay {
  readonly name: string;
  readonly birthday: string;
  readonly gender: string;
  readonly country: string;
}

export function recordDisplay(record: WskIdRecord): RecordDisplay {
  return {
    name: athleteMatchDisplayName(record),
    birthday: formatDate(record.birthday),
    gender: genderDisplay(record.gender),
    country: record.country?.name ?? (record.nationality_raw?.trim() || '-'),
  };
}
