// Accreditation (spec §2 `/pdf/:id` and `/guard-check/:eventId/:userId/:roleId`; decision 017): an approved
// participant's credential, its printable card generated on the server as a PDF, and the check venue staff
// make by scanning the card's QR code. The QR code carries a signed token, so a check never trusts the
// address alone.
import { z } from 'zod';
import { defineEndpoint, idParam } from '../http';
import { credentialCheckSchema, credentialSchema } from '../participant';
import { EVENTS_BASE } from './events';

const signedIn = { auth: 'token' } as const;

export const CREDENTIAL_MESSAGES = {
  /** 404: the participant does not exist or the caller may not see it. */
  CREDENTIAL_NOT_FOUND: 'Credential not found',
  /** 400: only an approved registration has a credential. */
  NOT_APPROVED: 'Only approved registrations have a credential',
  /** 403: the check is for the event's staff and LOC members and for WSK staff. */
  CHECK_NOT_ALLOWED: 'Only the event’s staff can check credentials',
} as const;

/** The query parameter of the check address that carries the signed token. */
export const CREDENTIAL_TOKEN_PARAM = 'token';

export const credentialParamsSchema = z.object({ participantId: idParam });

/** The web address's `:eventId` is the API's `:id`, as in every event call. */
export const credentialCheckParamsSchema = z.object({
  id: idParam,
  userId: idParam,
  /** The credential: the participant's id. */
  roleId: idParam,
});

export const credentialCheckQuerySchema = z.object({
  /** The signed token of the QR code; a missing or malformed token reads "not genuine", never 400. */
  token: z.string().max(2000).optional(),
});

export const getCredential = defineEndpoint({
  name: 'getCredential',
  method: 'GET',
  path: `${EVENTS_BASE}participants/:participantId/credential/`,
  access: signedIn,
  summary:
    'An approved participant’s credential: what the card shows and its signed check address. To the person, their federation’s NF staff and WSK staff (404 to others; 400 while not approved).',
  tags: ['accreditation'],
  params: credentialParamsSchema,
  response: credentialSchema,
});

export const getCredentialPdf = defineEndpoint({
  name: 'getCredentialPdf',
  method: 'GET',
  path: `${EVENTS_BASE}participants/:participantId/credential/pdf/`,
  access: signedIn,
  summary:
    'The printable accreditation card as a PDF generated on the server (name, photo, federation, role, event and the QR code of the check address). Same access as the credential.',
  tags: ['accreditation'],
  params: credentialParamsSchema,
  response: z.string().meta({ description: 'The PDF’s bytes', format: 'binary' }),
});

export const checkCredential = defineEndpoint({
  name: 'checkCredential',
  method: 'GET',
  path: `${EVENTS_BASE}:id/guard-check/:userId/:roleId/`,
  access: signedIn,
  summary:
    'Checks a scanned credential: valid only when the token’s signature holds, it has not expired, it names the address’s event, person and credential, and the registration is still approved. For the event’s staff and LOC members and WSK staff (403 to others). Every check is audited.',
  tags: ['accreditation'],
  params: credentialCheckParamsSchema,
  query: credentialCheckQuerySchema,
  response: credentialCheckSchema,
});

export const credentialsEndpoints = [getCredential, getCredentialPdf, checkCredential] as const;
