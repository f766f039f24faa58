// The sport service: public reference lists (ordering, search, paging, sport filters), the sports athletes
// and ITOs pick one by one, the lists WSK and NF users replace, administrators' changes within their scope,
// reads within the user-read scope, and palmares forms.
import {
  PALMARES_EXISTS_MESSAGE,
  SPORT_ALREADY_SELECTED_MESSAGE,
  SPORT_NOT_ALLOWED_MESSAGE,
  SPORTS_NOT_ALLOWED_FOR_GROUP_MESSAGE,
  userSportSchema,
} from '@portal/contract/endpoints/sport-service';
import { nationalFederationSchema, type SportType, sportSchema } from '@portal/contract/sport';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federations } from '../../db/schema/federations';
import { groups } from '../../db/schema/organizations';
import { passports } from '../../db/schema/personal-details';
import { sports } from '../../db/schema/sports';
import { devices, disciplines, stances } from '../../db/schema/user-sports';
import { users } from '../../db/schema/users';
import { nextContact, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { PALMARES_SPORT_MESSAGE } from './palmares';
import {
  DEVICE_MISMATCH_MESSAGE,
  DISCIPLINE_MISMATCH_MESSAGE,
  OFFICIAL_NO_STANCE_MESSAGE,
  STAFF_SPORT_SELECTION_MESSAGE,
  STANCE_MISMATCH_MESSAGE,
  UNKNOWN_SPORT_MESSAGE,
  UNKNOWN_SPORTS_MESSAGE,
} from './service';

const ctx = useTestApp({ seedDemo: true });

const BASE = '/api/client/sport/';
const USER_SPORTS = `${BASE}user-sports/`;
const MY_PROGRESS = '/api/client/users/register-progresses/my/';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(token !== undefined && { headers: ctx.bearer(token) }),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const demo = (who: string) => ctx.tokenFor(`${who}@portal.test`);

async function sportId(type: SportType): Promise<number> {
  const [row] = await ctx.db.select({ id: sports.id }).from(sports).where(eq(sports.type, type));
  if (!row) throw new Error(`No sport ${type}`);
  return row.id;
}

async function referenceId(
  table: typeof disciplines | typeof stances | typeof devices,
  type: SportType,
  name: string,
): Promise<number> {
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.sportId, await sportId(type)), eq(table.name, name)));
  if (!row) throw new Error(`No ${name} of ${type}`);
  return row.id;
}

/** A fresh sign-up that requested `role` (pending): it is still doing its sign-up steps. */
async function newUser(role?: 'athlete' | 'ito' | 'nf' | 'wsk_viewer' | 'guest') {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  if (role) {
    const response = await call('POST', `/api/client/users/users/set_is_${role}/`, tokens.access);
    expect(response.statusCode, response.body).toBe(200);
  }
  return { id: user.id, token: tokens.access };
}

async function federationId(code: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: federations.id })
    .from(federations)
    .where(eq(federations.code, code));
  if (!row) throw new Error(`No federation ${code}`);
  return row.id;
}

async function demoUserId(who: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${who}@portal.test`));
  if (!row) throw new Error(`No demo ${who}`);
  return row.id;
}

async function addSport(token: string, body: Record<string, unknown>) {
  const response = await call('POST', USER_SPORTS, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return userSportSchema.strict().parse(response.json());
}

describe('reference lists', () => {
  it('lists every sport without a token, by name, reversed or by id', async () => {
    const byName = await call('GET', `${BASE}sports/?ordering=name`);
    expect(byName.statusCode).toBe(200);
    const names = byName.json().map((sport: { name: string }) => sport.name);
    expect(names).toHaveLength(13);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    sportSchema.strict().parse(byName.json()[0]);

    const reversed = (await call('GET', `${BASE}sports/?ordering=-name`)).json();
    expect(reversed.map((sport: { name: string }) => sport.name)).toEqual([...names].reverse());
    const ids = (await call('GET', `${BASE}sports/?ordering=id`))
      .json()
      .map((sport: { id: number }) => sport.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await call('GET', `${BASE}sports/?ordering=type`)).statusCode).toBe(400);
  });

  it('pages the federations by name, without the default one unless asked', async () => {
    const first = await call('GET', `${BASE}federations/?page_size=10`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.count).toBeGreaterThanOrEqual(240);
    expect(page1.results).toHaveLength(10);
    expect(page1.previous).toBeNull();
    expect(page1.next).toContain('/api/client/sport/federations/?page_size=10&page=2');
    nationalFederationSchema.strict().parse(page1.results[0]);

    const page2 = (await call('GET', `${BASE}federations/?page_size=10&page=2`)).json();
    expect(page2.previous).toContain('page=1');
    const names = [...page1.results, ...page2.results].map((federation: { name: string }) => federation.name);
    expect(new Set(names).size).toBe(20);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const all = (await call('GET', `${BASE}federations/`)).json();
    expect(all.results).toHaveLength(all.count);
    expect(all.results.some((federation: { is_default: boolean }) => federation.is_default)).toBe(false);
    const withDefault = (await call('GET', `${BASE}federations/?include_default=true`)).json();
    expect(withDefault.count).toBe(all.count + 1);
    expect(
      withDefault.results.filter((federation: { is_default: boolean }) => federation.is_default),
    ).toHaveLength(1);

    const beyond = (await call('GET', `${BASE}federations/?page=99999999999`)).json();
    expect(beyond).toMatchObject({ count: all.count, next: null, results: [] });
    expect((await call('GET', `${BASE}federations/?page_size=301`)).statusCode).toBe(400);
  });

  it('searches federations by name or code, case-insensitively, wildcards taken literally', async () => {
    const byName = (await call('GET', `${BASE}federations/?search=iTaL`)).json();
    expect(byName.results.map((federation: { code: string }) => federation.code)).toEqual(['ITA']);
    const byCode = (await call('GET', `${BASE}federations/?search=deu`)).json();
    expect(byCode.results.map((federation: { name: string }) => federation.name)).toContain('Germany');
    expect((await call('GET', `${BASE}federations/?search=%25`)).json().count).toBe(0);
    expect((await call('GET', `${BASE}federations/?search=_`)).json().count).toBe(0);
  });

  it('answers one federation, or 404', async () => {
    const italy = await federationId('ITA');
    const response = await call('GET', `${BASE}federations/${italy}/`);
    expect(response.json()).toMatchObject({ id: italy, code: 'ITA', country_code: 'IT', is_default: false });
    expect((await call('GET', `${BASE}federations/999999/`)).statusCode).toBe(404);
  });

  it('lists disciplines and devices by name, narrowed to one sport', async () => {
    const artistic = await sportId('ARTISTIC_SKATING');
    const response = await call('GET', `${BASE}disciplines/?sport=${artistic}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { name: string }) => row.name)).toEqual([
      'Dance',
      'Free skating',
      'Pairs skating',
      'Precision',
      'Show',
      'Solo dance',
    ]);
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Dance',
      code: null,
      number: null,
      sport: artistic,
    });
    const all = (await call('GET', `${BASE}disciplines/`)).json();
    expect(all.length).toBeGreaterThan(response.json().length);
    const allNames = all.map((row: { name: string }) => row.name);
    expect(allNames).toEqual([...allNames].sort());

    const board = await sportId('SKATEBOARDING');
    expect((await call('GET', `${BASE}devices/?sport=${board}`)).json()).toEqual([
      { id: expect.any(Number), name: 'Skateboard', code: null, number: null, sport: board },
    ]);
  });

  it('lists a sport’s stances together with the ones for every sport', async () => {
    const [shared] = await ctx.db.insert(stances).values({ name: 'Switch' }).returning({ id: stances.id });
    const board = await sportId('SKATEBOARDING');
    const forBoard = (await call('GET', `${BASE}stances/?sport=${board}`)).json();
    expect(forBoard.map((row: { name: string; sport: number | null }) => [row.name, row.sport])).toEqual([
      ['Goofy', board],
      ['Regular', board],
      ['Switch', null],
    ]);
    const speed = await sportId('INLINE_SPEED_SKATING');
    expect((await call('GET', `${BASE}stances/?sport=${speed}`)).json()).toEqual([
      { id: shared?.id, name: 'Switch', code: null, number: null, sport: null },
    ]);
    await ctx.db.delete(stances).where(eq(stances.name, 'Switch'));
  });
});

describe('POST user-sports/', () => {
  it('adds an athlete’s sport with discipline, stance and device, and marks the sport step', async () => {
    const athlete = await newUser('athlete');
    const board = await sportId('SKATEBOARDING');
    const body = {
      sport: board,
      discipline: await referenceId(disciplines, 'SKATEBOARDING', 'Street'),
      stance: await referenceId(stances, 'SKATEBOARDING', 'Goofy'),
      device: await referenceId(devices, 'SKATEBOARDING', 'Skateboard'),
    };
    expect((await call('GET', MY_PROGRESS, athlete.token)).json().step_sport_details).toBe(false);
    const created = await addSport(athlete.token, body);
    expect(created).toMatchObject({
      user: athlete.id,
      kind: 'athlete',
      sport: { id: board, name: 'Skateboarding', type: 'SKATEBOARDING', is_team_based: false },
      federation: null,
      discipline: { id: body.discipline, name: 'Street' },
      stance: { id: body.stance, name: 'Goofy' },
      device: { id: body.device, name: 'Skateboard' },
      marathon_no_level_show_modal: true,
      palmares_form: null,
    });
    expect((await call('GET', MY_PROGRESS, athlete.token)).json().step_sport_details).toBe(true);
  });

  it('records the athlete’s national federation', async () => {
    const created = await addSport(await demo('athlete'), { sport: await sportId('INLINE_DOWNHILL') });
    expect(created.federation).toEqual({ id: await federationId('ITA'), name: 'Italy', code: 'ITA' });
    expect(created).toMatchObject({ discipline: null, stance: null, device: null });
  });

  it('refuses a discipline, stance or device of another sport, and an unknown sport', async () => {
    const athlete = await newUser('athlete');
    const speed = await sportId('INLINE_SPEED_SKATING');
    const response = await call('POST', USER_SPORTS, athlete.token, {
      sport: speed,
      discipline: await referenceId(disciplines, 'SKATEBOARDING', 'Park'),
      stance: await referenceId(stances, 'SKATEBOARDING', 'Regular'),
      device: await referenceId(devices, 'SCOOTERING', 'Scooter'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({
      discipline: [DISCIPLINE_MISMATCH_MESSAGE],
      stance: [STANCE_MISMATCH_MESSAGE],
      device: [DEVICE_MISMATCH_MESSAGE],
    });
    const unknownDiscipline = await call('POST', USER_SPORTS, athlete.token, {
      sport: speed,
      discipline: 999_999,
    });
    expect(unknownDiscipline.json().invalid_fields).toEqual({ discipline: [DISCIPLINE_MISMATCH_MESSAGE] });
    const unknownSport = await call('POST', USER_SPORTS, athlete.token, { sport: 999_999 });
    expect(unknownSport.statusCode).toBe(400);
    expect(unknownSport.json().invalid_fields).toEqual({ sport: [UNKNOWN_SPORT_MESSAGE] });
    expect((await call('POST', USER_SPORTS, athlete.token, {})).json().invalid_fields).toHaveProperty(
      'sport',
    );
    expect((await call('GET', `${USER_SPORTS}my/`, athlete.token)).json()).toEqual([]);
  });

  it('lets an ITO pick a discipline but no stance or device', async () => {
    const ito = await newUser('ito');
    const created = await addSport(ito.token, {
      sport: await sportId('INLINE_ALPINE'),
      discipline: await referenceId(disciplines, 'INLINE_ALPINE', 'Slalom'),
    });
    expect(created).toMatchObject({ kind: 'ito', discipline: { name: 'Slalom' } });
    const refused = await call('POST', USER_SPORTS, ito.token, {
      sport: await sportId('SKATEBOARDING'),
      stance: await referenceId(stances, 'SKATEBOARDING', 'Regular'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalid_fields).toEqual({ stance: [OFFICIAL_NO_STANCE_MESSAGE] });
    expect(
      (
        await call('POST', USER_SPORTS, await demo('ito'), {
          sport: await sportId('SKATE_CROSS'),
          stance: null,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('sends staff, guests and users without a role to the staff selection (403)', async () => {
    const sport = await sportId('RINK_HOCKEY');
    for (const token of [
      await demo('wsk.admin'),
      await demo('nf.viewer'),
      await demo('guest'),
      (await newUser()).token,
      (await newUser('wsk_viewer')).token,
    ]) {
      const response = await call('POST', USER_SPORTS, token, { sport });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(STAFF_SPORT_SELECTION_MESSAGE);
    }
  });

  it('refuses a sport selected already, also when two requests race (400, never 500)', async () => {
    const athlete = await newUser('athlete');
    const sport = await sportId('ROLLER_DERBY');
    const racing = await Promise.all([
      call('POST', USER_SPORTS, athlete.token, { sport }),
      call('POST', USER_SPORTS, athlete.token, { sport }),
      call('POST', USER_SPORTS, athlete.token, { sport }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    for (const response of racing.filter((one) => one.statusCode === 400)) {
      expect(response.json().invalid_fields).toEqual({ sport: [SPORT_ALREADY_SELECTED_MESSAGE] });
    }
    const again = await call('POST', USER_SPORTS, athlete.token, { sport });
    expect(again.json().invalid_fields).toEqual({ sport: [SPORT_ALREADY_SELECTED_MESSAGE] });
    expect((await call('GET', `${USER_SPORTS}my/`, athlete.token)).json()).toHaveLength(1);
  });

  it('honours a sport’s allowed countries: the federation’s country, else the passport’s', async () => {
    const sport = await sportId('E_SPORT');
    await ctx.db
      .update(sports)
      .set({ allowedCountries: ['FR', 'ES'] })
      .where(eq(sports.id, sport));
    try {
      const italian = await call('POST', USER_SPORTS, await demo('team.admin'), { sport });
      expect(italian.statusCode).toBe(400);
      expect(italian.json().invalid_fields).toEqual({ sport: [SPORT_NOT_ALLOWED_MESSAGE] });

      const french = await newUser('athlete');
      await ctx.db
        .insert(passports)
        .values({ userId: french.id, firstName: 'Ada', lastName: 'Roll', nationality: 'FR', number: 'X1' });
      expect((await call('POST', USER_SPORTS, french.token, { sport })).statusCode).toBe(201);

      // A federation's country outweighs the passport's.
      const spanish = await newUser('athlete');
      await ctx.db
        .update(users)
        .set({ federationId: await federationId('ESP') })
        .where(eq(users.id, spanish.id));
      await ctx.db
        .insert(passports)
        .values({ userId: spanish.id, firstName: 'Ada', lastName: 'Roll', nationality: 'IT', number: 'X2' });
      expect((await call('POST', USER_SPORTS, spanish.token, { sport })).statusCode).toBe(201);

      // Unknown country: nothing to refuse yet.
      const unknown = await newUser('athlete');
      expect((await call('POST', USER_SPORTS, unknown.token, { sport })).statusCode).toBe(201);
    } finally {
      await ctx.db.update(sports).set({ allowedCountries: [] }).where(eq(sports.id, sport));
    }
  });
});

describe('reading user sports', () => {
  it('answers one’s own sports in the order they were added', async () => {
    const athlete = await newUser('athlete');
    const order: SportType[] = ['SKATEBOARDING', 'ARTISTIC_SKATING', 'INLINE_DOWNHILL'];
    for (const type of order) await addSport(athlete.token, { sport: await sportId(type) });
    const mine = await call('GET', `${USER_SPORTS}my/`, athlete.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((row: { sport: { type: string } }) => row.sport.type)).toEqual(order);
    for (const row of mine.json()) userSportSchema.strict().parse(row);
  });

  it('shows a user’s sports only within the caller’s scope', async () => {
    const italian = await demoUserId('athlete');
    const foreign = await newUser('athlete');
    await ctx.db
      .update(users)
      .set({ federationId: await federationId('FRA') })
      .where(eq(users.id, foreign.id));
    await addSport(foreign.token, { sport: await sportId('SCOOTERING') });
    const byUser = (id: number) => `${USER_SPORTS}${id}/by_user/`;

    expect((await call('GET', byUser(foreign.id), foreign.token)).json()).toHaveLength(1);
    const otherAthlete = await call('GET', byUser(foreign.id), await demo('athlete'));
    expect(otherAthlete.statusCode).toBe(403);
    const wsk = await call('GET', byUser(foreign.id), await demo('wsk.viewer'));
    expect(wsk.statusCode).toBe(200);
    expect(wsk.json()).toHaveLength(1);
    expect((await call('GET', byUser(foreign.id), await demo('nf.viewer'))).statusCode).toBe(403);
    expect((await call('GET', byUser(italian), await demo('nf.viewer'))).statusCode).toBe(200);
    expect((await call('GET', byUser(999_999), await demo('wsk.admin'))).statusCode).toBe(404);
  });
});

describe('changing and removing user sports', () => {
  async function athleteWithSport(federation?: string) {
    const athlete = await newUser('athlete');
    if (federation)
      await ctx.db
        .update(users)
        .set({ federationId: await federationId(federation) })
        .where(eq(users.id, athlete.id));
    const created = await addSport(athlete.token, {
      sport: await sportId('INLINE_FREESTYLE'),
      discipline: await referenceId(disciplines, 'INLINE_FREESTYLE', 'Slide'),
    });
    return { ...athlete, userSport: created.id };
  }

  it('lets the owner change discipline, stance and device (null clears), and nobody else', async () => {
    const owner = await athleteWithSport();
    const url = `${USER_SPORTS}${owner.userSport}/partial_update_by_user/`;
    const jump = await referenceId(disciplines, 'INLINE_FREESTYLE', 'Jump');
    const changed = await call('PATCH', url, owner.token, { discipline: jump });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().discipline).toEqual({ id: jump, name: 'Jump' });
    const device = await referenceId(devices, 'INLINE_FREESTYLE', 'Inline skates');
    expect((await call('PATCH', url, owner.token, { device })).json()).toMatchObject({
      discipline: { id: jump },
      device: { id: device },
    });
    expect((await call('PATCH', url, owner.token, { discipline: null })).json()).toMatchObject({
      discipline: null,
      device: { id: device },
    });
    const wrong = await call('PATCH', url, owner.token, {
      device: await referenceId(devices, 'SKATEBOARDING', 'Skateboard'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().invalid_fields).toEqual({ device: [DEVICE_MISMATCH_MESSAGE] });

    const stranger = await newUser('athlete');
    expect((await call('PATCH', url, stranger.token, { discipline: jump })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `${USER_SPORTS}999999/partial_update_by_user/`, owner.token, {})).statusCode,
    ).toBe(404);
  });

  it('lets a WSK administrator change anyone’s sport and an NF administrator their federation’s', async () => {
    const italian = await athleteWithSport('ITA');
    const french = await athleteWithSport('FRA');
    const jump = await referenceId(disciplines, 'INLINE_FREESTYLE', 'Jump');
    const admin = (id: number) => `${USER_SPORTS}${id}/`;

    const byWsk = await call('PATCH', admin(french.userSport), await demo('wsk.admin'), { discipline: jump });
    expect(byWsk.statusCode).toBe(200);
    expect(byWsk.json()).toMatchObject({ user: french.id, discipline: { id: jump } });

    const nfAdmin = await demo('nf.admin');
    expect((await call('PATCH', admin(italian.userSport), nfAdmin, { discipline: jump })).statusCode).toBe(
      200,
    );
    const outOfScope = await call('PATCH', admin(french.userSport), nfAdmin, { discipline: null });
    expect(outOfScope.statusCode).toBe(404);
    expect((await call('GET', `${USER_SPORTS}my/`, french.token)).json()[0].discipline).toEqual({
      id: jump,
      name: 'Jump',
    });

    const bad = await call('PATCH', admin(italian.userSport), nfAdmin, {
      discipline: await referenceId(disciplines, 'SKATEBOARDING', 'Park'),
    });
    expect(bad.json().invalid_fields).toEqual({ discipline: [DISCIPLINE_MISMATCH_MESSAGE] });
    for (const who of ['nf.viewer', 'wsk.viewer', 'athlete']) {
      expect((await call('PATCH', admin(italian.userSport), await demo(who), {})).statusCode, who).toBe(403);
    }
    expect((await call('PATCH', admin(999_999), await demo('wsk.admin'), {})).statusCode).toBe(404);
  });

  it('turns the marathon explanation off for the owner only', async () => {
    const owner = await athleteWithSport();
    const url = `${USER_SPORTS}${owner.userSport}/change_marathon_no_level_show_modal/`;
    const stranger = await newUser('athlete');
    expect(
      (await call('PATCH', url, stranger.token, { marathon_no_level_show_modal: false })).statusCode,
    ).toBe(404);
    const response = await call('PATCH', url, owner.token, { marathon_no_level_show_modal: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().marathon_no_level_show_modal).toBe(false);
    expect((await call('GET', `${USER_SPORTS}my/`, owner.token)).json()[0].marathon_no_level_show_modal).toBe(
      false,
    );
  });

  it('lets the owner remove a sport, with its palmares form; another’s or an unknown id is 404', async () => {
    const owner = await athleteWithSport();
    const url = `${USER_SPORTS}${owner.userSport}/`;
    const form = await call('POST', `${BASE}palmares-forms/`, owner.token, {
      user_sport: owner.userSport,
      results: [],
    });
    expect(form.statusCode).toBe(201);
    expect((await call('DELETE', url, (await newUser('athlete')).token)).statusCode).toBe(404);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(204);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(404);
    expect((await call('GET', `${USER_SPORTS}my/`, owner.token)).json()).toEqual([]);
    expect((await call('GET', `${BASE}palmares-forms/${form.json().id}/`, owner.token)).statusCode).toBe(404);
  });
});

describe('staff sport lists', () => {
  const WSK = `${USER_SPORTS}wsk_sports/`;
  const NF = `${USER_SPORTS}nf_sports/`;

  async function groupId(name: string): Promise<number> {
    const [row] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
    if (!row) throw new Error(`No group ${name}`);
    return row.id;
  }

  async function wskUser(group: string | null) {
    const user = await newUser('wsk_viewer');
    if (group)
      await ctx.db
        .update(users)
        .set({ groupId: await groupId(group) })
        .where(eq(users.id, user.id));
    return user;
  }

  it('lets a WSK user of a sport-selecting group replace their list, and marks the sport step', async () => {
    const wsk = await wskUser('Artistic');
    const [speed, artistic, derby] = await Promise.all([
      sportId('INLINE_SPEED_SKATING'),
      sportId('ARTISTIC_SKATING'),
      sportId('ROLLER_DERBY'),
    ]);
    const first = await call('POST', WSK, wsk.token, { sports: [speed, artistic, speed] });
    expect(first.statusCode).toBe(200);
    expect(
      first.json().map((row: { sport: { id: number }; kind: string }) => [row.sport.id, row.kind]),
    ).toEqual([
      [speed, 'wsk'],
      [artistic, 'wsk'],
    ]);
    expect((await call('GET', MY_PROGRESS, wsk.token)).json().step_sport_details).toBe(true);

    const keptId = first.json()[1].id;
    const second = await call('POST', WSK, wsk.token, { sports: [artistic, derby] });
    expect(second.json().map((row: { id: number; sport: { id: number } }) => row.sport.id)).toEqual([
      artistic,
      derby,
    ]);
    expect(second.json()[0].id).toBe(keptId);
    expect((await call('GET', WSK, wsk.token)).json()).toEqual(second.json());
    expect((await call('GET', `${USER_SPORTS}my/`, wsk.token)).json()).toHaveLength(2);
  });

  it('refuses other roles (403), groups that do not select sports (403) and unknown sports (400)', async () => {
    const sport = await sportId('INLINE_HOCKEY');
    expect((await call('POST', WSK, await demo('athlete'), { sports: [sport] })).statusCode).toBe(403);
    expect((await call('POST', WSK, (await newUser('nf')).token, { sports: [sport] })).statusCode).toBe(403);
    for (const group of [null, 'Finance']) {
      const response = await call('POST', WSK, (await wskUser(group)).token, { sports: [sport] });
      expect(response.statusCode, String(group)).toBe(403);
      expect(response.json().error.message).toBe(SPORTS_NOT_ALLOWED_FOR_GROUP_MESSAGE);
    }
    const wsk = await wskUser('Hockey');
    for (const sports of [[sport, 999_999], [3_000_000_000]]) {
      const response = await call('POST', WSK, wsk.token, { sports });
      expect(response.statusCode).toBe(400);
      expect(response.json().invalid_fields).toEqual({ sports: [UNKNOWN_SPORTS_MESSAGE] });
    }
    expect((await call('POST', WSK, wsk.token, { sports: [] })).json().invalid_fields).toHaveProperty(
      'sports',
    );
    expect((await call('GET', WSK, wsk.token)).json()).toEqual([]);
    expect((await call('GET', MY_PROGRESS, wsk.token)).json().step_sport_details).toBe(false);
  });

  it('refuses a sport the user already holds as an athlete, changing nothing', async () => {
    const user = await newUser('athlete');
    const board = await sportId('SKATEBOARDING');
    await addSport(user.token, { sport: board });
    expect((await call('POST', '/api/client/users/users/set_is_wsk_viewer/', user.token)).statusCode).toBe(
      200,
    );
    await ctx.db
      .update(users)
      .set({ groupId: await groupId('Skateboarding') })
      .where(eq(users.id, user.id));
    const scooter = await sportId('SCOOTERING');
    const response = await call('POST', WSK, user.token, { sports: [scooter, board] });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ sports: [SPORT_ALREADY_SELECTED_MESSAGE] });
    expect(
      (await call('GET', `${USER_SPORTS}my/`, user.token)).json().map((row: { kind: string }) => row.kind),
    ).toEqual(['athlete']);
  });

  it('lets an NF user replace their list without a group, kept apart from WSK lists', async () => {
    const nf = await newUser('nf');
    const sport = await sportId('RINK_HOCKEY');
    const response = await call('POST', NF, nf.token, { sports: [sport] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([{ kind: 'nf', sport: { id: sport } }]);
    expect((await call('GET', MY_PROGRESS, nf.token)).json().step_sport_details).toBe(true);
    expect((await call('GET', NF, nf.token)).json()).toHaveLength(1);
    expect((await call('GET', WSK, nf.token)).json()).toEqual([]);
    expect((await call('POST', NF, (await wskUser('Hockey')).token, { sports: [sport] })).statusCode).toBe(
      403,
    );
  });

  it('reads another user’s list within the user-read scope only', async () => {
    const wsk = await wskUser('Speed & marathon');
    await call('POST', WSK, wsk.token, { sports: [await sportId('INLINE_SPEED_SKATING')] });
    expect((await call('GET', `${WSK}?user=${wsk.id}`, await demo('wsk.viewer'))).json()).toHaveLength(1);
    expect((await call('GET', `${WSK}?user=${wsk.id}`, await demo('athlete'))).statusCode).toBe(403);
    expect((await call('GET', `${WSK}?user=${wsk.id}`, await demo('nf.viewer'))).statusCode).toBe(403);
    expect((await call('GET', `${NF}?user=${wsk.id}`, await demo('wsk.admin'))).json()).toEqual([]);
  });
});

describe('palmares forms', () => {
  const FORMS = `${BASE}palmares-forms/`;
  const results = [{ year: 2024, competition: 'World Skate Games', place: 3 }];

  async function athleteSport() {
    const athlete = await newUser('athlete');
    const created = await addSport(athlete.token, { sport: await sportId('INLINE_DOWNHILL') });
    return { ...athlete, userSport: created.id };
  }

  it('records one form per athlete sport, shown on the sport', async () => {
    const athlete = await athleteSport();
    const response = await call('POST', FORMS, athlete.token, {
      user_sport: athlete.userSport,
      results,
      notes: 'Bronze',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      user_sport: athlete.userSport,
      results,
      notes: 'Bronze',
    });
    expect((await call('GET', `${USER_SPORTS}my/`, athlete.token)).json()[0].palmares_form).toBe(
      response.json().id,
    );

    const again = await call('POST', FORMS, athlete.token, { user_sport: athlete.userSport, results: [] });
    expect(again.statusCode).toBe(400);
    expect(again.json().invalid_fields).toEqual({ user_sport: [PALMARES_EXISTS_MESSAGE] });
  });

  it('refuses another user’s sport, an unknown one and an official’s', async () => {
    const owner = await athleteSport();
    const stranger = await newUser('athlete');
    const ito = await newUser('ito');
    const itoSport = await addSport(ito.token, { sport: await sportId('SKATE_CROSS') });
    for (const [token, userSport] of [
      [stranger.token, owner.userSport],
      [owner.token, 999_999],
      [ito.token, itoSport.id],
    ] as const) {
      const response = await call('POST', FORMS, token, { user_sport: userSport, results });
      expect(response.statusCode).toBe(400);
      expect(response.json().invalid_fields).toEqual({ user_sport: [PALMARES_SPORT_MESSAGE] });
    }
    const future = await call('POST', FORMS, owner.token, {
      user_sport: owner.userSport,
      results: [{ year: new Date().getFullYear() + 1, competition: 'Later', place: 1 }],
    });
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json().invalid_fields)).toEqual(['results.0.year']);
  });

  it('is read by the owner and within the scope, and changed by the owner only', async () => {
    const owner = await athleteSport();
    const form = (await call('POST', FORMS, owner.token, { user_sport: owner.userSport, results })).json();
    const url = `${FORMS}${form.id}/`;
    expect((await call('GET', url, owner.token)).json()).toEqual(form);
    expect((await call('GET', url, await demo('wsk.viewer'))).statusCode).toBe(200);
    expect((await call('GET', url, await demo('athlete'))).statusCode).toBe(404);
    expect((await call('GET', url, await demo('nf.viewer'))).statusCode).toBe(404);
    expect((await call('GET', `${FORMS}999999/`, owner.token)).statusCode).toBe(404);

    expect((await call('PATCH', url, await demo('wsk.admin'), { notes: 'No' })).statusCode).toBe(404);
    const changed = await call('PATCH', url, owner.token, { notes: 'Personal best', results: [] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...form, notes: 'Personal best', results: [] });
    expect((await call('PATCH', url, owner.token, {})).json()).toEqual(changed.json());
  });
});
