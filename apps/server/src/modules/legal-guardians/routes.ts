// Legal guardians of minors under /api/client/users/legal-guardians/: record, change, read, and the
// upload URL of the signed consent.
import {
  createLegalGuardian,
  getLegalGuardian,
  presignLegalGuardianUpload,
  updateLegalGuardian,
} from '@portal/contract/endpoints/legal-guardians';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as guardians from './service';

export async function legalGuardiansModule(app: FastifyInstance, deps: guardians.LegalGuardiansDeps) {
  registerEndpoint(app, createLegalGuardian, (context) =>
    guardians.createGuardian(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, updateLegalGuardian, (context) =>
    guardians.changeGuardian(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, getLegalGuardian, (context) =>
    guardians.getGuardian(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, presignLegalGuardianUpload, (context) =>
    guardians.presignConsentUpload(deps, callerOf(context), context.body),
  );
}
