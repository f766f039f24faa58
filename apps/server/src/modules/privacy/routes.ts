// GET /api/client/users/users/me/data/: the caller's personal data as a JSON attachment, never cached.
import { getMyData, myDataFileName } from '@portal/contract/endpoints/privacy';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as privacy from './service';

export async function privacyModule(app: FastifyInstance, deps: privacy.PrivacyDeps) {
  registerEndpoint(app, getMyData, async (context) => {
    const data = await privacy.exportMyData(deps, callerOf(context).userId);
    context.reply
      .header('content-disposition', `attachment; filename="${myDataFileName(new Date(data.exported_at))}"`)
      .header('cache-control', 'no-store');
    return data;
  });
}
