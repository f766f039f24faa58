// The message of a failed import: the server's own words for a refused file (missing columns, an empty
// file), a plain sentence for a file over the size limit, and a retry hint for anything else.
import { MAX_WSK_ID_IMPORT_CHARS } from '@portal/contract/endpoints/wsk-ids';
import { ApiError } from '../../../shared/api/api-error';

export const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_WSK_ID_IMPORT_CHARS / 1_000_000} MB. Split it and import the parts one by one.`;

export function importErrorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return ['The file could not be imported. Please try again.'];
  const status = error.statusCode ?? error.error.code;
  if (status === 413) return [TOO_LARGE_MESSAGE];
  if (status === 400 || status === 422) {
    // The field messages say what is wrong; the general one ("Invalid input") only when there are none.
    const fields = Object.values(error.invalid_fields ?? {})
      .flat()
      .filter((message) => typeof message === 'string' && message !== '');
    if (fields.length > 0) return [...new Set(fields)];
    return [error.error.message || 'The file could not be read as a CSV.'];
  }
  if (status === 403) return ['Only WSK administrators may import the database.'];
  return ['The file could not be imported. Check your connection and try again.'];
}
