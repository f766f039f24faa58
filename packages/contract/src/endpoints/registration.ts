// Registration progress and role selection (spec §3 Registration progress, §4 Sign-up guard and Role
// assignment, §7 register-progresses and set_is_* calls).
import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from '../http';
import { registrationProgressSchema, userSchema } from '../user';
import { USERS_BASE } from './users';

export const REGISTER_PROGRESSES_BASE = '/api/client/users/register-progresses/';

export const getMyRegistrationProgress = defineEndpoint({
  name: 'getMyRegistrationProgress',
  method: 'GET',
  path: `${REGISTER_PROGRESSES_BASE}my/`,
  access: { auth: 'token' },
  summary: 'The signed-in user’s registration progress, always fresh (the sign-up guard reads it).',
  tags: ['registration'],
  response: registrationProgressSchema,
});

export const changeStepNationalFederation = defineEndpoint({
  name: 'changeStepNationalFederation',
  method: 'POST',
  path: `${REGISTER_PROGRESSES_BASE}:id/change_step_national_federation/`,
  access: { auth: 'token' },
  summary: 'Marks the national-federation step of one’s own registration progress as completed.',
  tags: ['registration'],
  params: idParamsSchema,
  response: registrationProgressSchema,
});

/** The roles a user can give themselves (§4): a guest at once, the others pending an approval. */
export const SELF_ASSIGNABLE_ROLES = ['athlete', 'guest', 'nf', 'ito', 'wsk_viewer'] as const;
export type SelfAssignableRole = (typeof SELF_ASSIGNABLE_ROLES)[number];

const setRole = (role: SelfAssignableRole, name: string, summary: string) =>
  defineEndpoint({
    name,
    method: 'POST',
    path: `${USERS_BASE}set_is_${role}/`,
    access: { auth: 'token' },
    summary,
    tags: ['registration'],
    response: userSchema,
  });

export const setIsAthlete = setRole(
  'athlete',
  'setIsAthlete',
  'Asks for the athlete role (pending approval).',
);
export const setIsGuest = setRole('guest', 'setIsGuest', 'Becomes a guest (no approval needed).');
export const setIsNf = setRole('nf', 'setIsNf', 'Asks for the NF role as a viewer (pending approval).');
export const setIsIto = setRole('ito', 'setIsIto', 'Asks for the ITO role (pending approval).');
export const setIsWskViewer = setRole(
  'wsk_viewer',
  'setIsWskViewer',
  'Asks for the WSK viewer role (pending approval).',
);

export const SET_ROLE_ENDPOINTS = {
  athlete: setIsAthlete,
  guest: setIsGuest,
  nf: setIsNf,
  ito: setIsIto,
  wsk_viewer: setIsWskViewer,
} as const satisfies Record<SelfAssignableRole, unknown>;

export const registrationEndpoints = [
  getMyRegistrationProgress,
  changeStepNationalFederation,
  setIsAthlete,
  setIsGuest,
  setIsNf,
  setIsIto,
  setIsWskViewer,
] as const;

export const roleSelectionSchema = z.enum(SELF_ASSIGNABLE_ROLES);
