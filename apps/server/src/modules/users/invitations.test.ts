// Invitations (invitations.ts): who may invite whom; the account created or given the role, approved; the
// e-mailed one-time sign-in link; re-sending; refusing an account that has another role; the NF
// administrators' athletes joining their federation; the audit rows.
import {
  inviteAthlete,
  inviteIto,
  inviteNf,
  inviteWsk,
  ROLE_TAKEN_MESSAGE,
} from '@portal/contract/endpoints/user-management';
import { loginByToken } from '@portal/contract/endpoints/verification';
import { ROLE_TYPES } from '@portal/contract/roles';
import { userSchema } from '@portal/contract/user';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { federations } from '../../db/schema/federations';
import { registrationProgresses } from '../../db/schema/registration';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { DEMO_ATHLETE_EMAIL } from '../../db/seed/demo';
import { nextContact, outbox, signIn, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { UNKNOWN_FEDERATION_MESSAGE } from './steps';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const UNKNOWN_ID = 987_654;

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(token === null ? {} : { headers: ctx.bearer(token) }),
    ...(payload ? { payload } : {}),
  });

let italy: number;
let france: number;
let defaultFederation: number;

const ACTORS = [
  'anonymous',
  'guest',
  'athlete',
  'ito',
  'nfViewer',
  'nfAdmin',
  'wskViewer',
  'wskAdmin',
] as const;
type Actor = (typeof ACTORS)[number];

const DEMO_EMAIL: Record<Exclude<Actor, 'anonymous'>, string> = {
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
  const rows = await ctx.db.select().from(federations);
  const idOf = (predicate: (row: (typeof rows)[number]) => boolean) => {
    const row = rows.find(predicate);
    if (!row) throw new Error('A reference federation is missing');
    return row.id;
  };
  italy = idOf((row) => row.code === 'ITA');
  france = idOf((row) => row.code === 'FRA');
  defaultFederation = idOf((row) => row.isDefault);
  tokens.set('anonymous', null);
  for (const [actor, email] of Object.entries(DEMO_EMAIL))
    tokens.set(actor as Actor, await ctx.tokenFor(email));
});

const tokenOf = (actor: Actor) => {
  const token = tokens.get(actor);
  if (token === undefined) throw new Error(`No token for ${actor}`);
  return token;
};

type Kind = 'wsk' | 'nf' | 'athlete' | 'ito';
const PATHS: Record<Kind, string> = {
  wsk: inviteWsk.path,
  nf: inviteNf.path,
  athlete: inviteAthlete.path,
  ito: inviteIto.path,
};

/** Invites `email` (a fresh one unless given); invite_nf/ is for Italy unless the body says otherwise. */
const invite = (kind: Kind, actor: Actor, body: Record<string, unknown> = {}) =>
  call('POST', PATHS[kind], tokenOf(actor), {
    email: nextContact().email,
    ...(kind === 'nf' && { nf_admin_federation: italy }),
    ...body,
  });

async function userRow(email: string) {
  const [row] = await ctx.db
    .select({ user: users, role: roles })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

const progressOf = async (userId: number) => {
  const [row] = await ctx.db
    .select()
    .from(registrationProgresses)
    .where(eq(registrationProgresses.userId, userId));
  return row;
};

const auditOf = (targetUserId: number) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.targetUserId, targetUserId))
    .orderBy(asc(auditEvents.id));

/** The token of every /login_by_token/ link e-mailed to `email`, newest first. */
async function loginTokens(email: string): Promise<string[]> {
  return (await outbox(ctx, email)).map((message) => {
    const token = /http:\/\/portal\.test\/login_by_token\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    if (!token) throw new Error(`No sign-in link in “${message.subject}”`);
    return token;
  });
}

const signInByToken = (token: string) =>
  ctx.app.inject({ method: 'POST', url: loginByToken.path, payload: { token } });

describe('who may invite', () => {
  const allowed: Record<Kind, readonly Actor[]> = {
    wsk: ['wskAdmin'],
    nf: ['wskAdmin'],
    athlete: ['nfAdmin', 'wskAdmin'],
    ito: ['wskAdmin'],
  };
  it.each(Object.keys(PATHS) as Kind[])('invite_%s', async (kind) => {
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const actor of ACTORS) {
      const email = nextContact().email;
      const response = await invite(kind, actor, { email });
      answers[actor] = response.statusCode;
      expected[actor] = actor === 'anonymous' ? 401 : allowed[kind].includes(actor) ? 201 : 403;
      // A refused call creates nothing.
      if (answers[actor] !== 201) expect(await userRow(email), actor).toBeUndefined();
    }
    expect(answers).toEqual(expected);
  });
});

describe('inviting a new e-mail', () => {
  it('creates the account with the role, approved, no password; e-mails a link that signs in once; audited', async () => {
    const email = nextContact().email;
    const response = await invite('wsk', 'wskAdmin', {
      email: email.toUpperCase(),
      first_name: 'Wanda',
      last_name: 'Skate',
      permission: 'admin',
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      email,
      email_verified: false,
      first_name: 'Wanda',
      last_name: 'Skate',
      role: { type: ROLE_TYPES.WSK_ADMIN, permission: 'admin' },
      role_status: 'approved',
      registration_completed: false,
    });
    const row = await userRow(email);
    expect(row?.user).toMatchObject({
      id: user.id,
      passwordHash: null,
      emailVerified: false,
      roleStatus: 'approved',
    });
    expect(await progressOf(user.id)).toMatchObject({
      stepUserMainInformation: true,
      stepRoleGuestIsSelected: true,
      stepPassportDetails: false,
    });
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        actorUserId: (await userRow('wsk.admin@portal.test'))?.user.id,
        action: 'user.invite_wsk',
        details: { role: 'wsk_admin', permission: 'admin', federation: null, created: true },
      }),
    ]);

    const messages = await outbox(ctx, email);
    expect(messages.map((message) => message.subject)).toEqual([
      'You are invited to the federation portal as WSK Admin',
    ]);
    const [token] = await loginTokens(email);
    const first = await signInByToken(token ?? '');
    expect(first.statusCode, first.body).toBe(200);
    const me = await call('GET', `${USERS}me/`, first.json().access);
    expect(me.json()).toMatchObject({ id: user.id, role: { type: 'wsk_admin' }, role_status: 'approved' });
    expect((await signInByToken(token ?? '')).statusCode).toBe(401);
  });

  it('without both names the main information step is left to do; WSK staff are viewers by default', async () => {
    const email = nextContact().email;
    const response = await invite('wsk', 'wskAdmin', { email, first_name: 'Only' });
    expect(response.statusCode).toBe(201);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ first_name: 'Only', last_name: '', role: { permission: 'viewer' } });
    expect(await progressOf(user.id)).toMatchObject({ stepUserMainInformation: false });
    expect((await outbox(ctx, email))[0]?.subject).toBe(
      'You are invited to the federation portal as WSK Viewer',
    );
  });

  it('invite_nf gives the NF role of the federation; an ITO is an ITO', async () => {
    const nf = await invite('nf', 'wskAdmin', { permission: 'admin' });
    expect(nf.statusCode).toBe(201);
    const nfUser = userSchema.parse(nf.json());
    expect(nfUser).toMatchObject({
      role: { type: 'nf_admin', permission: 'admin' },
      role_status: 'approved',
      nf_admin_federation: { id: italy },
    });
    expect((await auditOf(nfUser.id))[0]).toMatchObject({
      action: 'user.invite_nf',
      details: { role: 'nf_admin', permission: 'admin', federation: italy, created: true },
    });
    const ito = await invite('ito', 'wskAdmin');
    expect(ito.statusCode).toBe(201);
    const itoUser = userSchema.parse(ito.json());
    expect(itoUser).toMatchObject({ role: { type: 'ito', permission: null }, role_status: 'approved' });
    expect((await outbox(ctx, itoUser.email ?? ''))[0]?.subject).toBe(
      'You are invited to the federation portal as ITO',
    );
    expect((await auditOf(itoUser.id))[0]).toMatchObject({ action: 'user.invite_ito' });
  });

  it('invite_nf with the default or an unknown federation is 400 and creates nothing', async () => {
    for (const federation of [defaultFederation, UNKNOWN_ID]) {
      const email = nextContact().email;
      const response = await invite('nf', 'wskAdmin', { email, nf_admin_federation: federation });
      expect(response.statusCode).toBe(400);
      expect(response.json().invalid_fields).toEqual({ nf_admin_federation: [UNKNOWN_FEDERATION_MESSAGE] });
      expect(await userRow(email)).toBeUndefined();
      expect(await outbox(ctx, email)).toHaveLength(0);
    }
  });
});

describe('athletes', () => {
  it('an NF administrator’s athlete belongs to their federation; a WSK administrator’s chooses later', async () => {
    const byNf = await invite('athlete', 'nfAdmin');
    expect(byNf.statusCode).toBe(201);
    const nfAthlete = userSchema.parse(byNf.json());
    expect(nfAthlete).toMatchObject({
      role: { type: 'athlete' },
      role_status: 'approved',
      national_federation: { id: italy },
    });
    expect((await auditOf(nfAthlete.id))[0]).toMatchObject({
      actorUserId: (await userRow('nf.admin@portal.test'))?.user.id,
      action: 'user.invite_athlete',
      details: { role: 'athlete', permission: null, federation: italy, created: true },
    });
    const byWsk = await invite('athlete', 'wskAdmin');
    expect(byWsk.statusCode).toBe(201);
    const wskAthlete = userSchema.parse(byWsk.json());
    expect(wskAthlete).toMatchObject({ role: { type: 'athlete' }, national_federation: null });
    expect((await auditOf(wskAthlete.id))[0]).toMatchObject({
      details: { role: 'athlete', permission: null, federation: null, created: true },
    });
  });

  it('an NF administrator cannot invite an athlete of another federation (400, nothing changed)', async () => {
    const email = nextContact().email;
    expect((await invite('athlete', 'wskAdmin', { email })).statusCode).toBe(201);
    await ctx.db.update(users).set({ federationId: france }).where(eq(users.email, email));
    const response = await invite('athlete', 'nfAdmin', { email });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ email: [ROLE_TAKEN_MESSAGE] });
    expect((await userRow(email))?.user.federationId).toBe(france);
    expect(await outbox(ctx, email)).toHaveLength(1);
  });

  it('an NF administrator re-inviting their own athlete re-sends the link', async () => {
    const email = nextContact().email;
    const first = await invite('athlete', 'nfAdmin', { email });
    const second = await invite('athlete', 'nfAdmin', { email });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await outbox(ctx, email)).toHaveLength(2);
  });
});

describe('inviting an existing account', () => {
  it('inviting again re-sends a new link to the same user; both links work once', async () => {
    const email = nextContact().email;
    const first = await invite('nf', 'wskAdmin', { email, first_name: 'Nora', last_name: 'Fede' });
    expect(first.statusCode).toBe(201);
    const second = await invite('nf', 'wskAdmin', { email, first_name: 'Other', last_name: 'Name' });
    expect(second.statusCode).toBe(201);
    const user = userSchema.parse(second.json());
    expect(user).toMatchObject({
      id: first.json().id,
      first_name: 'Nora',
      role: { type: 'nf_admin', permission: 'viewer' },
      nf_admin_federation: { id: italy },
    });
    const subjects = (await outbox(ctx, email)).map((message) => message.subject);
    expect(subjects).toEqual([
      'You are invited to the federation portal as NF Viewer',
      'You are invited to the federation portal as NF Viewer',
    ]);
    const links = await loginTokens(email);
    expect(new Set(links).size).toBe(2);
    for (const token of links) expect((await signInByToken(token)).statusCode).toBe(200);
    const audit = await auditOf(user.id);
    expect(audit.map((row) => row.details)).toEqual([
      { role: 'nf_admin', permission: 'viewer', federation: italy, created: true },
      { role: 'nf_admin', permission: 'viewer', federation: italy, created: false },
    ]);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('a guest is given the role and keeps their password; the role step is done', async () => {
    const email = nextContact().email;
    const { user: guest } = await signUp(ctx, { email });
    const response = await invite('ito', 'wskAdmin', { email: email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ id: guest.id, role: { type: 'ito' }, role_status: 'approved' });
    expect(await progressOf(guest.id)).toMatchObject({ stepRoleGuestIsSelected: true });
    expect((await signIn(ctx, { email })).statusCode).toBe(200);
    expect((await auditOf(guest.id))[0]).toMatchObject({
      details: { role: 'ito', permission: null, federation: null, created: false },
    });
  });

  it('an account with another role is 400 on the e-mail: nothing changed, nothing sent, nothing audited', async () => {
    const nfEmail = nextContact().email;
    expect((await invite('nf', 'wskAdmin', { email: nfEmail })).statusCode).toBe(201);
    const wskViewer = nextContact().email;
    expect((await invite('wsk', 'wskAdmin', { email: wskViewer })).statusCode).toBe(201);
    const cases: [Kind, Record<string, unknown>][] = [
      ['wsk', { email: DEMO_ATHLETE_EMAIL }],
      ['ito', { email: 'nf.viewer@portal.test' }],
      ['athlete', { email: 'wsk.viewer@portal.test' }],
      // NF staff of another federation, or the same staff with another permission, hold another role.
      ['nf', { email: nfEmail, nf_admin_federation: france }],
      ['nf', { email: nfEmail, permission: 'admin' }],
      ['wsk', { email: wskViewer, permission: 'admin' }],
    ];
    for (const [kind, body] of cases) {
      const email = String(body.email);
      const before = await userRow(email);
      const sent = (await outbox(ctx, email)).length;
      const response = await invite(kind, 'wskAdmin', body);
      expect(response.statusCode, `${kind} ${email}`).toBe(400);
      expect(response.json().invalid_fields).toEqual({ email: [ROLE_TAKEN_MESSAGE] });
      expect(await userRow(email)).toEqual(before);
      expect(await outbox(ctx, email)).toHaveLength(sent);
      expect(
        (await auditOf(before?.user.id ?? 0)).filter((row) => row.action.startsWith('user.invite_')),
      ).toHaveLength(sent);
    }
  });
});
