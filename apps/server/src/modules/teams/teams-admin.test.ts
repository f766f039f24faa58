// The teams list and page, changes, logo, ban and the season's paid teams (decision 019, "Teams"): filters,
// paging and who may list; contacts for the team's administrator and WSK staff only; who changes what (the
// sport type is WSK's, names unique whatever the case); the logo uploaded, attached and served publicly;
// WSK administrators' ban and unban, audited; active_paid from a paid annual order of the current season.
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import { pagedSchema } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import { SPORT_TYPES } from '@portal/contract/sport';
import { teamDetailSchema, teamSchema } from '@portal/contract/team';
import { TEAM_APPLICATION_MESSAGES } from '@portal/contract/team-application';
import { presignedUploadSchema } from '@portal/contract/user';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { orderLines, orderPayments, orders } from '../../db/schema/payments';
import { annualTeamFees, teamMembers, teamSeasons, teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { expectError, expectInvalid, peopleFixtures, UNKNOWN_ID } from '../events/people-fixtures';
import { multipartForm, PNG } from '../uploads/test-helpers';
import { SPORT_TYPE_ROSTER_CLASH, SPORT_TYPE_WSK_ONLY } from './service';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const { tokens, call } = f;
const TEAMS = '/api/client/teams/teams/';
const teamPage = pagedSchema(teamSchema);

beforeAll(() => f.setUp());

/** A team inserted as given, with `accepted` accepted and `pending` pending places. */
async function makeTeam(
  values: Partial<typeof teams.$inferInsert> & { name: string },
  roster: { accepted?: number; pending?: number } = {},
): Promise<number> {
  const [row] = await ctx.db
    .insert(teams)
    .values({ countryCode: 'IT', ...values })
    .returning({ id: teams.id });
  const id = row?.id ?? 0;
  let jersey = 1;
  for (const status of ['accepted', 'pending'] as const) {
    for (let index = 0; index < (roster[status] ?? 0); index += 1) {
      const userId = await f.person(ROLE_TYPES.ATHLETE);
      await ctx.db.insert(teamMembers).values({ teamId: id, userId, jerseyNumber: jersey, status });
      jersey += 1;
    }
  }
  return id;
}

async function teamAdmin(): Promise<{ id: number; token: string }> {
  const id = await f.person(ROLE_TYPES.ATHLETE, { firstName: 'Giulia', lastName: 'Rossi' });
  return { id, token: await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: id }) };
}

async function lastAudit(action: string) {
  const [row] = await ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

describe('GET teams/', () => {
  const ids = { alpha: 0, beta: 0, gamma: 0 };
  beforeAll(async () => {
    ids.gamma = await makeTeam({ name: 'Listed Gamma' }, { accepted: 2, pending: 1 });
    ids.beta = await makeTeam({
      name: 'listed beta',
      countryCode: 'FR',
      bannedAt: new Date('2026-01-02T10:00:00Z'),
      banReason: 'Unpaid fines',
    });
    ids.alpha = await makeTeam({ name: 'Listed Alpha' });
  });

  const list = async (query: string, token = tokens.athlete) => {
    const response = await call('GET', `${TEAMS}?search=Listed&${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return teamPage.parse(response.json());
  };

  it('lists teams by name, paged, to any signed-in user, with the accepted roster size and the ban', async () => {
    const first = await list('page_size=2');
    expect(first.count).toBe(3);
    expect(first.results.map((team) => team.id)).toEqual([ids.alpha, ids.beta]);
    expect(first.next).toContain('page=2');
    const second = await list('page_size=2&page=2', tokens.guest);
    expect(second.results.map((team) => team.id)).toEqual([ids.gamma]);
    expect(second.results[0]).toMatchObject({ roster_size: 2, ban: null, active_paid: false, logo: null });
    expect(first.results[1]?.ban).toEqual({ since: '2026-01-02T10:00:00.000Z', reason: 'Unpaid fines' });
    expect((await call('GET', TEAMS, null)).statusCode).toBe(401);
  });

  it('filters by country, ban and the current season’s payment; wildcards are literal', async () => {
    expect((await list('country=FR')).results.map((team) => team.id)).toEqual([ids.beta]);
    expect((await list('banned=true')).results.map((team) => team.id)).toEqual([ids.beta]);
    expect((await list('banned=false')).results.map((team) => team.id)).toEqual([ids.alpha, ids.gamma]);
    expect((await list('active_paid=true')).count).toBe(0);
    expect((await list('active_paid=false')).count).toBe(3);
    const wildcard = await call(
      'GET',
      `${TEAMS}?search=${encodeURIComponent('Listed%Gamma')}`,
      tokens.athlete,
    );
    expect(teamPage.parse(wildcard.json()).count).toBe(0);
    expect((await call('GET', `${TEAMS}?country=fr`, tokens.athlete)).statusCode).toBe(400);
  });
});

describe('GET teams/{id}/', () => {
  it('shows the contacts to the team’s administrator and WSK staff only', async () => {
    const admin = await teamAdmin();
    const id = await makeTeam({
      name: 'Contacts Team',
      adminUserId: admin.id,
      contactEmail: 'team@contacts.test',
      contactPhone: '+390611111',
    });
    for (const token of [admin.token, tokens.wskAdmin, tokens.wskViewer]) {
      const response = await call('GET', `${TEAMS}${id}/`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(teamDetailSchema.parse(response.json())).toMatchObject({
        id,
        administrator: { id: admin.id, full_name: 'Giulia Rossi' },
        contact_email: 'team@contacts.test',
        contact_phone: '+390611111',
        application: null,
      });
    }
    for (const token of [tokens.athlete, tokens.nfAdmin, tokens.guest]) {
      const body = teamDetailSchema.parse((await call('GET', `${TEAMS}${id}/`, token)).json());
      expect([body.contact_email, body.contact_phone]).toEqual([null, null]);
    }
    expectError(await call('GET', `${TEAMS}${UNKNOWN_ID}/`, admin.token), 404, TEAM_MESSAGES.TEAM_NOT_FOUND);
  });
});

describe('PATCH teams/{id}/', () => {
  it('lets the team’s administrator and WSK administrators change it, audited; nobody else', async () => {
    const admin = await teamAdmin();
    const id = await makeTeam({ name: 'Patch Team', adminUserId: admin.id });
    const changed = await call('PATCH', `${TEAMS}${id}/`, admin.token, {
      name: 'Patch Team Renamed',
      contact_email: 'info@patch.test',
      contact_phone: '+39 06 222 333',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(teamDetailSchema.parse(changed.json())).toMatchObject({
      name: 'Patch Team Renamed',
      contact_email: 'info@patch.test',
      contact_phone: '+3906222333',
    });
    const audit = await lastAudit('team.update');
    expect(audit?.actorUserId).toBe(admin.id);
    expect(audit).toMatchObject({
      details: { team: id },
      before: { name: 'Patch Team', contactEmail: null },
      after: { name: 'Patch Team Renamed', contactEmail: 'info@patch.test' },
    });

    const byWsk = await call('PATCH', `${TEAMS}${id}/`, tokens.wskAdmin, { name: 'Patch Team WSK' });
    expect(byWsk.statusCode, byWsk.body).toBe(200);
    for (const token of [tokens.wskViewer, tokens.athlete, tokens.nfAdmin]) {
      expectError(
        await call('PATCH', `${TEAMS}${id}/`, token, { name: 'Hijacked' }),
        403,
        TEAM_MESSAGES.TEAM_ADMIN_OR_WSK,
      );
    }
    expectError(
      await call('PATCH', `${TEAMS}${UNKNOWN_ID}/`, tokens.wskAdmin, { name: 'Nobody' }),
      404,
      TEAM_MESSAGES.TEAM_NOT_FOUND,
    );
  });

  it('refuses a name another team has, whatever the case', async () => {
    const admin = await teamAdmin();
    await makeTeam({ name: 'Taken Name Team' });
    const id = await makeTeam({ name: 'Free Name Team', adminUserId: admin.id });
    await expectInvalid(
      await call('PATCH', `${TEAMS}${id}/`, admin.token, { name: 'taken NAME team' }),
      'name',
      TEAM_APPLICATION_MESSAGES.NAME_TAKEN,
    );
    // Its own name in another case is fine.
    const recased = await call('PATCH', `${TEAMS}${id}/`, admin.token, { name: 'FREE name team' });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('leaves the sport type to WSK administrators, and keeps the roster’s numbers in range', async () => {
    const admin = await teamAdmin();
    const id = await makeTeam({ name: 'Sport Team', adminUserId: admin.id });
    await expectInvalid(
      await call('PATCH', `${TEAMS}${id}/`, admin.token, { sport_type: SPORT_TYPES.ROLLER_DERBY }),
      'sport_type',
      SPORT_TYPE_WSK_ONLY,
    );
    // Sending the team's own sport changes nothing and is accepted.
    const same = await call('PATCH', `${TEAMS}${id}/`, admin.token, {
      sport_type: SPORT_TYPES.INLINE_SPEED_SKATING,
      contact_phone: '+39061234567',
    });
    expect(same.statusCode, same.body).toBe(200);
    const derby = await call('PATCH', `${TEAMS}${id}/`, tokens.wskAdmin, {
      sport_type: SPORT_TYPES.ROLLER_DERBY,
    });
    expect(derby.statusCode, derby.body).toBe(200);
    expect(teamDetailSchema.parse(derby.json()).sport_type).toBe(SPORT_TYPES.ROLLER_DERBY);
    // Number 0 is a derby number: back to speed skating it would be out of range.
    const athlete = await f.person(ROLE_TYPES.ATHLETE);
    await ctx.db
      .insert(teamMembers)
      .values({ teamId: id, userId: athlete, jerseyNumber: 0, status: 'pending' });
    await expectInvalid(
      await call('PATCH', `${TEAMS}${id}/`, tokens.wskAdmin, {
        sport_type: SPORT_TYPES.INLINE_SPEED_SKATING,
      }),
      'sport_type',
      SPORT_TYPE_ROSTER_CLASH,
    );
  });

  it('takes a logo uploaded through teams/presign_url/, served publicly, and removes it', async () => {
    const admin = await teamAdmin();
    const id = await makeTeam({ name: 'Logo Team', adminUserId: admin.id });
    const presign = await call('POST', `${TEAMS}presign_url/`, admin.token, { file_name: 'logo.png' });
    expect(presign.statusCode, presign.body).toBe(200);
    const target = presignedUploadSchema.parse(presign.json());
    const upload = await ctx.app.inject({
      method: 'POST',
      url: new URL(target.url).pathname,
      ...multipartForm(target.fields, { name: 'logo.png', type: 'image/png', bytes: PNG }),
    });
    expect(upload.statusCode, upload.body).toBe(204);

    // Someone else's upload is not theirs to attach.
    await expectInvalid(
      await call('PATCH', `${TEAMS}${id}/`, tokens.wskAdmin, { logo: target.new_file_name }),
      'logo',
      'Upload the file again: this upload is not available',
    );
    const patched = await call('PATCH', `${TEAMS}${id}/`, admin.token, { logo: target.new_file_name });
    expect(patched.statusCode, patched.body).toBe(200);
    const logo = teamDetailSchema.parse(patched.json()).logo;
    expect(logo).toMatchObject({ file_name: target.new_file_name, content_type: 'image/png' });
    const file = await ctx.app.inject({ method: 'GET', url: new URL(logo?.url ?? '').pathname });
    expect(file.statusCode, file.body).toBe(200);
    const listed = teamPage.parse((await call('GET', `${TEAMS}?search=Logo%20Team`, tokens.athlete)).json());
    expect(listed.results[0]?.logo?.file_name).toBe(target.new_file_name);

    const removed = await call('PATCH', `${TEAMS}${id}/`, admin.token, { logo: null });
    expect(teamDetailSchema.parse(removed.json()).logo).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: new URL(logo?.url ?? '').pathname })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `${TEAMS}presign_url/`, null, { file_name: 'logo.png' })).statusCode).toBe(
      401,
    );
  });
});

describe('ban and unban', () => {
  it('are WSK administrators’, need a reason, refuse a repeat, and are audited with before and after', async () => {
    const id = await makeTeam({ name: 'Ban Team' });
    for (const token of [tokens.wskViewer, tokens.nfAdmin, tokens.athlete]) {
      expect((await call('POST', `${TEAMS}${id}/ban/`, token, { reason: 'No' })).statusCode).toBe(403);
    }
    expect((await call('POST', `${TEAMS}${id}/ban/`, tokens.wskAdmin, { reason: ' ' })).statusCode).toBe(400);
    const banned = await call('POST', `${TEAMS}${id}/ban/`, tokens.wskAdmin, { reason: 'Match fixing' });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(teamDetailSchema.parse(banned.json()).ban).toEqual({
      since: expect.any(String),
      reason: 'Match fixing',
    });
    const [row] = await ctx.db.select().from(teams).where(eq(teams.id, id));
    expect(row?.bannedBy).toBe(f.ids.wskAdmin);
    expect(await lastAudit('team.ban')).toMatchObject({
      details: { team: id },
      before: { banned_at: null, ban_reason: null },
      after: { ban_reason: 'Match fixing' },
    });
    expectError(
      await call('POST', `${TEAMS}${id}/ban/`, tokens.wskAdmin, { reason: 'Again' }),
      400,
      TEAM_MESSAGES.ALREADY_BANNED,
    );

    expect((await call('POST', `${TEAMS}${id}/unban/`, tokens.wskViewer)).statusCode).toBe(403);
    const unbanned = await call('POST', `${TEAMS}${id}/unban/`, tokens.wskAdmin);
    expect(unbanned.statusCode, unbanned.body).toBe(200);
    expect(teamDetailSchema.parse(unbanned.json()).ban).toBeNull();
    expect(await lastAudit('team.unban')).toMatchObject({
      details: { team: id },
      before: { ban_reason: 'Match fixing' },
      after: { banned_at: null, ban_reason: null },
    });
    expectError(await call('POST', `${TEAMS}${id}/unban/`, tokens.wskAdmin), 400, TEAM_MESSAGES.NOT_BANNED);
    expectError(
      await call('POST', `${TEAMS}${UNKNOWN_ID}/ban/`, tokens.wskAdmin, { reason: 'x' }),
      404,
      TEAM_MESSAGES.TEAM_NOT_FOUND,
    );
  });
});

describe('active_paid', () => {
  it('is true once the current season’s annual order is paid, and lists the paid teams not banned', async () => {
    const paid = await makeTeam({ name: 'Paid Team' });
    const paidBanned = await makeTeam({ name: 'Paid Banned Team' });
    const unpaid = await makeTeam({ name: 'Unpaid Team' });
    const activePaid = async () => {
      const response = await call('GET', `${TEAMS}active_paid/`, tokens.athlete);
      expect(response.statusCode, response.body).toBe(200);
      return teamSchema.array().parse(response.json());
    };
    // No season today: nobody is paid.
    expect(await activePaid()).toEqual([]);

    const [season] = await ctx.db
      .insert(teamSeasons)
      .values({ name: 'Season now', startsOn: '2000-01-01', endsOn: '2999-12-31' })
      .returning();
    const [fee] = await ctx.db
      .insert(annualTeamFees)
      .values({ seasonId: season?.id ?? 0, name: 'Annual fee', amount: '250.00', currency: 'EUR' })
      .returning();
    async function annualOrder(teamId: number, paidAmount: string | null) {
      const [order] = await ctx.db
        .insert(orders)
        .values({ seasonId: season?.id ?? 0, payerKind: 'team', teamId, currency: 'EUR' })
        .returning();
      await ctx.db
        .insert(orderLines)
        .values({ orderId: order?.id ?? 0, annualFeeId: fee?.id ?? 0, fee: '250.00' });
      if (paidAmount !== null) {
        await ctx.db.insert(orderPayments).values({
          orderId: order?.id ?? 0,
          amount: paidAmount,
          paymentSystem: 'bank_transfer',
          state: 'confirmed',
          idempotencyKey: `key-${teamId}`,
          decidedBy: f.ids.wskAdmin,
          decidedAt: new Date(),
        });
      }
    }
    await annualOrder(paid, '250.00');
    await annualOrder(paidBanned, '250.00');
    await annualOrder(unpaid, '100.00');
    await ctx.db
      .update(teams)
      .set({ bannedAt: new Date(), banReason: 'Banned' })
      .where(and(eq(teams.id, paidBanned)));

    expect((await activePaid()).map((team) => team.id)).toEqual([paid]);
    const flags = teamPage.parse(
      (await call('GET', `${TEAMS}?search=Paid&page_size=10`, tokens.athlete)).json(),
    );
    expect(flags.results.map((team) => [team.name, team.active_paid])).toEqual([
      ['Paid Banned Team', true],
      ['Paid Team', true],
      ['Unpaid Team', false],
    ]);
    const filtered = teamPage.parse((await call('GET', `${TEAMS}?active_paid=true`, tokens.athlete)).json());
    expect(filtered.results.map((team) => team.id)).toEqual([paidBanned, paid]);
    const detail = teamDetailSchema.parse((await call('GET', `${TEAMS}${paid}/`, tokens.athlete)).json());
    expect(detail.active_paid).toBe(true);
  });
});
