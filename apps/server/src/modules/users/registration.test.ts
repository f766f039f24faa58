// Registration progress (GET my/, the national-federation step, flags set by the steps already built)
// and role selection (set_is_*): pending roles carry no rights, and only unfinished registrations or
// guests may change their own role.
import { defineEndpoint } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { registrationProgressSchema, userSchema } from '@portal/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registrationProgresses } from '../../db/schema/registration';
import { users } from '../../db/schema/users';
import { RECOVERY_ONLY_MESSAGE } from '../../platform/auth/guard';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import { nextContact, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { openSession } from '../auth/service';
import { ROLE_CHANGE_FORBIDDEN_MESSAGE } from './registration';

const nfOnly = defineEndpoint({
  name: 'getTestNfOnly',
  method: 'GET',
  path: '/api/test/nf-only/',
  access: { auth: 'token', roles: [ROLE_TYPES.NF_ADMIN] },
  summary: 'NF admins and viewers.',
  tags: ['test'],
  response: z.object({ role: z.string().nullable() }),
});

const ctx = useTestApp({
  seedDemo: true,
  configure(app) {
    registerEndpoint(app, nfOnly, (context) => ({ role: callerOf(context).role }));
  },
});

const USERS = '/api/client/users/users/';
const MY_PROGRESS = '/api/client/users/register-progresses/my/';
const nfStep = (id: number) => `/api/client/users/register-progresses/${id}/change_step_national_federation/`;

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: ctx.bearer(token) });
const post = (url: string, token: string) =>
  ctx.app.inject({ method: 'POST', url, headers: ctx.bearer(token) });
const setRole = (role: string, token: string) => post(`${USERS}set_is_${role}/`, token);

/** A fresh sign-up: a guest with a password and an unfinished registration. */
async function newSignUp() {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  return { id: user.id, token: tokens.access };
}

async function progressRowOf(userId: number) {
  const [row] = await ctx.db
    .select()
    .from(registrationProgresses)
    .where(eq(registrationProgresses.userId, userId));
  return row;
}

describe('GET register-progresses/my/', () => {
  it('answers the progress created at sign-up, never cached, with password_exists and completion', async () => {
    const { id, token } = await newSignUp();
    expect(await progressRowOf(id)).toBeDefined();
    const response = await get(MY_PROGRESS, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const progress = registrationProgressSchema.strict().parse(response.json());
    expect(progress).toMatchObject({
      password_exists: true,
      user__registration_completed: false,
      step_role_guest_is_selected: false,
      // The sign-up form asks for both names.
      step_user_main_information: true,
      step_national_federation: false,
      need_legal_guardian_step: false,
    });
  });

  it('creates the row on first read for an account without one (an invited user: no password)', async () => {
    const token = await ctx.token({ role: ROLE_TYPES.ATHLETE });
    const first = await get(MY_PROGRESS, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      password_exists: false,
      user__registration_completed: false,
      step_user_main_information: false,
    });
    const second = await get(MY_PROGRESS, token);
    expect(second.json().id).toBe(first.json().id);
  });

  it('shows the demo accounts every step done and their registration completed', async () => {
    const response = await get(MY_PROGRESS, await ctx.tokenFor('nf.viewer@portal.test'));
    const { id: _, need_legal_guardian_step, ...flags } = response.json();
    expect(need_legal_guardian_step).toBe(false);
    expect(Object.values(flags).every((value) => value === true)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: MY_PROGRESS })).statusCode).toBe(401);
  });
});

describe('POST register-progresses/{id}/change_step_national_federation/', () => {
  it('marks one’s own step and answers the progress; another user’s id or an unknown one is 404', async () => {
    const own = await newSignUp();
    const other = await newSignUp();
    const ownId = (await get(MY_PROGRESS, own.token)).json().id;
    const otherId = (await get(MY_PROGRESS, other.token)).json().id;

    const refused = await post(nfStep(otherId), own.token);
    expect(refused.statusCode).toBe(404);
    expect((await progressRowOf(other.id))?.stepNationalFederation).toBe(false);
    expect((await post(nfStep(999_999), own.token)).statusCode).toBe(404);

    const response = await post(nfStep(ownId), own.token);
    expect(response.statusCode).toBe(200);
    expect(registrationProgressSchema.parse(response.json())).toMatchObject({
      id: ownId,
      step_national_federation: true,
      password_exists: true,
    });
    expect((await get(MY_PROGRESS, own.token)).json().step_national_federation).toBe(true);
  });
});

describe('PATCH {id}/ and the main information step', () => {
  it('marks the step once both names are filled in after the update, creating the row if missing', async () => {
    const token = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' });
    const me = (await get(`${USERS}me/`, token)).json();
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `${USERS}${me.id}/`, headers: ctx.bearer(token), payload });

    expect((await patch({ first_name: 'Olga' })).statusCode).toBe(200);
    expect((await progressRowOf(me.id))?.stepUserMainInformation ?? false).toBe(false);

    expect((await patch({ last_name: 'Berg' })).statusCode).toBe(200);
    expect((await progressRowOf(me.id))?.stepUserMainInformation).toBe(true);
    expect((await get(MY_PROGRESS, token)).json().step_user_main_information).toBe(true);
  });
});

describe('set_is_* role selection', () => {
  it('makes a guest at once, and asks for the other roles pending approval, marking the role step', async () => {
    const cases = [
      ['guest', { type: 'guest', permission: null }, 'approved'],
      ['athlete', { type: 'athlete', permission: null }, 'pending'],
      ['nf', { type: 'nf_admin', permission: 'viewer' }, 'pending'],
      ['ito', { type: 'ito', permission: null }, 'pending'],
      ['wsk_viewer', { type: 'wsk_admin', permission: 'viewer' }, 'pending'],
    ] as const;
    for (const [choice, role, status] of cases) {
      const { id, token } = await newSignUp();
      const response = await setRole(choice, token);
      expect(response.statusCode, choice).toBe(200);
      const user = userSchema.parse(response.json());
      expect(user.id).toBe(id);
      expect(user.role, choice).toMatchObject(role);
      expect(user.role_status, choice).toBe(status);
      expect((await get(MY_PROGRESS, token)).json().step_role_guest_is_selected, choice).toBe(true);
    }
  });

  it('gives a pending role none of its rights until it is approved', async () => {
    const { id, token } = await newSignUp();
    expect((await setRole('nf', token)).json()).toMatchObject({ role_status: 'pending' });
    const pending = await get('/api/test/nf-only/', token);
    expect(pending.statusCode).toBe(403);

    // An approval (the user-management issue) is this flag; the next request counts it.
    await ctx.db.update(users).set({ roleStatus: 'approved' }).where(eq(users.id, id));
    const approved = await get('/api/test/nf-only/', token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ role: 'nf_admin' });
  });

  it('answers role_status in every user reply', async () => {
    const me = await get(`${USERS}me/`, await ctx.tokenFor('athlete@portal.test'));
    expect(me.json()).toMatchObject({ role_status: 'approved', role: { type: 'athlete' } });
  });

  it('refuses a role change after registration is completed, but always lets a guest choose', async () => {
    const athlete = await setRole('guest', await ctx.tokenFor('athlete@portal.test'));
    expect(athlete.statusCode).toBe(403);
    expect(athlete.json().error.message).toBe(ROLE_CHANGE_FORBIDDEN_MESSAGE);
    const nfViewer = await setRole('nf', await ctx.tokenFor('nf.viewer@portal.test'));
    expect(nfViewer.statusCode).toBe(403);

    const guestToken = await ctx.tokenFor('guest@portal.test');
    const asked = await setRole('athlete', guestToken);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ role: { type: 'athlete' }, role_status: 'pending' });
    // No longer a guest, registration completed: only an administrator changes it now.
    expect((await setRole('guest', guestToken)).statusCode).toBe(403);
  });

  it('lets an unfinished registration change its mind', async () => {
    const { token } = await newSignUp();
    expect((await setRole('ito', token)).statusCode).toBe(200);
    const again = await setRole('wsk_viewer', token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ role: { type: 'wsk_admin', permission: 'viewer' } });
  });

  it('refuses a recovery token', async () => {
    const { id } = await newSignUp();
    const recovery = await openSession(ctx, id, 'recovery');
    const response = await setRole('guest', recovery.access);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(RECOVERY_ONLY_MESSAGE);
    expect((await get(MY_PROGRESS, recovery.access)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `${USERS}set_is_guest/` })).statusCode).toBe(401);
  });
});
