// Development only: GET /api/dev/outbox/?to=, the e-mails and SMS the outbox holds for an address or a
// phone number. app.ts registers this module only when NODE_ENV is not production.
import { listOutbox } from '@portal/contract/endpoints/dev';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../platform/http/route';
import { listOutboxMessages } from '../../platform/messaging/outbox';

export async function devModule(app: FastifyInstance, { db }: { readonly db: Database }) {
  registerEndpoint(app, listOutbox, async ({ query }) => {
    const rows = await listOutboxMessages(db, { to: query.to });
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      created_at: row.createdAt.toISOString(),
    }));
  });
}
