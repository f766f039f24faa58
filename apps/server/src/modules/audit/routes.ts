// The audit log under /api/client/audit/events/: one read, for WSK administrators. There is deliberately no
// write route: entries are added by the services that act, and never changed (decision 024).
import { listAuditEvents } from '@portal/contract/endpoints/audit';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import * as audit from './service';

export async function auditModule(app: FastifyInstance, deps: audit.AuditReadDeps) {
  registerEndpoint(app, listAuditEvents, (context) =>
    audit.listAuditEvents(deps, context.query, { requestUrl: context.request.url }),
  );
}
