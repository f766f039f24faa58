// Development only (never registered in production): the outbox that stands in for e-mail and SMS, so a
// person and the tests can read codes and links.
import { z } from 'zod';
import { defineEndpoint } from '../http';

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const listOutbox = defineEndpoint({
  name: 'listOutbox',
  method: 'GET',
  path: '/api/dev/outbox/',
  access: { auth: 'public' },
  summary: 'Development only: messages sent to an address or phone number, newest first.',
  tags: ['dev'],
  query: z.object({ to: z.string().min(1) }),
  response: z.array(outboxMessageSchema),
});

/** Not part of `allEndpoints`' production surface; registered only outside production. */
export const devEndpoints = [listOutbox] as const;
