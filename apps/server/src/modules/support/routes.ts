// POST /api/client/support/contact_us/ and a signed-in user's requests under /api/client/support/requests/.
import {
  contactSupport,
  createSupportRequest,
  getMySupportRequests,
} from '@portal/contract/endpoints/support';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as support from './service';

export async function supportModule(app: FastifyInstance, deps: support.SupportDeps) {
  registerEndpoint(app, contactSupport, async ({ body, request }) => {
    await support.contactSupport(deps, body, request.ip);
    return null;
  });
  registerEndpoint(app, createSupportRequest, (context) =>
    support.createSupportRequest(deps, callerOf(context).userId, context.body),
  );
  registerEndpoint(app, getMySupportRequests, (context) =>
    support.getMySupportRequests(deps, callerOf(context).userId),
  );
}
