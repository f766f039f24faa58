// Legal guardians of minors (spec §7 Legal guardians, base client/users/legal-guardians/): the guardian of
// the signed-in minor with a signed consent document, and the guardian's anti-doping acknowledgement.
// After a change the web app reloads the current user, whose `legal_guardian` carries the summary.
import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from '../http';
import {
  GUARDIAN_RELATIONS,
  legalGuardianSummarySchema,
  presignedUploadSchema,
  storedFileSchema,
} from '../user';
import { agreementField, emailField, requiredChoice, textField } from '../zod-rules';
import { phoneField } from './auth';
import { requiredUploadField } from './sign-up-steps';
import { presignUploadBodySchema } from './uploads';

export const LEGAL_GUARDIANS_BASE = '/api/client/users/legal-guardians/';

export const ONLY_MINORS_MESSAGE = 'Only athletes under 18 give the details of a legal guardian';
export const GUARDIAN_EXISTS_MESSAGE = 'Your legal guardian is already recorded; edit it instead';

export const legalGuardianSchema = legalGuardianSummarySchema
  .extend({
    /** The consent signed by the guardian; null for viewers who may not see it. */
    consent_document: storedFileSchema.nullable(),
  })
  .meta({ id: 'LegalGuardian' });
export type LegalGuardian = z.infer<typeof legalGuardianSchema>;

export const legalGuardianBodyObject = z.object({
  first_name: textField(['required', { rule: 'max_length', length: 150 }]),
  last_name: textField(['required', { rule: 'max_length', length: 150 }]),
  relation: requiredChoice(GUARDIAN_RELATIONS),
  email: emailField(),
  phone: textField(['required']).pipe(phoneField()),
  /** The consent form signed by the guardian (`new_file_name` of this base's `presign_url/`). */
  consent_document: requiredUploadField(),
});
export type LegalGuardianBody = z.input<typeof legalGuardianBodyObject>;

export const createLegalGuardian = defineEndpoint({
  name: 'createLegalGuardian',
  method: 'POST',
  path: LEGAL_GUARDIANS_BASE,
  access: { auth: 'token' },
  summary:
    'Records the legal guardian of the signed-in minor (need_legal_guardian_step) with the signed consent, and marks the guardian step. One guardian per minor; change it with PATCH.',
  tags: ['legal guardians'],
  body: legalGuardianBodyObject,
  response: legalGuardianSchema,
  status: 201,
});

export const legalGuardianPatchSchema = legalGuardianBodyObject.partial().extend({
  /** The guardian's anti-doping acknowledgement (/legal-guardians/anti-doping); only true is accepted. */
  anti_doping_acknowledged: agreementField().optional(),
});
export type LegalGuardianPatch = z.input<typeof legalGuardianPatchSchema>;

export const updateLegalGuardian = defineEndpoint({
  name: 'updateLegalGuardian',
  method: 'PATCH',
  path: `${LEGAL_GUARDIANS_BASE}:id/`,
  access: { auth: 'token' },
  summary: 'Changes one’s own legal guardian, or records the guardian’s anti-doping acknowledgement.',
  tags: ['legal guardians'],
  params: idParamsSchema,
  body: legalGuardianPatchSchema,
  response: legalGuardianSchema,
});

export const getLegalGuardian = defineEndpoint({
  name: 'getLegalGuardian',
  method: 'GET',
  path: `${LEGAL_GUARDIANS_BASE}:id/`,
  access: { auth: 'token' },
  summary:
    'A legal guardian with a short-lived link to the consent: for the minor, WSK staff and NF staff of the minor’s federation (the link only for administrators).',
  tags: ['legal guardians'],
  params: idParamsSchema,
  response: legalGuardianSchema,
});

export const presignLegalGuardianUpload = defineEndpoint({
  name: 'presignLegalGuardianUpload',
  method: 'POST',
  path: `${LEGAL_GUARDIANS_BASE}presign_url/`,
  access: { auth: 'token' },
  summary: 'A single-use upload URL for the guardian’s consent document (as users `presign_url/`).',
  tags: ['legal guardians', 'uploads'],
  body: presignUploadBodySchema,
  response: presignedUploadSchema,
});

export const legalGuardiansEndpoints = [
  createLegalGuardian,
  updateLegalGuardian,
  getLegalGuardian,
  presignLegalGuardianUpload,
] as const;
