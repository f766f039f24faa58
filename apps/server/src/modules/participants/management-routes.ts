// An event's participant management under /api/client/events/{id}/participants/ (decision 017, slice 3):
// the list of every participant and its CSV or XLSX export. Access comes from the contract; scope and rules
// from the services.
import { exportEventParticipants, listEventParticipants } from '@portal/contract/endpoints/participants';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../platform/export/export-reply';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { EventReadDeps } from '../events/service';
import * as management from './management-service';
import * as participantsExport from './participants-export';

export async function participantManagementModule(app: FastifyInstance, deps: EventReadDeps) {
  registerEndpoint(app, listEventParticipants, (context) =>
    management.listEventParticipants(deps, callerOf(context), context.params, context.query, {
      requestUrl: context.request.url,
    }),
  );
  registerEndpoint(app, exportEventParticipants, async (context) => {
    const file = await participantsExport.exportEventParticipants(
      deps,
      callerOf(context),
      context.params,
      context.query,
    );
    return sendExport(context.reply, file);
  });
}
