// Applications to serve an event (spec §2 `/event/:id/staff/registration`, `/event/:id/loc/registration`,
// `/event/:id/:sportId/ito/registration`; decision 017): the signed-in person applies to the event's staff or
// LOC, or as an ITO of one sport, with a function. Applications are pending participants until WSK
// administrators approve them (the person then joins the event's staff, LOC or ITO list in the same
// transaction) or reject them; the person withdraws their own. WSK reads and decides them on the event's
// participants list (`kind` staff, loc or ito).
import { z } from 'zod';
import { STAFF_GROUPS } from '../event-parts';
import { defineEndpoint, idParam } from '../http';
import { participantSchema, roleRegistrationSchema } from '../participant';
import { requiredChoice, textField } from '../zod-rules';
import { EVENTS_BASE, eventSportParamsSchema } from './events';

const signedIn = { auth: 'token' } as const;

export const ROLE_REGISTRATION_MESSAGES = {
  /** 400: applications are taken until the event's last day has passed in its time zone. */
  EVENT_OVER: 'The event is over',
  /** 400 on `user`: the person already serves the event in this role. */
  ALREADY_SERVING: 'You are already on this list for the event',
} as const;

export const staffRegistrationParamsSchema = z.object({
  id: idParam,
  group: requiredChoice(STAFF_GROUPS),
});

export const roleRegistrationBodySchema = z.object({
  /** What the person would do at the event ("Volunteer coordinator", "Referee"). */
  function: textField(['required', { rule: 'max_length', length: 150 }]),
});
export type RoleRegistrationBody = z.input<typeof roleRegistrationBodySchema>;

export const getStaffRegistration = defineEndpoint({
  name: 'getStaffRegistration',
  method: 'GET',
  path: `${EVENTS_BASE}:id/role-registration/:group/`,
  access: signedIn,
  summary:
    'Whether the signed-in person may apply to the event’s staff or LOC now, why not (never hidden), their latest application and whether they already serve.',
  tags: ['registration'],
  params: staffRegistrationParamsSchema,
  response: roleRegistrationSchema,
});

export const applyForStaff = defineEndpoint({
  name: 'applyForStaff',
  method: 'POST',
  path: `${EVENTS_BASE}:id/role-registration/:group/`,
  access: signedIn,
  summary:
    'The signed-in person applies to the event’s staff or LOC with a function: pending until WSK administrators decide. Audited.',
  tags: ['registration'],
  params: staffRegistrationParamsSchema,
  body: roleRegistrationBodySchema,
  response: participantSchema,
  status: 201,
});

export const getItoRegistration = defineEndpoint({
  name: 'getItoRegistration',
  method: 'GET',
  path: `${EVENTS_BASE}:id/sports/:sportId/ito-registration/`,
  access: signedIn,
  summary:
    'Whether the signed-in person may apply as an international technical official of the event sport now, why not (`not_an_ito` for anyone without an approved ITO role), their latest application and whether they already serve.',
  tags: ['registration'],
  params: eventSportParamsSchema,
  response: roleRegistrationSchema,
});

export const applyAsIto = defineEndpoint({
  name: 'applyAsIto',
  method: 'POST',
  path: `${EVENTS_BASE}:id/sports/:sportId/ito-registration/`,
  access: signedIn,
  summary:
    'An approved ITO applies to officiate the event sport with a function: pending until WSK administrators decide. Audited.',
  tags: ['registration'],
  params: eventSportParamsSchema,
  body: roleRegistrationBodySchema,
  response: participantSchema,
  status: 201,
});

export const roleRegistrationEndpoints = [
  getStaffRegistration,
  applyForStaff,
  getItoRegistration,
  applyAsIto,
] as const;
