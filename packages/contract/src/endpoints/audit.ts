// The audit log (decision 024): the administrative and money actions, who did them to whom and when, with the
// state before and after. WSK administrators read it; nobody edits or deletes an entry, so the API has
// this one read and no write.
import { z } from 'zod';
import { defineEndpoint, idParam, pagedSchema, pageQuerySchema } from '../http';
import { calendarDay } from '../zod-rules';

export const AUDIT_BASE = '/api/client/audit/events/';

export const AUDIT_MESSAGES = {
  ACTION: 'Enter an action such as user.approve_nf, or a prefix such as user.',
  DATE: 'Enter a valid date',
  DATE_RANGE: 'The start date must not be after the end date',
} as const;

/** `user.approve_nf` (that action) or `user.` (every action of users): lower-case words and underscores. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9_]*(\.([a-z][a-z0-9_]*)?)?$/;

/** An exact action, or a prefix when it ends with a dot. */
export function isAuditActionPrefix(action: string): boolean {
  return action.endsWith('.');
}

export const auditEventsQuerySchema = pageQuerySchema
  .extend({
    /** An exact action (`user.approve_nf`) or, ending with a dot, every action under it (`user.`). */
    action: z.string().trim().max(100).regex(AUDIT_ACTION_PATTERN, AUDIT_MESSAGES.ACTION).optional(),
    /** The actor's user id. */
    actor: idParam.optional(),
    /** Part of the actor's name or e-mail, case-insensitive. */
    actor_search: z.string().trim().max(100).optional(),
    /** The user the action concerned. */
    target: idParam.optional(),
    /** The first and last day (UTC, inclusive) of the entries. */
    date_from: calendarDay(AUDIT_MESSAGES.DATE).optional(),
    date_to: calendarDay(AUDIT_MESSAGES.DATE).optional(),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_from'],
    error: AUDIT_MESSAGES.DATE_RANGE,
  });
export type AuditEventsQuery = z.input<typeof auditEventsQuerySchema>;

export const auditActorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
});

export const auditTargetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

export const auditEventSchema = z
  .object({
    id: z.number().int(),
    time: z.iso.datetime({ offset: true }),
    action: z.string(),
    /** Null for the system itself (a provider's notification, a job) or an actor no longer known. */
    actor: auditActorSchema.nullable(),
    target: auditTargetSchema.nullable(),
    details: z.record(z.string(), z.unknown()),
    /** The changed state before and after the action, when it has one (a role and status, an amount…). */
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const listAuditEvents = defineEndpoint({
  name: 'listAuditEvents',
  method: 'GET',
  path: AUDIT_BASE,
  access: { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  summary:
    'The audit log, newest first, paged in SQL and filtered by action (exact or a prefix ending in a dot), actor (id or name/e-mail search), target user and dates. WSK administrators only; entries cannot be changed.',
  tags: ['audit'],
  query: auditEventsQuerySchema,
  response: pagedSchema(auditEventSchema),
});

export const auditEndpoints = [listAuditEvents] as const;
