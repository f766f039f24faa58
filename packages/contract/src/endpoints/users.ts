// Users calls of spec §7 (base client/users/users/). The authentication issue starts it with the current
// user; the sign-up, profile and user-management issues add theirs here.
import { defineEndpoint } from '../http';
import { userSchema } from '../user';

export const USERS_BASE = '/api/client/users/users/';

export const getMe = defineEndpoint({
  name: 'getMe',
  method: 'GET',
  path: `${USERS_BASE}me/`,
  access: { auth: 'token' },
  summary: 'The signed-in user.',
  tags: ['users'],
  response: userSchema,
});

export const usersEndpoints = [getMe] as const;
