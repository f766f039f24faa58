// Accreditation under /api/client/events/ (decision 017): an approved participant's credential, its card as
// a PDF (a binary body, like the users export) and the venue check of a scanned card. Access comes from the
// contract; scope and rules from the service. Replies holding a signed token are never cached.
import { checkCredential, getCredential, getCredentialPdf } from '@portal/contract/endpoints/credentials';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as credentials from './service';

export async function credentialsModule(app: FastifyInstance, deps: credentials.CredentialsDeps) {
  registerEndpoint(app, getCredential, (context) => {
    context.reply.header('cache-control', 'no-store');
    return credentials.getCredential(deps, callerOf(context), context.params);
  });
  // The PDF's bytes skip the response serializer; the string schema documents them.
  registerEndpoint(app, getCredentialPdf, async (context) => {
    const card = await credentials.getCredentialPdf(deps, callerOf(context), context.params);
    context.reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${card.filename}"`)
      .header('cache-control', 'no-store');
    return context.reply.send(Buffer.from(card.bytes));
  });
  registerEndpoint(app, checkCredential, (context) => {
    // A check's answer holds only for the moment it was made.
    context.reply.header('cache-control', 'no-store');
    return credentials.checkCredential(deps, callerOf(context), context.params, context.query);
  });
}
