// Applications to serve an event as staff, LOC or ITO (decision 017): the signed-in person's standing and
// their application. Access comes from the contract; the rules from role-service.ts.
import {
  applyAsIto,
  applyForStaff,
  getItoRegistration,
  getStaffRegistration,
} from '@portal/contract/endpoints/role-registration';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { EventReadDeps } from '../events/service';
import * as roles from './role-service';

export function roleRegistrationRoutes(app: FastifyInstance, deps: EventReadDeps): void {
  registerEndpoint(app, getStaffRegistration, (context) =>
    roles.getStaffRegistration(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, applyForStaff, (context) =>
    roles.applyForStaff(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, getItoRegistration, (context) =>
    roles.getItoRegistration(deps, callerOf(context), context.params),
  );
  registerEndpoint(app, applyAsIto, (context) =>
    roles.applyAsIto(deps, callerOf(context), context.params, context.body),
  );
}
