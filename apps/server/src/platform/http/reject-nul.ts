// PostgreSQL text cannot hold the NUL character, so input carrying one would fail deep in a query as a
// 500. Every request's params, query and body are checked once here, before validation, and such input is
// a 400 on the field that holds it.
import type { InvalidFields } from '@portal/contract/http';
import type { FastifyInstance } from 'fastify';
import { NON_FIELD_ERRORS } from './error-handler';
import { Invalid } from './errors';

export const NUL_CHARACTER_MESSAGE = 'This field contains a character that is not allowed';

/** Dotted paths of the strings (keys included) below `value` that contain U+0000. */
export function pathsWithNul(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes('\u0000') ? [[...path, key].join('.')] : pathsWithNul(item, [...path, key]),
    );
  }
  return [];
}

export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [request.params, request.query, request.body].flatMap((part) => pathsWithNul(part));
    if (paths.length === 0) return;
    const fields: InvalidFields = {};
    for (const path of paths) fields[path || NON_FIELD_ERRORS] = [NUL_CHARACTER_MESSAGE];
    throw new Invalid(fields);
  });
}
