// Marathon team applications (decision 019): the current period, applying with or without an account, the
// e-mail code, WSK's review and decision, withdrawing. Access comes from the contract; scope and rules from
// the service.
import {
  changeTeamApplicationStatus,
  confirmTeamApplicationEmail,
  createTeamApplication,
  getCurrentTeamApplicationPeriod,
  getTeamApplication,
  listMyTeamApplications,
  listTeamApplications,
  presignTeamApplicationDocument,
  sendTeamApplicationCode,
  withdrawTeamApplication,
} from '@portal/contract/endpoints/team-applications';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { toPageRequest } from '../../platform/http/paging';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { Messaging } from '../../platform/messaging/messaging';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import type { FileStorage } from '../../platform/storage/storage';
import * as service from './service';

export interface TeamApplicationsDeps {
  readonly db: Database;
  readonly config: Config;
  readonly messaging: Messaging;
  readonly storage: FileStorage;
  readonly rateLimitStore: RateLimitStore;
}

export async function teamApplicationsModule(
  app: FastifyInstance,
  deps: TeamApplicationsDeps,
): Promise<void> {
  registerEndpoint(app, getCurrentTeamApplicationPeriod, () => service.currentPeriod(deps.db));

  registerEndpoint(app, presignTeamApplicationDocument, ({ body, request }) =>
    service.presignDocument(deps, body, request.ip),
  );

  registerEndpoint(app, createTeamApplication, ({ auth, body, request }) =>
    service.apply(deps, auth, body, request.ip),
  );

  registerEndpoint(app, sendTeamApplicationCode, ({ params, body, request }) =>
    service.resendCode(deps, params.id, body, request.ip),
  );

  registerEndpoint(app, confirmTeamApplicationEmail, ({ body }) => service.confirmEmail(deps, body));

  registerEndpoint(app, listTeamApplications, (context) =>
    service.listApplications(deps, context.query, toPageRequest(context.query), context.request.url),
  );

  registerEndpoint(app, listMyTeamApplications, (context) =>
    service.listMyApplications(deps, callerOf(context)),
  );

  registerEndpoint(app, getTeamApplication, (context) =>
    service.getApplication(deps, callerOf(context), context.params.id),
  );

  registerEndpoint(app, withdrawTeamApplication, async (context) => {
    await service.withdrawApplication(deps, callerOf(context), context.params.id);
    return null;
  });

  registerEndpoint(app, changeTeamApplicationStatus, (context) =>
    service.changeStatus(deps, callerOf(context), context.params.id, context.body),
  );
}
