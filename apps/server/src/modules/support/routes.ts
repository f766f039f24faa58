// POST /api/client/support/contact_us/.
import { contactSupport } from '@portal/contract/endpoints/support';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import * as support from './service';

export async function supportModule(app: FastifyInstance, deps: support.SupportDeps) {
  registerEndpoint(app, contactSupport, async ({ body, request }) => {
    await support.contactSupport(deps, body, request.ip);
    return null;
  });
}
