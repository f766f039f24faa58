// User management's decisions (approvals.ts): who may call each approval, decline, the roles and deleting a
// user; the NF administrators' federation scope; what each decision grants, its audit row and e-mail; and
// two administrators deciding on one request at once.
import { CANNOT_DELETE_SELF_MESSAGE, NOT_PENDING_MESSAGE } from '@portal/contract/endpoints/user-management';
import { type Permission, ROLE_TYPES, type RoleType, roleSchema, SEEDED_ROLES } from '@portal/contract/roles';
import { userSchema } from '@portal/contract/user';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEvents } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { federations } from '../../db/schema/federations';
import { postalAddresses } from '../../db/schema/personal-details';
import { registrationProgresses } from '../../db/schema/registration';
import { users } from '../../db/schema/users';
import { DEMO_ATHLETE_EMAIL } from '../../db/seed/demo';
import { nextContact, outbox, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { openSession } from '../auth/service';
import { NF_FEDERATION_REQUIRED_MESSAGE } from './approvals';
import { approvePendingRole, declinePendingRole } from './approvals-queries';
import { UNKNOWN_FEDERATION_MESSAGE } from './steps';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const UNKNOWN_ID = 987_654;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(token === null ? {} : { headers: ctx.bearer(token) }),
    // Approvals are sent without a body, as the web app sends a plain "approve" (the bodies are nullish).
    ...(payload ? { payload } : {}),
  });

let italy: number;
let france: number;
let defaultFederation: number;

beforeAll(async () => {
  const rows = await ctx.db.select().from(federations);
  const idOf = (predicate: (row: (typeof rows)[number]) => boolean) => {
    const row = rows.find(predicate);
    if (!row) throw new Error('A reference federation is missing');
    return row.id;
  };
  italy = idOf((row) => row.code === 'ITA');
  france = idOf((row) => row.code === 'FRA');
  defaultFederation = idOf((row) => row.isDefault);
});

/** What a user asks for with set_is_* (decision 009): NF and WSK users ask for the viewer role. */
const REQUESTED: Record<'athlete' | 'wsk' | 'nf' | 'ito', { type: RoleType; permission: Permission | null }> =
  {
    athlete: { type: ROLE_TYPES.ATHLETE, permission: null },
    wsk: { type: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' },
    nf: { type: ROLE_TYPES.NF_ADMIN, permission: 'viewer' },
    ito: { type: ROLE_TYPES.ITO, permission: null },
  };

interface Target {
  readonly id: number;
  readonly email: string | null;
  readonly phone: string;
  /** An access token of the user's own session. */
  token(): Promise<string>;
}

/**
 * A user with a pending request, written straight to the database (fast enough for the access matrix):
 * athletes of Italy, NF users who chose Italy, unless told otherwise.
 */
async function pendingUser(
  request: keyof typeof REQUESTED,
  options: {
    federation?: number | null;
    nfAdminFederation?: number | null;
    phoneOnly?: boolean;
    /** The guest's sign-up steps all done (a password and every step flag). */
    guestStepsDone?: boolean;
  } = {},
): Promise<Target> {
  const contact = nextContact();
  const email = options.phoneOnly ? null : contact.email;
  const { type, permission } = REQUESTED[request];
  const [row] = await ctx.db
    .insert(users)
    .values({
      email,
      phone: contact.phone,
      firstName: 'Piera',
      lastName: 'Attesa',
      roleId: await ctx.roleIdOf(type, permission),
      roleStatus: 'pending',
      federationId:
        request === 'athlete' ? (options.federation === undefined ? italy : options.federation) : null,
      nfAdminFederationId:
        request === 'nf'
          ? options.nfAdminFederation === undefined
            ? italy
            : options.nfAdminFederation
          : null,
      ...(options.guestStepsDone && { passwordHash: 'not-a-real-hash' }),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('The test user insert returned no row');
  await ctx.db.insert(registrationProgresses).values({
    userId: row.id,
    stepRoleGuestIsSelected: true,
    stepUserMainInformation: true,
    ...(options.guestStepsDone && { stepPassportDetails: true, stepAddProfilePicture: true }),
  });
  return {
    id: row.id,
    email,
    phone: contact.phone,
    token: async () => (await openSession({ db: ctx.db, config: ctx.config }, row.id)).access,
  };
}

/** A registered guest: a user nobody needs to approve. */
async function plainUser(): Promise<Target> {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  return { id: user.id, email: user.email, phone: '', token: async () => tokens.access };
}

async function idOf(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

const auditOf = (targetUserId: number) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.targetUserId, targetUserId))
    .orderBy(asc(auditEvents.id));

async function me(target: Target) {
  const response = await call('GET', `${USERS}me/`, await target.token());
  expect(response.statusCode).toBe(200);
  return userSchema.parse(response.json());
}

const subjectsTo = async (address: string) => (await outbox(ctx, address)).map((message) => message.subject);

// Access matrix ---------------------------------------------------------------------------------------------

const ACTORS = [
  'anonymous',
  'guest',
  'athlete',
  'ito',
  'nfViewer',
  'nfAdmin',
  'wskViewer',
  'wskAdmin',
  'pendingNf',
] as const;
type Actor = (typeof ACTORS)[number];

const DEMO_EMAIL: Partial<Record<Actor, string>> = {
  guest: 'guest@portal.test',
  athlete: DEMO_ATHLETE_EMAIL,
  ito: 'ito@portal.test',
  nfViewer: 'nf.viewer@portal.test',
  nfAdmin: 'nf.admin@portal.test',
  wskViewer: 'wsk.viewer@portal.test',
  wskAdmin: 'wsk.admin@portal.test',
};

const tokens = new Map<Actor, string | null>();

beforeAll(async () => {
  for (const actor of ACTORS) {
    const email = DEMO_EMAIL[actor];
    if (email) tokens.set(actor, await ctx.tokenFor(email));
  }
  tokens.set('anonymous', null);
  // An NF user still waiting for approval, through the API as a real one would be.
  const { tokens: pending } = await signUp(ctx, { email: nextContact().email });
  const chosen = await call('POST', `${USERS}set_is_nf/`, pending.access);
  expect(chosen.statusCode).toBe(200);
  tokens.set('pendingNf', pending.access);
});

const tokenOf = (actor: Actor) => {
  const token = tokens.get(actor);
  if (token === undefined) throw new Error(`No token for ${actor}`);
  return token;
};

interface MatrixRow {
  readonly method: Method;
  readonly path: (id: number) => string;
  /** Who gets through; everyone else signed in gets 403, anonymous 401. */
  readonly allowed: readonly Actor[];
  readonly success: number;
  /** A user the call can succeed on. */
  readonly target: () => Promise<Target>;
}

const STAFF_ADMINS: readonly Actor[] = ['nfAdmin', 'wskAdmin'];
const WSK_ADMIN: readonly Actor[] = ['wskAdmin'];
const SIGNED_IN = ACTORS.filter((actor) => actor !== 'anonymous');

const decision = (
  method: 'PATCH' | 'DELETE',
  segment: string,
  request: keyof typeof REQUESTED,
  allowed: readonly Actor[],
): MatrixRow => ({
  method,
  path: (id) => `${USERS}${id}/${segment}/`,
  allowed,
  success: method === 'PATCH' ? 200 : 204,
  target: () => pendingUser(request),
});

const MATRIX: Record<string, MatrixRow> = {
  approveFederation: decision('PATCH', 'approve_federation', 'athlete', STAFF_ADMINS),
  approveWsk: decision('PATCH', 'approve_wsk', 'wsk', WSK_ADMIN),
  approveNf: decision('PATCH', 'approve_nf', 'nf', WSK_ADMIN),
  approveIto: decision('PATCH', 'approve_ito', 'ito', WSK_ADMIN),
  declineFederation: decision('DELETE', 'decline_federation', 'athlete', STAFF_ADMINS),
  declineWsk: decision('DELETE', 'decline_wsk', 'wsk', WSK_ADMIN),
  declineNf: decision('DELETE', 'decline_nf', 'nf', WSK_ADMIN),
  declineIto: decision('DELETE', 'decline_ito', 'ito', WSK_ADMIN),
  getRoles: {
    method: 'GET',
    path: () => `${USERS}roles/`,
    allowed: SIGNED_IN,
    success: 200,
    target: plainUser,
  },
  deleteUser: {
    method: 'DELETE',
    path: (id) => `${USERS}${id}/`,
    allowed: WSK_ADMIN,
    success: 204,
    target: plainUser,
  },
};

describe('who may call user management', () => {
  it.each(Object.entries(MATRIX))('%s', async (name, row) => {
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const actor of ACTORS) {
      const target = await row.target();
      const response = await call(row.method, row.path(target.id), tokenOf(actor));
      answers[actor] = response.statusCode;
      expected[actor] = actor === 'anonymous' ? 401 : row.allowed.includes(actor) ? row.success : 403;
    }
    expect(answers, name).toEqual(expected);
  });
});

// Approvals ------------------------------------------------------------------------------------------------

describe('approve_federation and the NF administrators’ scope', () => {
  it('an NF administrator approves a pending athlete of their federation: approved in me/, audited, e-mailed', async () => {
    const target = await pendingUser('athlete');
    expect(await me(target)).toMatchObject({ role: { type: 'athlete' }, role_status: 'pending' });
    const response = await call('PATCH', `${USERS}${target.id}/approve_federation/`, tokenOf('nfAdmin'));
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({ id: target.id, role_status: 'approved' });
    expect(await me(target)).toMatchObject({
      role: { type: 'athlete', permission: null },
      role_status: 'approved',
      national_federation: { id: italy },
    });
    const [audit, ...more] = await auditOf(target.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      actorUserId: await idOf('nf.admin@portal.test'),
      action: 'user.approve_federation',
      details: { role: 'athlete', permission: null, federation: italy, notified_by: 'email' },
    });
    expect(await subjectsTo(target.email ?? '')).toEqual(['Your Athlete role has been approved']);
  });

  it('NF administrators get the same 403 for another federation’s athlete, one without a federation and an unknown id', async () => {
    const french = await pendingUser('athlete', { federation: france });
    const stateless = await pendingUser('athlete', { federation: null });
    for (const segment of ['approve_federation', 'decline_federation']) {
      const method = segment.startsWith('approve') ? 'PATCH' : 'DELETE';
      const answers = await Promise.all(
        [french.id, stateless.id, UNKNOWN_ID].map((id) =>
          call(method, `${USERS}${id}/${segment}/`, tokenOf('nfAdmin')),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, segment).toBe(403);
      expect(new Set(answers.map((answer) => answer.body)).size, segment).toBe(1);
    }
    expect(await auditOf(french.id)).toHaveLength(0);
    expect(await me(french)).toMatchObject({ role_status: 'pending' });
  });

  it('WSK administrators approve athletes of any federation and learn that an id is unknown', async () => {
    const french = await pendingUser('athlete', { federation: france });
    const approved = await call('PATCH', `${USERS}${french.id}/approve_federation/`, tokenOf('wskAdmin'));
    expect(approved.statusCode).toBe(200);
    expect(await me(french)).toMatchObject({ role_status: 'approved' });
    for (const segment of ['approve_federation', 'approve_wsk', 'approve_nf', 'approve_ito']) {
      const response = await call('PATCH', `${USERS}${UNKNOWN_ID}/${segment}/`, tokenOf('wskAdmin'));
      expect(response.statusCode, segment).toBe(404);
    }
    for (const segment of ['decline_federation', 'decline_wsk', 'decline_nf', 'decline_ito']) {
      const response = await call('DELETE', `${USERS}${UNKNOWN_ID}/${segment}/`, tokenOf('wskAdmin'));
      expect(response.statusCode, segment).toBe(404);
    }
  });

  it('answers 400 when the user has no pending request of that kind', async () => {
    const athlete = await idOf(DEMO_ATHLETE_EMAIL);
    const ito = await pendingUser('ito');
    const cases = [
      [`${USERS}${athlete}/approve_federation/`, 'wskAdmin'],
      [`${USERS}${athlete}/approve_federation/`, 'nfAdmin'],
      [`${USERS}${ito.id}/approve_nf/`, 'wskAdmin'],
      [`${USERS}${ito.id}/approve_wsk/`, 'wskAdmin'],
      [`${USERS}${ito.id}/approve_federation/`, 'wskAdmin'],
      [`${USERS}${await idOf('ito@portal.test')}/approve_ito/`, 'wskAdmin'],
    ] as const;
    for (const [url, actor] of cases) {
      const response = await call('PATCH', url, tokenOf(actor));
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toBe(NOT_PENDING_MESSAGE);
    }
    const declined = await call('DELETE', `${USERS}${ito.id}/decline_wsk/`, tokenOf('wskAdmin'));
    expect(declined.statusCode).toBe(400);
    expect(await me(ito)).toMatchObject({ role: { type: 'ito' }, role_status: 'pending' });
  });
});

describe('approve_wsk, approve_nf, approve_ito', () => {
  it('approve_wsk grants the viewer role unless told admin, and the rights count at once', async () => {
    const viewer = await pendingUser('wsk');
    const asViewer = await call('PATCH', `${USERS}${viewer.id}/approve_wsk/`, tokenOf('wskAdmin'));
    expect(asViewer.statusCode).toBe(200);
    expect(await me(viewer)).toMatchObject({
      role: { type: 'wsk_admin', permission: 'viewer' },
      role_status: 'approved',
    });

    const admin = await pendingUser('wsk');
    const asAdmin = await call('PATCH', `${USERS}${admin.id}/approve_wsk/`, tokenOf('wskAdmin'), {
      permission: 'admin',
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(await me(admin)).toMatchObject({
      role: { type: 'wsk_admin', permission: 'admin' },
      role_status: 'approved',
    });
    const [audit] = await auditOf(admin.id);
    expect(audit).toMatchObject({
      action: 'user.approve_wsk',
      actorUserId: await idOf('wsk.admin@portal.test'),
      details: { role: 'wsk_admin', permission: 'admin', federation: null, notified_by: 'email' },
    });
    expect(await subjectsTo(admin.email ?? '')).toEqual(['Your WSK Admin role has been approved']);
    // The new administrator's own session now approves others.
    const ito = await pendingUser('ito');
    const byNewAdmin = await call('PATCH', `${USERS}${ito.id}/approve_ito/`, await admin.token());
    expect(byNewAdmin.statusCode).toBe(200);
  });

  it('approve_nf grants the NF role for the federation the user chose, or the one given', async () => {
    const chosen = await pendingUser('nf');
    const response = await call('PATCH', `${USERS}${chosen.id}/approve_nf/`, tokenOf('wskAdmin'));
    expect(response.statusCode).toBe(200);
    expect(await me(chosen)).toMatchObject({
      role: { type: 'nf_admin', permission: 'viewer' },
      role_status: 'approved',
      nf_admin_federation: { id: italy },
    });
    const [audit] = await auditOf(chosen.id);
    expect(audit).toMatchObject({
      action: 'user.approve_nf',
      details: { role: 'nf_admin', permission: 'viewer', federation: italy },
    });
    expect(await subjectsTo(chosen.email ?? '')).toEqual(['Your NF Viewer role has been approved']);

    const moved = await pendingUser('nf');
    const overridden = await call('PATCH', `${USERS}${moved.id}/approve_nf/`, tokenOf('wskAdmin'), {
      nf_admin_federation: france,
      permission: 'admin',
    });
    expect(overridden.statusCode).toBe(200);
    expect(await me(moved)).toMatchObject({
      role: { type: 'nf_admin', permission: 'admin' },
      nf_admin_federation: { id: france },
    });
    expect((await auditOf(moved.id))[0]?.details).toMatchObject({ permission: 'admin', federation: france });
  });

  it('approve_nf needs a real federation: chosen or given, never the default one', async () => {
    const undecided = await pendingUser('nf', { nfAdminFederation: null });
    const missing = await call('PATCH', `${USERS}${undecided.id}/approve_nf/`, tokenOf('wskAdmin'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalid_fields).toEqual({ nf_admin_federation: [NF_FEDERATION_REQUIRED_MESSAGE] });
    for (const federation of [defaultFederation, UNKNOWN_ID]) {
      const refused = await call('PATCH', `${USERS}${undecided.id}/approve_nf/`, tokenOf('wskAdmin'), {
        nf_admin_federation: federation,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().invalid_fields).toEqual({ nf_admin_federation: [UNKNOWN_FEDERATION_MESSAGE] });
    }
    expect(await me(undecided)).toMatchObject({ role_status: 'pending', nf_admin_federation: null });
    expect(await auditOf(undecided.id)).toHaveLength(0);
  });

  it('approve_ito grants the ITO role', async () => {
    const target = await pendingUser('ito');
    const response = await call('PATCH', `${USERS}${target.id}/approve_ito/`, tokenOf('wskAdmin'));
    expect(response.statusCode).toBe(200);
    expect(await me(target)).toMatchObject({ role: { type: 'ito' }, role_status: 'approved' });
    expect((await auditOf(target.id))[0]).toMatchObject({ action: 'user.approve_ito' });
    expect(await subjectsTo(target.email ?? '')).toEqual(['Your ITO role has been approved']);
  });

  it('a user without an e-mail is approved without a message; the audit row says so', async () => {
    const target = await pendingUser('ito', { phoneOnly: true });
    const response = await call('PATCH', `${USERS}${target.id}/approve_ito/`, tokenOf('wskAdmin'));
    expect(response.statusCode).toBe(200);
    expect((await auditOf(target.id))[0]?.details).toMatchObject({ notified_by: null });
    expect(await outbox(ctx, target.phone)).toEqual([]);
  });
});

describe('two decisions on one request', () => {
  it('a second approval gets 400 and changes nothing', async () => {
    const target = await pendingUser('wsk');
    const first = await call('PATCH', `${USERS}${target.id}/approve_wsk/`, tokenOf('wskAdmin'));
    expect(first.statusCode).toBe(200);
    const second = await call('PATCH', `${USERS}${target.id}/approve_wsk/`, tokenOf('wskAdmin'), {
      permission: 'admin',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(NOT_PENDING_MESSAGE);
    expect(await me(target)).toMatchObject({ role: { permission: 'viewer' } });
    expect(await auditOf(target.id)).toHaveLength(1);
  });

  it('the approval’s update acts only while the request is still pending', async () => {
    // Two requests that both read "pending" before either writes: the conditional update decides.
    const target = await pendingUser('ito');
    const pendingRoleId = await ctx.roleIdOf(ROLE_TYPES.ITO, null);
    const guestRoleId = await ctx.roleIdOf(ROLE_TYPES.GUEST, null);
    const approval = { id: target.id, pendingRoleId, roleId: pendingRoleId };
    expect(await approvePendingRole(ctx.db, approval)).toBe(true);
    expect(await approvePendingRole(ctx.db, approval)).toBe(false);
    expect(await declinePendingRole(ctx.db, { id: target.id, pendingRoleId, guestRoleId })).toBe(false);
    expect(await me(target)).toMatchObject({ role: { type: 'ito' }, role_status: 'approved' });
  });

  it('of an approval and a decline sent together only one acts', async () => {
    const target = await pendingUser('athlete');
    const answers = await Promise.all([
      call('PATCH', `${USERS}${target.id}/approve_federation/`, tokenOf('wskAdmin')),
      call('DELETE', `${USERS}${target.id}/decline_federation/`, tokenOf('nfAdmin')),
      call('PATCH', `${USERS}${target.id}/approve_federation/`, tokenOf('nfAdmin')),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(2);
    expect(await auditOf(target.id)).toHaveLength(1);
  });
});

// Declines -------------------------------------------------------------------------------------------------

describe('declining a request', () => {
  it('makes the user a guest without the federation, audited and e-mailed; missing guest steps reopen the registration', async () => {
    const target = await pendingUser('nf');
    const response = await call('DELETE', `${USERS}${target.id}/decline_nf/`, tokenOf('wskAdmin'));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await me(target)).toMatchObject({
      role: { type: 'guest' },
      role_status: 'approved',
      nf_admin_federation: null,
      // No password, passport or picture yet: the guard walks the guest through them.
      registration_completed: false,
    });
    const [audit, ...more] = await auditOf(target.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      action: 'user.decline_nf',
      actorUserId: await idOf('wsk.admin@portal.test'),
      details: { role: 'nf_admin', permission: 'viewer', federation: italy, notified_by: 'email' },
    });
    expect(await subjectsTo(target.email ?? '')).toEqual([
      'Your request for the NF Viewer role was declined',
    ]);
    // A guest chooses again.
    const again = await call('POST', `${USERS}set_is_ito/`, await target.token());
    expect(again.statusCode).toBe(200);
  });

  it('completes the registration at once when the guest’s steps are all done', async () => {
    const target = await pendingUser('athlete', { guestStepsDone: true });
    const response = await call('DELETE', `${USERS}${target.id}/decline_federation/`, tokenOf('nfAdmin'));
    expect(response.statusCode).toBe(204);
    expect(await me(target)).toMatchObject({
      role: { type: 'guest' },
      role_status: 'approved',
      registration_completed: true,
    });
    expect((await auditOf(target.id))[0]).toMatchObject({
      action: 'user.decline_federation',
      actorUserId: await idOf('nf.admin@portal.test'),
      details: { role: 'athlete', federation: italy },
    });
    expect(await subjectsTo(target.email ?? '')).toEqual(['Your request for the Athlete role was declined']);
  });

  it('declines WSK and ITO requests the same way', async () => {
    for (const [request, segment, subject] of [
      ['wsk', 'decline_wsk', 'Your request for the WSK Viewer role was declined'],
      ['ito', 'decline_ito', 'Your request for the ITO role was declined'],
    ] as const) {
      const target = await pendingUser(request);
      const response = await call('DELETE', `${USERS}${target.id}/${segment}/`, tokenOf('wskAdmin'));
      expect(response.statusCode, segment).toBe(204);
      expect(await me(target)).toMatchObject({ role: { type: 'guest' }, role_status: 'approved' });
      expect((await auditOf(target.id))[0]).toMatchObject({ action: `user.${segment}` });
      expect(await subjectsTo(target.email ?? '')).toEqual([subject]);
    }
  });
});

// Roles and deletion ---------------------------------------------------------------------------------------

describe('GET roles/', () => {
  it('lists the seven roles by type, then permission', async () => {
    const response = await call('GET', `${USERS}roles/`, tokenOf('guest'));
    expect(response.statusCode).toBe(200);
    const listed = z.array(roleSchema.strict()).parse(response.json());
    expect(listed.map(({ name, type, permission }) => ({ name, type, permission }))).toEqual([
      { name: 'Athlete', type: 'athlete', permission: null },
      { name: 'Guest', type: 'guest', permission: null },
      { name: 'ITO', type: 'ito', permission: null },
      { name: 'NF', type: 'nf_admin', permission: 'admin' },
      { name: 'NF', type: 'nf_admin', permission: 'viewer' },
      { name: 'WSK', type: 'wsk_admin', permission: 'admin' },
      { name: 'WSK', type: 'wsk_admin', permission: 'viewer' },
    ]);
    expect(listed).toHaveLength(SEEDED_ROLES.length);
  });
});

describe('DELETE users/{id}/', () => {
  it('erases the account as delete_me/ does, ends its sessions and audits it', async () => {
    const target = await plainUser();
    const token = await target.token();
    const saved = await call('PUT', `${USERS}${target.id}/postal_address/`, token, {
      country: 'IT',
      city: 'Roma',
      postcode: '00100',
      street: 'Via Roma 1',
    });
    expect(saved.statusCode).toBe(200);

    const response = await call('DELETE', `${USERS}${target.id}/`, tokenOf('wskAdmin'));
    expect(response.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ email: null, phone: null, passwordHash: null, firstName: '' });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt))),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(postalAddresses).where(eq(postalAddresses.userId, target.id)),
    ).toHaveLength(0);
    expect((await call('GET', `${USERS}me/`, token)).statusCode).toBe(401);
    const [audit, ...more] = await auditOf(target.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ action: 'user.delete', actorUserId: await idOf('wsk.admin@portal.test') });

    const again = await call('DELETE', `${USERS}${target.id}/`, tokenOf('wskAdmin'));
    expect(again.statusCode).toBe(404);
    expect(await auditOf(target.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for the administrator’s own account', async () => {
    expect((await call('DELETE', `${USERS}${UNKNOWN_ID}/`, tokenOf('wskAdmin'))).statusCode).toBe(404);
    const self = await call('DELETE', `${USERS}${await idOf('wsk.admin@portal.test')}/`, tokenOf('wskAdmin'));
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(CANNOT_DELETE_SELF_MESSAGE);
    expect((await call('GET', `${USERS}me/`, tokenOf('wskAdmin'))).statusCode).toBe(200);
  });
});
