// The profile (issue: profile, previews, settings): who may preview whose records (403 outside the scope,
// whether the user exists or not), leaving one's role, requests to support from the profile, and deleting
// one's account with every personal record and file.
import { LAST_ADMIN_ROLE_MESSAGE } from '@portal/contract/endpoints/users';
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federations } from '../../db/schema/federations';
import { passports, postalAddresses } from '../../db/schema/personal-details';
import { registrationProgresses } from '../../db/schema/registration';
import { supportMessages } from '../../db/schema/support';
import { fileUploads } from '../../db/schema/uploads';
import { userSports } from '../../db/schema/user-sports';
import { users } from '../../db/schema/users';
import { nextContact, outbox, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { uploadFileAs } from '../uploads/test-helpers';
import { PROFILE_FORBIDDEN } from './access';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.bearer(token), ...(payload ? { payload } : {}) });

/** Every read a preview screen makes of user `id`. */
const previewReads = (id: number) => [
  `${USERS}${id}/`,
  `${USERS}${id}/passport_details/`,
  `${USERS}${id}/postal_address/`,
  `${USERS}${id}/anti_doping/`,
  `/api/v1/client/socials/user-links/${id}/by_user/`,
  `/api/client/sport/user-sports/${id}/by_user/`,
];

async function userId(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

async function newUser() {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  return { id: user.id, token: tokens.access };
}

/** An NF administrator of another federation than Italy (the demo users' federation). */
async function foreignNfAdmin(): Promise<string> {
  const { id, token: _ } = await newUser();
  const [france] = await ctx.db.select().from(federations).where(eq(federations.code, 'FRA'));
  await ctx.db
    .update(users)
    .set({ nfAdminFederationId: france?.id ?? null })
    .where(eq(users.id, id));
  return ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'admin', userId: id });
}

describe('previews of another user', () => {
  it('WSK staff read anyone; NF staff read the users of their federation', async () => {
    const athlete = await userId('athlete@portal.test');
    for (const email of [
      'wsk.admin@portal.test',
      'wsk.viewer@portal.test',
      'nf.admin@portal.test',
      'nf.viewer@portal.test',
    ]) {
      const token = await ctx.tokenFor(email);
      for (const url of previewReads(athlete)) {
        expect((await call('GET', url, token)).statusCode, `${email} ${url}`).toBe(200);
      }
    }
  });

  it('an NF administrator of another federation gets 403 on every read, for existing and unknown ids', async () => {
    const token = await foreignNfAdmin();
    const athlete = await userId('athlete@portal.test');
    for (const id of [athlete, 999_999]) {
      for (const url of previewReads(id)) {
        const response = await call('GET', url, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.message, url).toBe(PROFILE_FORBIDDEN);
      }
    }
  });

  it('an athlete, a guest and an ITO get 403 on anyone else', async () => {
    const target = await userId('nf.admin@portal.test');
    for (const email of ['athlete@portal.test', 'guest@portal.test', 'ito@portal.test']) {
      const token = await ctx.tokenFor(email);
      for (const url of previewReads(target)) {
        expect((await call('GET', url, token)).statusCode, `${email} ${url}`).toBe(403);
      }
    }
  });

  it('WSK staff learn that an unknown id does not exist', async () => {
    const response = await call('GET', `${USERS}999999/`, await ctx.tokenFor('wsk.viewer@portal.test'));
    expect(response.statusCode).toBe(404);
  });
});

describe('leaving one’s role (clear_profile_role)', () => {
  const clear = (id: number, token: string) => call('DELETE', `${USERS}${id}/clear_profile_role/`, token);

  it('an athlete leaves the role: no role, the registration to complete again, the role step to redo', async () => {
    const id = await userId('athlete@portal.test');
    const response = await clear(id, await ctx.tokenFor('athlete@portal.test'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      role: null,
      role_status: 'approved',
      registration_completed: false,
    });
    const [progress] = await ctx.db
      .select()
      .from(registrationProgresses)
      .where(eq(registrationProgresses.userId, id));
    expect(progress?.stepRoleGuestIsSelected).toBe(false);
    // The records stay.
    expect(await ctx.db.select().from(passports).where(eq(passports.userId, id))).toHaveLength(1);
    // The user may choose a role again.
    const again = await call('POST', `${USERS}set_is_guest/`, await ctx.tokenFor('athlete@portal.test'));
    expect(again.json().role.type).toBe('guest');
  });

  it('an NF user loses the administered federation with the role', async () => {
    const id = await userId('nf.viewer@portal.test');
    const response = await clear(id, await ctx.tokenFor('nf.viewer@portal.test'));
    expect(response.json()).toMatchObject({ role: null, nf_admin_federation: null });
  });

  it('a WSK administrator cannot leave their own role, but clears another user’s', async () => {
    const adminToken = await ctx.tokenFor('wsk.admin@portal.test');
    const own = await clear(await userId('wsk.admin@portal.test'), adminToken);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(LAST_ADMIN_ROLE_MESSAGE);
    const other = await clear(await userId('ito@portal.test'), adminToken);
    expect(other.statusCode).toBe(200);
    expect(other.json().role).toBeNull();
    expect((await clear(999_999, adminToken)).statusCode).toBe(404);
  });

  it('nobody else clears another user’s role', async () => {
    const target = await userId('guest@portal.test');
    for (const email of ['wsk.viewer@portal.test', 'nf.admin@portal.test', 'athlete@portal.test']) {
      expect((await clear(target, await ctx.tokenFor(email))).statusCode, email).toBe(403);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target));
    expect(row?.roleId).not.toBeNull();
  });
});

describe('requests to support from the profile', () => {
  const REQUESTS = '/api/client/support/requests/';

  it('stores the request with the account, e-mails it to support and lists the user’s own, newest first', async () => {
    const token = await ctx.tokenFor('athlete@portal.test');
    const first = await call('POST', REQUESTS, token, {
      subject: 'Passport',
      message: 'My passport was renewed.',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call('POST', REQUESTS, token, {
      subject: 'Event',
      message: 'Which events are open?',
    });
    expect(second.statusCode).toBe(201);
    await call('POST', REQUESTS, await ctx.tokenFor('ito@portal.test'), {
      subject: 'Other user',
      message: 'Not the athlete’s request.',
    });

    const mine = await call('GET', `${REQUESTS}my/`, token);
    expect(mine.json().map((request: { subject: string }) => request.subject)).toEqual(['Event', 'Passport']);
    const [mail] = await outbox(ctx, 'support@portal.test');
    expect(mail?.subject).toMatch(/^Support request: /);
    const [row] = await ctx.db.select().from(supportMessages).where(eq(supportMessages.subject, 'Passport'));
    expect(row).toMatchObject({ userId: await userId('athlete@portal.test'), email: 'athlete@portal.test' });
  });

  it('validates the subject and the message', async () => {
    const response = await call('POST', REQUESTS, await ctx.tokenFor('guest@portal.test'), {
      subject: '',
      message: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({
      subject: ['This field is required'],
      message: ['This field should contain at least 10 characters'],
    });
  });

  it('needs a sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${REQUESTS}my/` })).statusCode).toBe(401);
  });
});

describe('deleting one’s account', () => {
  it('erases the personal records and files, keeps no way to sign in', async () => {
    const user = await newUser();
    const scan = await uploadFileAs(ctx, user.token, 'pdf');
    const saved = await call('PUT', `${USERS}${user.id}/passport_details/`, user.token, {
      first_name: 'Giulia',
      last_name: 'Bianchi',
      birthday: '1998-06-15',
      gender: 'F',
      nationality: 'IT',
      passport_number: 'YB7654321',
      active_until_date: '2032-01-31',
      passport_scan: scan,
    });
    expect(saved.statusCode).toBe(200);
    await call('PUT', `${USERS}${user.id}/postal_address/`, user.token, {
      country: 'IT',
      city: 'Roma',
      postcode: '00100',
      street: 'Via Roma 1',
    });
    const deleted = await call('DELETE', `${USERS}${user.id}/delete_me/`, user.token);
    expect(deleted.statusCode).toBe(204);

    expect(await ctx.db.select().from(passports).where(eq(passports.userId, user.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(postalAddresses).where(eq(postalAddresses.userId, user.id)),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(userSports).where(eq(userSports.userId, user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(fileUploads).where(eq(fileUploads.ownerUserId, user.id))).toHaveLength(
      0,
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: null, phone: null, passwordHash: null, birthday: null });
    expect((await call('GET', `${USERS}me/`, user.token)).statusCode).toBe(401);
  });
});
